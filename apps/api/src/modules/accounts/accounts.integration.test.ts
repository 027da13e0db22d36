import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForEachTest, auth, type TestApp, uniquePhone } from '../../../test/helpers';
import { otps, users } from './accounts.table';

let t: TestApp;
appForEachTest((app) => {
  t = app;
});

const bengali = /[\u0980-\u09FF]/;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-up by phone (docs/decisions/0014-sign-in-flow.md)', () => {
  it('looks up, registers, verifies with the code from the outbox, and signs in', async () => {
    const phone = uniquePhone();
    const before = await post('/api/v3/user', { phone });
    expect(before.json()).toEqual({ data: { exists: false, verified: false, channel: 'phone' } });

    const registered = await post('/api/v2/user/register', {
      phone,
      name: 'আমিনা খাতুন',
      password: 'Tilawat@2026',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({ phone: `+88${phone}`, verified: false, name: 'আমিনা খাতুন' });
    expect((await post('/api/v3/user', { phone })).json().data).toEqual({
      exists: true,
      verified: false,
      channel: 'phone',
    });

    const code = await t.latestCode(`+88${phone}`);
    const verified = await post('/api/v3/user/verify-otp', {
      otp: code,
      phone,
      registration_token: registered.json().registration_token,
    });
    expect(verified.statusCode).toBe(200);
    const { data } = verified.json();
    expect(data).toMatchObject({ user: { verified: true, name: 'আমিনা খাতুন' } });
    expect(data.credentials_required).toBeUndefined();
    expect(Date.parse(data.accessTokenExp) - t.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect((await post('/api/v3/user', { phone })).json().data.verified).toBe(true);
  });

  it('stores the code hashed and the password as argon2id', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'রহিম', password: 'Tilawat@2026' });
    const code = await t.latestCode(`+88${phone}`);
    const [row] = await t.db
      .select()
      .from(otps)
      .where(eq(otps.identity, `+88${phone}`));
    expect(row?.codeHash).not.toContain(code);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.phone, `+88${phone}`));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account for the same phone with 409', async () => {
    const learner = await t.signUp();
    const again = await post('/api/v2/user/register', {
      phone: learner.phone,
      name: 'অন্য কেউ',
      password: 'Tilawat@2026',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', msg: expect.stringMatching(bengali) });
  });

  it("registers by e-mail and verifies through the link, which opens the web's /verify/{token}", async () => {
    const email = `learner-${uniquePhone()}@example.com`;
    expect(
      (await post('/api/v2/user/register', { email, name: 'ফাতিমা', password: 'Tilawat@2026' })).statusCode,
    ).toBe(201);
    const outbox = (await t.app.inject({ url: `/dev/outbox?recipient=${encodeURIComponent(email)}` })).json();
    const link = outbox.items
      .map((m: { body: string }) => m.body)
      .join(' ')
      .match(/(\S+)\/verify\/([A-Za-z0-9_-]+)/);
    expect(link?.[1]).toBe(t.env.WEB_ORIGINS[0]);
    const token = link?.[2];
    const verified = await t.inject({ url: `/api/v2/user/verify/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, verified: true });
    // it carries tokens: no browser or proxy may keep it (a second visit must reach the server)
    expect(verified.headers['cache-control']).toBe('no-store');
    expect((await t.inject({ url: `/api/v2/user/verify/${token}` })).statusCode).toBe(404);
  });
});

describe('one-time codes', () => {
  it('a wrong code answers 400 with a Bengali message; the fifth wrong try kills the code', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'করিম', password: 'Tilawat@2026' });
    const code = await t.latestCode(`+88${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await post('/api/v3/user/verify-otp', { otp: wrong, phone });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'OTP_INVALID', msg: expect.stringMatching(bengali) });
    }
    const late = await post('/api/v3/user/verify-otp', { otp: code, phone });
    expect(late.json()).toMatchObject({ code: 'OTP_EXHAUSTED' });
  });

  it('a code works once', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'করিম', password: 'Tilawat@2026' });
    const code = await t.latestCode(`+88${phone}`);
    expect((await post('/api/v3/user/verify-otp', { otp: code, phone })).statusCode).toBe(200);
    expect((await post('/api/v3/user/verify-otp', { otp: code, phone })).json().code).toBe('OTP_EXPIRED');
  });

  it('a resend within 60 s answers 429 with Retry-After', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'করিম', password: 'Tilawat@2026' });
    const resend = await post('/api/v2/user/resend-verification-otp', { phone });
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    expect(resend.json()).toMatchObject({ code: 'OTP_TOO_SOON', msg: expect.stringMatching(bengali) });
  });

  it('a resend after the 60 s answers 200', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'করিম', password: 'Tilawat@2026' });
    t.clock.advance(59_000);
    expect((await post('/api/v2/user/resend-verification-otp', { phone })).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await post('/api/v2/user/resend-verification-otp', { phone })).statusCode).toBe(200);
  });

  it('a code expires after its 5 minutes', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'করিম', password: 'Tilawat@2026' });
    const code = await t.latestCode(`+88${phone}`);
    t.clock.advance(5 * 60_000);
    const late = await post('/api/v3/user/verify-otp', { otp: code, phone });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('OTP_EXPIRED');
  });

  it('caps codes per hour per identity', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'করিম', password: 'Tilawat@2026' });
    // Five minutes between sends, so that only the hourly cap can refuse.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(5 * 60_000);
      expect((await post('/api/v2/user/resend-verification-otp', { phone })).statusCode).toBe(200);
    }
    t.clock.advance(5 * 60_000);
    const capped = await post('/api/v2/user/resend-verification-otp', { phone });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('OTP_HOURLY_CAP');
    expect(capped.headers['retry-after']).toBe('3600');
  });
});

describe('login', () => {
  it('signs in by phone and password on both versions, with the number in any of its written forms', async () => {
    const learner = await t.signUp();
    for (const url of ['/api/v3/user/login', '/api/v2/user/login']) {
      for (const phone of [learner.phone, `88${learner.phone}`, `+88${learner.phone}`]) {
        const answer = await post(url, { phone, password: learner.password });
        expect(answer.statusCode, phone).toBe(200);
      }
    }
  });

  it('answers one 401 for a wrong password and for an unknown phone', async () => {
    const learner = await t.signUp();
    const wrong = await post('/api/v3/user/login', { phone: learner.phone, password: 'WrongPass@1' });
    const unknown = await post('/api/v3/user/login', { phone: uniquePhone(), password: 'WrongPass@1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', msg: expect.stringMatching(bengali) });
  });

  it('refuses an account that is not verified yet with 403', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'করিম', password: 'Tilawat@2026' });
    const answer = await post('/api/v3/user/login', { phone, password: 'Tilawat@2026' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('ACCOUNT_NOT_VERIFIED');
  });

  it('is rate-limited per address: the 11th try in a minute answers 429 with Retry-After', async () => {
    // a new phone each time, so that only the address's limit counts (the identity's is in accounts.security)
    const body = () => ({ phone: uniquePhone(), password: 'WrongPass@1' });
    for (let i = 0; i < 10; i++) expect((await post('/api/v3/user/login', body())).statusCode).toBe(401);
    const limited = await post('/api/v3/user/login', body());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', msg: expect.stringMatching(bengali) });
  });

  it('ignores a stale access token on public calls', async () => {
    const learner = await t.signUp();
    const answer = await post(
      '/api/v3/user/login',
      { phone: learner.phone, password: learner.password },
      { accesstoken: 'expired.or.garbage' },
    );
    expect(answer.statusCode).toBe(200);
  });

  it('quick login sends a code (202), then signs in with it', async () => {
    const learner = await t.signUp();
    t.clock.advance(2 * 60_000);
    const sent = await post('/api/v2/user/quick-login', { phone: learner.phone });
    expect(sent.statusCode).toBe(202);
    const otp = await t.latestCode(`+88${learner.phone}`);
    const signedIn = await post('/api/v2/user/quick-login', { phone: learner.phone, otp });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(learner.user.id);
  });
});

describe('access tokens', () => {
  it('work for their 15 minutes and answer 401 after', async () => {
    const learner = await t.signUp();
    t.clock.advance(15 * 60_000 - 1_000);
    expect((await t.inject({ url: '/api/v2/user/me', headers: auth(learner) })).statusCode).toBe(200);
    t.clock.advance(1_000);
    const expired = await t.inject({ url: '/api/v2/user/me', headers: auth(learner) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHORIZED');
    // the refresh token still works and gives a fresh access token
    const refreshed = await post('/api/v3/user/refresh-token', undefined, {
      refreshtoken: learner.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(
      (await t.inject({ url: '/api/v2/user/me', headers: auth(refreshed.json().data) })).statusCode,
    ).toBe(200);
  });
});

describe('refresh tokens (rotation and reuse detection)', () => {
  it('rotates on every refresh', async () => {
    const learner = await t.signUp();
    const first = await post('/api/v3/user/refresh-token', undefined, { refreshtoken: learner.refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json().data;
    expect(next.refreshToken).not.toBe(learner.refreshToken);
    const me = await t.inject({ url: '/api/v2/user/me', headers: auth(next) });
    expect(me.json().id).toBe(learner.user.id);
  });

  it('within 30 s of its rotation a spent refresh token answers the same new pair again (issue 35: a page load cut off the answer)', async () => {
    const learner = await t.signUp();
    const rotated = (
      await post('/api/v3/user/refresh-token', undefined, { refreshtoken: learner.refreshToken })
    ).json().data;
    t.clock.advance(30_000);
    const again = await post('/api/v3/user/refresh-token', undefined, { refreshtoken: learner.refreshToken });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(rotated);
    expect((await t.inject({ url: '/api/v2/user/me', headers: auth(rotated) })).statusCode).toBe(200);
    // the successor goes on as usual
    const next = await post('/api/v3/user/refresh-token', undefined, { refreshtoken: rotated.refreshToken });
    expect(next.statusCode).toBe(200);
  });

  it('a spent refresh token whose successor was already used is reuse, even within the 30 s', async () => {
    const learner = await t.signUp();
    const rotated = (
      await post('/api/v3/user/refresh-token', undefined, { refreshtoken: learner.refreshToken })
    ).json().data;
    await post('/api/v3/user/refresh-token', undefined, { refreshtoken: rotated.refreshToken });
    const reuse = await post('/api/v3/user/refresh-token', undefined, { refreshtoken: learner.refreshToken });
    expect(reuse.json().code).toBe('REFRESH_TOKEN_REUSED');
  });

  it('a refresh token reused after the 30 s grace revokes its whole family', async () => {
    const learner = await t.signUp();
    const rotated = (
      await post('/api/v3/user/refresh-token', undefined, { refreshtoken: learner.refreshToken })
    ).json().data;
    t.clock.advance(30_001);
    const reuse = await post('/api/v3/user/refresh-token', undefined, { refreshtoken: learner.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_REUSED');
    const afterReuse = await post('/api/v3/user/refresh-token', undefined, {
      refreshtoken: rotated.refreshToken,
    });
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json().code).toBe('REFRESH_TOKEN_INVALID');
    // the session has ended: its access tokens stop working too
    expect((await t.inject({ url: '/api/v2/user/me', headers: auth(rotated) })).statusCode).toBe(401);
  });

  it('refuses a missing or unknown refresh token', async () => {
    expect((await post('/api/v3/user/refresh-token', undefined)).statusCode).toBe(401);
    expect(
      (await post('/api/v3/user/refresh-token', undefined, { refreshtoken: 'rt_nope' })).statusCode,
    ).toBe(401);
  });
});

describe('forgot and change password', () => {
  it('sends a reset code, which buys a grant; the grant sets a new password, and the old one stops working', async () => {
    const learner = await t.signUp();
    t.clock.advance(2 * 60_000);
    expect((await post('/api/v3/user/forgot-password', { phone: learner.phone })).statusCode).toBe(200);
    const otp = await t.latestCode(`+88${learner.phone}`);
    const grant = (await post('/api/v3/user/verify-otp', { otp, phone: learner.phone })).json().data;
    const withGrant = { reset_token: grant.reset_token };
    const mismatch = await post('/api/v3/user/change-password', {
      new_password: 'NotunPass@2026',
      confirm_password: 'NotunPass@2025',
      ...withGrant,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { path: '/confirm_password', msg: expect.stringMatching(bengali) },
    ]);
    const changed = await post('/api/v3/user/change-password', {
      new_password: 'NotunPass@2026',
      confirm_password: 'NotunPass@2026',
      ...withGrant,
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('/api/v3/user/login', { phone: learner.phone, password: learner.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v3/user/login', { phone: learner.phone, password: 'NotunPass@2026' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    const answer = await post('/api/v3/user/forgot-password', { phone: uniquePhone() });
    expect(answer.statusCode).toBe(404);
  });
});

describe('GET and PATCH /api/v2/user/me', () => {
  it('needs a token', async () => {
    const answer = await t.inject({ url: '/api/v2/user/me' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'LOGIN_REQUIRED', msg: expect.stringMatching(bengali) });
    expect((await t.inject({ url: '/api/v2/user/me', headers: { accesstoken: 'garbage' } })).statusCode).toBe(
      401,
    );
  });

  it('answers the learner and edits the editable fields only', async () => {
    const learner = await t.signUp();
    const patched = await t.inject({
      method: 'PATCH',
      url: '/api/v2/user/me',
      headers: auth(learner),
      payload: { name: 'আমিনা বেগম', phone_extra: '01912345678', verified: false, role: 'admin' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'আমিনা বেগম',
      phone_extra: '+8801912345678',
      verified: true,
      role: 'learner',
    });
  });
});
