// Issue 35: a learner moves their account to another phone number or e-mail address. The current
// password (a stolen access token is not enough) starts it, a code sent to the new address confirms
// it, the old address is told, and every other session ends.
import { describe, expect, it } from 'vitest';
import { appForFile, type Learner, type TestApp, uniqueAddress, uniquePhone } from '../../../test/helpers';

const bengali = /[\u0980-\u09FF]/;

let t: TestApp;
appForFile((app) => {
  t = app;
});

const post = (url: string, payload: object, learner?: Pick<Learner, 'accessToken'>) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    headers: learner ? { accesstoken: learner.accessToken } : {},
    remoteAddress: uniqueAddress(),
  });
const login = (body: object) => post('/api/v3/user/login', body);

async function outbox(recipient: string): Promise<string> {
  const answer = await t.app.inject({
    url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  return (answer.json() as { items: { body: string }[] }).items[0]?.body ?? '';
}

describe('changing the phone or e-mail (issue 35)', () => {
  it('moves the account to a new e-mail: the code sent there confirms it, the old phone is told, other sessions end', async () => {
    const learner = await t.signUp();
    const other = (await login({ phone: learner.phone, password: learner.password })).json().data;
    const email = `moved-${uniquePhone()}@example.com`;
    const asked = await post('/api/v3/user/identity', { email, current_password: learner.password }, learner);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.msg).toMatch(bengali);
    // nothing changed yet
    expect((await login({ phone: learner.phone, password: learner.password })).statusCode).toBe(200);

    const code = /\b(\d{6})\b/.exec(await outbox(email))?.[1] as string;
    const confirmed = await post('/api/v3/user/identity/confirm', { otp: code }, learner);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({ email, phone: null });
    expect(await outbox(`+88${learner.phone}`)).toContain(email);

    expect((await login({ email, password: learner.password })).statusCode).toBe(200);
    expect((await login({ phone: learner.phone, password: learner.password })).statusCode).toBe(401);
    const ended = await t.inject({ url: '/api/v2/user/me', headers: { accesstoken: other.accessToken } });
    expect(ended.statusCode).toBe(401);
    expect(
      (await t.inject({ url: '/api/v2/user/me', headers: { accesstoken: learner.accessToken } })).statusCode,
    ).toBe(200);
  });

  it('a stolen access token alone cannot start it: the current password is asked for', async () => {
    const learner = await t.signUp();
    const phone = uniquePhone();
    const missing = await post('/api/v3/user/identity', { phone }, learner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: '/current_password', msg: expect.stringMatching(bengali) },
    ]);
    const wrong = await post('/api/v3/user/identity', { phone, current_password: 'Onno@2026' }, learner);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect(await outbox(`+88${phone}`)).toBe('');
  });

  it('refuses an address a verified account uses (409) and the account’s own (400); a wrong code changes nothing', async () => {
    const learner = await t.signUp();
    const taken = await t.signUp();
    const conflict = await post(
      '/api/v3/user/identity',
      { phone: taken.phone, current_password: learner.password },
      learner,
    );
    expect(conflict.statusCode).toBe(409);
    const same = await post(
      '/api/v3/user/identity',
      { phone: learner.phone, current_password: learner.password },
      learner,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('IDENTITY_UNCHANGED');

    const phone = uniquePhone();
    await post('/api/v3/user/identity', { phone, current_password: learner.password }, learner);
    const code = /\b(\d{6})\b/.exec(await outbox(`+88${phone}`))?.[1] as string;
    const wrongCode = await post(
      '/api/v3/user/identity/confirm',
      { otp: code === '000000' ? '111111' : '000000' },
      learner,
    );
    expect(wrongCode.statusCode).toBe(400);
    expect((await login({ phone: learner.phone, password: learner.password })).statusCode).toBe(200);
  });

  it('takes over an unverified registration of the new address (the code proves it is this learner’s)', async () => {
    const learner = await t.signUp();
    const phone = uniquePhone();
    await post('/api/v2/user/register', { phone, name: 'কেউ', password: 'Attacker@2026' });
    t.clock.advance(61_000);
    await post('/api/v3/user/identity', { phone, current_password: learner.password }, learner);
    const code = await t.latestCode(`+88${phone}`);
    const confirmed = await post('/api/v3/user/identity/confirm', { otp: code }, learner);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await login({ phone, password: learner.password })).json().data.user.id).toBe(learner.user.id);
    expect((await login({ phone, password: 'Attacker@2026' })).statusCode).toBe(401);
  });

  it('confirming with no change under way answers 404', async () => {
    const learner = await t.signUp();
    const answer = await post('/api/v3/user/identity/confirm', { otp: '123456' }, learner);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().msg).toMatch(bengali);
  });
});
