// Sessions a learner controls (issue 17): logout revokes on the server, the signed-in devices are
// listed and can be signed out, and a sign-in beyond the limit of devices ends the least recently used.
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const bengali = /[\u0980-\u09FF]/;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs the learner in again with their password from a browser: that session's tokens. */
async function signIn(learner: Learner, userAgent: string) {
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v3/user/login',
    payload: { phone: learner.phone, password: learner.password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { accessToken: string; refreshToken: string; notice?: string };
}

const refresh = (refreshToken: string) =>
  t.inject({ method: 'POST', url: '/api/v3/user/refresh-token', headers: { refreshtoken: refreshToken } });
const logout = (refreshToken?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/v3/user/logout',
    headers: refreshToken === undefined ? {} : { refreshtoken: refreshToken },
  });
const sessions = async (who: { accessToken: string }) => {
  const answer = await t.inject({ url: '/api/v3/user/sessions', headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  // a learner's own answers are never kept by a browser or a proxy
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json().data as {
    limit: number;
    items: { id: string; device_name: string; current: boolean; created_at: string; last_used_at: string }[];
  };
};
const me = (who: { accessToken: string }) => t.inject({ url: '/api/v2/user/me', headers: auth(who) });

describe('an access token', () => {
  it('verified once is still refused when it expires, and a copy with one character changed is never accepted', async () => {
    const learner = await t.signUp();
    expect((await me(learner)).statusCode).toBe(200);
    // the same signature over other claims, and other bytes of the signature: both forged
    const [header, payload, signature] = learner.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [`${header}.${promoted}.${signature}`, `${header}.${payload}.${flipped}`]) {
      const answer = await me({ accessToken: forged });
      expect(answer.statusCode, forged).toBe(401);
      expect(answer.json().msg).toMatch(bengali);
    }
    expect((await me(learner)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000); // past the access token's 15 minutes
    expect((await me(learner)).statusCode).toBe(401);
  });
});

describe('POST /user/logout', () => {
  it('ends the session on the server: its refresh token and its access token are refused afterwards', async () => {
    const learner = await t.signUp();
    const phone = await signIn(learner, ANDROID);
    // used once before, so its signature is already known to the api: the session is asked all the same
    expect((await me(phone)).statusCode).toBe(200);
    const answer = await logout(phone.refreshToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { msg: 'লগআউট হয়েছে।' } });
    expect((await refresh(phone.refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await me(phone)).statusCode).toBe(401);
    // the learner's other session is untouched
    expect((await me(learner)).statusCode).toBe(200);
    // a spent refresh token of the session logs it out too
    const laptop = await signIn(learner, WINDOWS);
    const rotated = (await refresh(laptop.refreshToken)).json().data;
    expect((await logout(laptop.refreshToken)).statusCode).toBe(200);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('always succeeds: an unknown token, an ended session, no token at all', async () => {
    expect((await logout('rt_unknown')).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);
    const learner = await t.signUp();
    expect((await logout(learner.refreshToken)).statusCode).toBe(200);
    expect((await logout(learner.refreshToken)).statusCode).toBe(200);
  });
});

describe('signed-in devices', () => {
  it('lists the live sessions with device names, this one first, and signs out one or all others', async () => {
    const learner = await t.signUp();
    t.clock.advance(60_000);
    const phone = await signIn(learner, ANDROID);
    t.clock.advance(60_000);
    const listed = await sessions(phone);
    expect(listed.limit).toBe(3);
    expect(listed.items.map((s) => [s.device_name, s.current])).toEqual([
      ['Chrome · Android', true],
      ['অজানা ডিভাইস', false],
    ]);

    // another learner cannot end it; an unknown id is 404 too
    const stranger = await t.signUp();
    const theirs = await t.inject({
      method: 'DELETE',
      url: `/api/v3/user/sessions/${listed.items[1]?.id}`,
      headers: auth(stranger),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'SESSION_NOT_FOUND', msg: expect.stringMatching(bengali) });

    const ended = await t.inject({
      method: 'DELETE',
      url: `/api/v3/user/sessions/${listed.items[1]?.id}`,
      headers: auth(phone),
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(learner)).statusCode).toBe(401);
    expect((await sessions(phone)).items).toHaveLength(1);

    const tablet = await signIn(learner, IPHONE);
    const laptop = await signIn(learner, WINDOWS);
    const others = await t.inject({
      method: 'POST',
      url: '/api/v3/user/sessions/sign-out-others',
      headers: auth(laptop),
    });
    expect(others.json()).toEqual({ data: { msg: 'অন্য ২টি ডিভাইস থেকে লগআউট করা হয়েছে।', ended: 2 } });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await sessions(laptop)).items.map((s) => s.device_name)).toEqual(['Firefox · Windows']);
    expect((await t.inject({ url: '/api/v3/user/sessions' })).statusCode).toBe(401);
  });

  it('a fourth sign-in ends the least recently used session, says so, and that device is told why', async () => {
    const learner = await t.signUp(); // session 1 (sign-up), used now
    t.clock.advance(60_000);
    const phone = await signIn(learner, ANDROID); // 2
    t.clock.advance(60_000);
    const tablet = await signIn(learner, IPHONE); // 3
    t.clock.advance(60_000);
    // the sign-up's session refreshes: now the phone is the least recently used
    const fresh = await t.refreshed(learner);
    t.clock.advance(60_000);
    const laptop = await signIn(learner, WINDOWS); // 4 → the phone's session ends
    expect(laptop.notice).toBe(
      'একসঙ্গে সর্বোচ্চ ৩টি ডিভাইসে লগইন থাকা যায়, তাই সবচেয়ে আগে ব্যবহৃত ডিভাইসের (Chrome · Android) সেশন বন্ধ করা হয়েছে।',
    );
    const refused = await me(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'SESSION_LIMIT_ENDED',
      msg: expect.stringMatching(bengali),
    });
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    for (const live of [fresh, tablet, laptop]) expect((await me(live)).statusCode).toBe(200);
    expect((await sessions(laptop)).items.map((s) => s.device_name)).toEqual([
      'Firefox · Windows',
      'অজানা ডিভাইস',
      'Safari · iOS',
    ]);
  });
});
