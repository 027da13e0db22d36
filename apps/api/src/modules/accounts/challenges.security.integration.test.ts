// Issue 35's limits that do not lock out real learners: most mobile learners in Bangladesh share a
// carrier's address, so past an address's hourly budget of one-time codes the api asks for proof of
// work (ALTCHA) instead of refusing. The caps per phone or e-mail stay hard.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniquePhone, warmTestDatabase } from '../../../test/helpers';
import { users } from './accounts.table';

const bengali = /[\u0980-\u09FF]/;
/** A carrier's shared address: every request below comes from it. */
const CARRIER = '103.4.145.7';

beforeAll(warmTestDatabase);
let open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.map((made) => made.close()));
  open = [];
});
/** An app whose challenges take a few hundred hashes, so that 180 of them fit a test. */
async function app(): Promise<TestApp> {
  const made = await createTestApp({ CODE_CHALLENGE_WORK: '300' });
  open.push(made);
  return made;
}

const register = (t: TestApp, phone: string, altcha?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/v2/user/register',
    payload: { phone, name: 'আমিনা খাতুন', password: 'Tilawat@2026' },
    headers: altcha ? { altcha } : {},
    remoteAddress: CARRIER,
  });

/** What a browser does on CHALLENGE_REQUIRED: fetch a challenge, solve it, send ALTCHA's payload. */
async function solved(t: TestApp): Promise<string> {
  const answer = await t.inject({ url: '/api/v3/user/challenge', remoteAddress: CARRIER });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  const challenge = answer.json().data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('one-time codes past an address’s hourly budget (issue 35)', () => {
  it('200 sign-ups from one carrier address all succeed, each past the 20th with a solved challenge; a script that skips it is stopped and writes nothing', async () => {
    const t = await app();
    let challenged = 0;
    let thisMinute = 0;
    for (let i = 0; i < 200; i++) {
      // the sign-up route's own limit is 10 a minute from an address: the 200 come over 50 minutes,
      // all within the hour the address's budget of codes is counted in
      const calls = i < 20 ? 1 : 2;
      if (thisMinute + calls > 10) {
        t.clock.advance(61_000);
        thisMinute = 0;
      }
      thisMinute += calls;
      const phone = uniquePhone();
      let answer = await register(t, phone);
      if (i >= 20) {
        // the script that skips the challenge: refused, and nothing of it is kept
        expect(answer.statusCode, `sign-up ${i}`).toBe(429);
        expect(answer.json()).toMatchObject({
          code: 'CHALLENGE_REQUIRED',
          msg: expect.stringMatching(bengali),
        });
        const [row] = await t.db
          .select()
          .from(users)
          .where(eq(users.phone, `+88${phone}`));
        expect(row, `sign-up ${i}`).toBeUndefined();
        answer = await register(t, phone, await solved(t));
        challenged += 1;
      }
      expect(answer.statusCode, `sign-up ${i}: ${answer.body}`).toBe(201);
      if (i % 20 === 19) {
        // a sample of them verify with the code they were sent, and sign in
        const verified = await t.inject({
          method: 'POST',
          url: '/api/v3/user/verify-otp',
          payload: {
            phone,
            otp: await t.latestCode(`+88${phone}`),
            registration_token: answer.json().registration_token,
          },
          remoteAddress: CARRIER,
        });
        expect(verified.statusCode, verified.body).toBe(200);
      }
    }
    expect(challenged).toBe(180);
  }, 240_000);

  it('a solution works once, for 10 minutes, and only as the api signed it', async () => {
    const t = await app();
    for (let i = 0; i < 20; i++) {
      if (i > 0 && i % 9 === 0) t.clock.advance(61_000);
      expect((await register(t, uniquePhone())).statusCode).toBe(201);
    }
    t.clock.advance(61_000);
    const once = await solved(t);
    expect((await register(t, uniquePhone(), once)).statusCode).toBe(201);
    const replayed = await register(t, uniquePhone(), once);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'CHALLENGE_INVALID', msg: expect.stringMatching(bengali) });

    const late = await solved(t);
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await register(t, uniquePhone(), late)).json().code).toBe('CHALLENGE_INVALID');

    const payload = JSON.parse(Buffer.from(await solved(t), 'base64').toString('utf8'));
    payload.challenge.parameters.data.exp += 3_600; // a longer life than the api signed
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await register(t, uniquePhone(), forged)).json().code).toBe('CHALLENGE_INVALID');
    expect((await register(t, uniquePhone(), 'not base64 json')).json().code).toBe('CHALLENGE_INVALID');
  });

  it('keeps the hard cap per phone: a solved challenge does not lift it', async () => {
    const t = await app();
    const phone = uniquePhone();
    expect((await register(t, phone)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(5 * 60_000);
      const resend = await t.inject({
        method: 'POST',
        url: '/api/v2/user/resend-verification-otp',
        payload: { phone },
        remoteAddress: CARRIER,
      });
      expect(resend.statusCode).toBe(200);
    }
    t.clock.advance(5 * 60_000);
    const capped = await t.inject({
      method: 'POST',
      url: '/api/v2/user/resend-verification-otp',
      payload: { phone },
      headers: { altcha: await solved(t) },
      remoteAddress: CARRIER,
    });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('OTP_HOURLY_CAP');
  });
});
