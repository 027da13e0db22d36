// Issue 35's credentials: an access token stolen within its 15 minutes must not become a permanent
// takeover by changing the password; a password reset buys a short-lived, single-purpose grant, not
// a session; the account's phone or e-mail is told, in Bengali, when its password changes.
import { describe, expect, it } from 'vitest';
import { appForFile, type Learner, type TestApp, uniqueAddress, uniquePhone } from '../../../test/helpers';

const bengali = /[\u0980-\u09FF]/;
const NEW = 'NotunPass@2026';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueAddress() });
const change = (body: object, learner?: Pick<Learner, 'accessToken'>) =>
  post('/api/v3/user/change-password', body, learner ? { accesstoken: learner.accessToken } : {});
const login = (phone: string, password: string) => post('/api/v3/user/login', { phone, password });

/** The newest message the outbox holds for a phone. */
async function lastMessage(phone: string): Promise<string> {
  const outbox = await t.app.inject({
    url: `/dev/outbox?recipient=${encodeURIComponent(`+88${phone}`)}&limit=1`,
  });
  return (outbox.json() as { items: { body: string }[] }).items[0]?.body ?? '';
}

/** forgot-password, then verify-otp with the reset code: the answer. */
async function resetAnswer(phone: string) {
  t.clock.advance(61_000);
  expect((await post('/api/v3/user/forgot-password', { phone })).statusCode).toBe(200);
  const answer = await post('/api/v3/user/verify-otp', { phone, otp: await t.latestCode(`+88${phone}`) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

describe('changing a password needs more than an access token (issue 35)', () => {
  it('asks for the current password: missing or wrong is a field error, the right one changes it', async () => {
    const learner = await t.signUp();
    const missing = await change({ new_password: NEW, confirm_password: NEW }, learner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: '/current_password', msg: expect.stringMatching(bengali) },
    ]);
    const wrong = await change(
      { new_password: NEW, confirm_password: NEW, current_password: 'Onno@2026' },
      learner,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG' });
    expect((await login(learner.phone, learner.password)).statusCode).toBe(200);

    const right = await change(
      { new_password: NEW, confirm_password: NEW, current_password: learner.password },
      learner,
    );
    expect(right.statusCode, right.body).toBe(200);
    expect((await login(learner.phone, NEW)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like password sign-ins: the sixth in 15 minutes answers 429, the right one too', async () => {
    const learner = await t.signUp();
    for (let i = 0; i < 5; i++) {
      const wrong = await change(
        { new_password: NEW, confirm_password: NEW, current_password: `Onno@202${i}` },
        learner,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const throttled = await change(
      { new_password: NEW, confirm_password: NEW, current_password: learner.password },
      learner,
    );
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'LOGIN_THROTTLED', msg: expect.stringMatching(bengali) });
  }, 120_000);

  it('tells the account’s phone, in Bengali, that its password changed', async () => {
    const learner = await t.signUp();
    await change({ new_password: NEW, confirm_password: NEW, current_password: learner.password }, learner);
    expect(await lastMessage(learner.phone)).toMatch(/পাসওয়ার্ড এইমাত্র বদলানো হয়েছে/);
  });

  it('without a token or a grant answers 401', async () => {
    const answer = await change({ new_password: NEW, confirm_password: NEW });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().msg).toMatch(bengali);
  });
});

describe('a password reset buys a grant, not a session (issue 35)', () => {
  it('the reset code answers a reset_token and no tokens; the grant is no access token', async () => {
    const learner = await t.signUp();
    const data = await resetAnswer(learner.phone);
    expect(Object.keys(data).sort()).toEqual(['reset_token', 'reset_token_exp']);
    expect(Date.parse(data.reset_token_exp) - t.clock.now().getTime()).toBe(10 * 60_000);
    const asSession = await t.inject({ url: '/api/v2/user/me', headers: { accesstoken: data.reset_token } });
    expect(asSession.statusCode).toBe(401);
  });

  it('sets the password once: a second use, or any use after 10 minutes, answers 400 RESET_TOKEN_INVALID', async () => {
    const learner = await t.signUp();
    const { reset_token } = await resetAnswer(learner.phone);
    const first = await change({ new_password: NEW, confirm_password: NEW, reset_token });
    expect(first.statusCode, first.body).toBe(200);
    expect(await lastMessage(learner.phone)).toMatch(/পাসওয়ার্ড এইমাত্র বদলানো হয়েছে/);
    const again = await change({
      new_password: 'Tritiyo@2026',
      confirm_password: 'Tritiyo@2026',
      reset_token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', msg: expect.stringMatching(bengali) });
    expect((await login(learner.phone, NEW)).statusCode).toBe(200);

    const other = await t.signUp();
    const late = await resetAnswer(other.phone);
    t.clock.advance(10 * 60_000 + 1_000);
    const expired = await change({ new_password: NEW, confirm_password: NEW, reset_token: late.reset_token });
    expect(expired.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect((await login(other.phone, other.password)).statusCode).toBe(200);
  });

  it('a grant altered to name another account is refused', async () => {
    const learner = await t.signUp();
    const victim = await t.signUp();
    const { reset_token } = await resetAnswer(learner.phone);
    const [payload, signature] = (reset_token as string).slice(3).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = `rs_${Buffer.from(JSON.stringify({ ...claims, sub: victim.user.id })).toString('base64url')}.${signature}`;
    const answer = await change({ new_password: NEW, confirm_password: NEW, reset_token: forged });
    expect(answer.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect((await login(victim.phone, victim.password)).statusCode).toBe(200);
  });

  it('a reset of an account that was never verified verifies it with nothing of its registration kept', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'আক্রমণকারী', password: 'Attacker@2026' });
    const { reset_token } = await resetAnswer(phone);
    expect((await change({ new_password: NEW, confirm_password: NEW, reset_token })).statusCode).toBe(200);
    expect((await login(phone, 'Attacker@2026')).statusCode).toBe(401);
    const owner = await login(phone, NEW);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user).toMatchObject({ verified: true, name: '' });
  });
});

describe('an account with no password yet (issue 35)', () => {
  it('sets one from a session signed in by a code within 30 minutes, not later', async () => {
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'কেউ', password: 'Attacker@2026' });
    const verified = await post('/api/v3/user/verify-otp', { phone, otp: await t.latestCode(`+88${phone}`) });
    const session = verified.json().data;
    expect(session.credentials_required).toBe(true);
    t.clock.advance(31 * 60_000);
    const renewed = await t.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { refreshtoken: session.refreshToken },
      remoteAddress: uniqueAddress(),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const stale = await change({ new_password: NEW, confirm_password: NEW }, renewed.json().data);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'REAUTH_REQUIRED', msg: expect.stringMatching(bengali) });

    t.clock.advance(61_000);
    await post('/api/v2/user/quick-login', { phone });
    const fresh = await post('/api/v2/user/quick-login', { phone, otp: await t.latestCode(`+88${phone}`) });
    const changed = await change({ new_password: NEW, confirm_password: NEW }, fresh.json());
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login(phone, NEW)).statusCode).toBe(200);
  });
});
