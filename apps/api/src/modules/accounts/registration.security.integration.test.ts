// Issue 35's account takeover by signing up first, as the attack that found it: someone registers a
// learner's phone with their own password before the learner does; the learner then verifies it.
// Proving the phone or e-mail decides the credentials: a name and password chosen before count only
// for the client that registered (its `registration_token`). Also: a registration nobody verified is
// replaced, lapses, and costs nothing when its code may not be sent; admin:create takes over such an
// account; roles come from the database, and a role change ends the sessions signed in under the old.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp, uniqueAddress, uniquePhone } from '../../../test/helpers';
import { updateUser } from './accounts.repository';
import { users } from './accounts.table';
import { makeOperator } from './operators';

const bengali = /[\u0980-\u09FF]/;

let t: TestApp;
appForFile((app) => {
  t = app;
});

/** One client: a browser at an address of its own. */
function client() {
  const remoteAddress = uniqueAddress();
  return {
    post: (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
      t.inject({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload }),
        headers,
        remoteAddress,
      }),
    get: (url: string, headers: Record<string, string> = {}) => t.inject({ url, headers, remoteAddress }),
  };
}

const ATTACKER_PASSWORD = 'Attacker@2026';
const OWNER_PASSWORD = 'Amar-Nijer@2026';

/** The attacker registers `phone` with their own name and password; answers their registration token. */
async function attackerRegisters(phone: string): Promise<string> {
  const registered = await client().post('/api/v2/user/register', {
    phone,
    name: 'আক্রমণকারী',
    password: ATTACKER_PASSWORD,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  expect(registered.json().registration_token).toMatch(/^rg_[A-Za-z0-9_-]{43}$/);
  return registered.json().registration_token;
}

const passwordLogin = (phone: string, password: string) =>
  client().post('/api/v3/user/login', { phone, password });

describe('nobody takes an account by signing up first (issue 35)', () => {
  it('the owner who verifies a number someone else registered gets it with no name or password, sets their own, and the other password never signs in', async () => {
    const phone = uniquePhone();
    await attackerRegisters(phone);
    const owner = client();
    // the owner's phone-email step: the account "exists but unverified", so a code is sent to them
    expect((await owner.post('/api/v3/user', { phone })).json().data).toMatchObject({
      exists: true,
      verified: false,
    });
    t.clock.advance(60_000);
    expect((await owner.post('/api/v2/user/resend-verification-otp', { phone })).statusCode).toBe(200);
    const verified = await owner.post('/api/v3/user/verify-otp', {
      otp: await t.latestCode(`+88${phone}`),
      phone,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { data } = verified.json();
    expect(data.credentials_required).toBe(true);
    expect(data.user).toMatchObject({ verified: true, name: '', phone_extra: null });

    // the attacker's password does not sign in: there is none
    const stolen = await passwordLogin(phone, ATTACKER_PASSWORD);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().code).toBe('INVALID_CREDENTIALS');

    // the signup-name-password step, right after verifying
    const set = await owner.post(
      '/api/v3/user/credentials',
      { name: 'আমিনা খাতুন', password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD },
      { accesstoken: data.accessToken },
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      msg: expect.stringMatching(bengali),
      user: { name: 'আমিনা খাতুন' },
    });
    expect((await passwordLogin(phone, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await passwordLogin(phone, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('the client that registered and verifies keeps its name and password, and meets no further step', async () => {
    const phone = uniquePhone();
    const learner = client();
    const registered = await learner.post('/api/v2/user/register', {
      phone,
      name: 'রহিম উদ্দিন',
      password: OWNER_PASSWORD,
      phone_extra: '01812345678',
    });
    const verified = await learner.post('/api/v3/user/verify-otp', {
      otp: await t.latestCode(`+88${phone}`),
      phone,
      registration_token: registered.json().registration_token,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.credentials_required).toBeUndefined();
    expect(verified.json().data.user).toMatchObject({ name: 'রহিম উদ্দিন', phone_extra: '+8801812345678' });
    expect((await passwordLogin(phone, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it("another registration's token keeps nothing: only the token this registration answered does", async () => {
    const phone = uniquePhone();
    await attackerRegisters(phone);
    const otherToken = await attackerRegisters(uniquePhone());
    const verified = await client().post('/api/v3/user/verify-otp', {
      otp: await t.latestCode(`+88${phone}`),
      phone,
      registration_token: otherToken,
    });
    expect(verified.json().data.credentials_required).toBe(true);
    expect((await passwordLogin(phone, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('registering a number whose account is not verified replaces that registration (201, not 409), and the owner keeps their own', async () => {
    const phone = uniquePhone();
    await attackerRegisters(phone);
    t.clock.advance(60_000);
    const owner = client();
    const registered = await owner.post('/api/v2/user/register', {
      phone,
      name: 'আমিনা খাতুন',
      password: OWNER_PASSWORD,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().user.name).toBe('আমিনা খাতুন');
    const verified = await owner.post('/api/v3/user/verify-otp', {
      otp: await t.latestCode(`+88${phone}`),
      phone,
      registration_token: registered.json().registration_token,
    });
    expect(verified.json().data.credentials_required).toBeUndefined();
    expect((await passwordLogin(phone, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await passwordLogin(phone, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('an attacker who registers again over the owner’s registration does not get in: the owner’s verification then discards both', async () => {
    const phone = uniquePhone();
    const owner = client();
    const mine = await owner.post('/api/v2/user/register', { phone, name: 'আমিনা', password: OWNER_PASSWORD });
    t.clock.advance(60_000);
    await attackerRegisters(phone);
    // the attacker's registration sent its code to the owner's phone: the owner types the newest one
    const verified = await owner.post('/api/v3/user/verify-otp', {
      otp: await t.latestCode(`+88${phone}`),
      phone,
      registration_token: mine.json().registration_token,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.credentials_required).toBe(true);
    expect((await passwordLogin(phone, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await passwordLogin(phone, OWNER_PASSWORD)).statusCode).toBe(401);
  });

  it('a verified account still answers 409 to a registration', async () => {
    const learner = await t.signUp();
    const again = await client().post('/api/v2/user/register', {
      phone: learner.phone,
      name: 'অন্য কেউ',
      password: ATTACKER_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect((await passwordLogin(learner.phone, learner.password)).statusCode).toBe(200);
  });

  it('the e-mail link keeps the name and password only for the browser that registered (header registrationtoken)', async () => {
    const linkOf = async (email: string) => {
      const outbox = (
        await t.app.inject({ url: `/dev/outbox?recipient=${encodeURIComponent(email)}&limit=1` })
      ).json();
      return /\/verify\/([A-Za-z0-9_-]+)/.exec(outbox.items[0].body)?.[1] as string;
    };
    const theirs = `owner-${uniquePhone()}@example.com`;
    await client().post('/api/v2/user/register', {
      email: theirs,
      name: 'আক্রমণকারী',
      password: ATTACKER_PASSWORD,
    });
    const opened = await client().get(`/api/v2/user/verify/${await linkOf(theirs)}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().credentials_required).toBe(true);
    expect(
      (await client().post('/api/v3/user/login', { email: theirs, password: ATTACKER_PASSWORD })).statusCode,
    ).toBe(401);

    const mine = `learner-${uniquePhone()}@example.com`;
    const browser = client();
    const registered = await browser.post('/api/v2/user/register', {
      email: mine,
      name: 'ফাতিমা',
      password: OWNER_PASSWORD,
    });
    const same = await browser.get(`/api/v2/user/verify/${await linkOf(mine)}`, {
      registrationtoken: registered.json().registration_token,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().credentials_required).toBeUndefined();
    expect(same.json().user.name).toBe('ফাতিমা');
  });

  it('ends every session of the account when the credentials are discarded', async () => {
    const phone = uniquePhone();
    await attackerRegisters(phone);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.phone, `+88${phone}`));
    // a session that somehow exists for the unverified account (none should) does not survive the owner
    const { tokens: signIn } = await import('./tokens.service').then(({ createTokens }) =>
      createTokens({
        db: t.db,
        clock: t.clock,
        settings: {
          jwtSecret: t.env.JWT_SECRET,
          accessTtlSeconds: t.env.ACCESS_TOKEN_TTL_SECONDS,
          refreshTtlDays: t.env.REFRESH_TOKEN_TTL_DAYS,
          maxSessions: t.env.MAX_SESSIONS,
        },
      }).issue(row as typeof users.$inferSelect),
    );
    const before = await t.inject({
      url: '/api/v3/user/sessions',
      headers: { accesstoken: signIn.accessToken },
    });
    expect(before.statusCode).toBe(200);
    await client().post('/api/v3/user/verify-otp', { otp: await t.latestCode(`+88${phone}`), phone });
    const after = await t.inject({
      url: '/api/v3/user/sessions',
      headers: { accesstoken: signIn.accessToken },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('a registration nobody verified (issue 35)', () => {
  it('lapses after UNVERIFIED_ACCOUNT_TTL_HOURS: it no longer exists, and its code cannot be resent', async () => {
    const phone = uniquePhone();
    await attackerRegisters(phone);
    t.clock.advance(t.env.UNVERIFIED_ACCOUNT_TTL_HOURS * 3_600_000 + 1_000);
    const looked = await client().post('/api/v3/user', { phone });
    expect(looked.json().data).toMatchObject({ exists: false, verified: false });
    const resend = await client().post('/api/v2/user/resend-verification-otp', { phone });
    expect(resend.statusCode).toBe(404);
    expect(resend.json().msg).toMatch(bengali);
  });

  it('is one step with its code: a registration refused for the code limits (429) writes nothing, and the one before stays as it was', async () => {
    const phone = uniquePhone();
    const owner = client();
    const first = await owner.post('/api/v2/user/register', {
      phone,
      name: 'আমিনা',
      password: OWNER_PASSWORD,
    });
    const code = await t.latestCode(`+88${phone}`);
    // within the minute a second code may not be sent: the whole registration is refused
    const refused = await client().post('/api/v2/user/register', {
      phone,
      name: 'আক্রমণকারী',
      password: ATTACKER_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'OTP_TOO_SOON', msg: expect.stringMatching(bengali) });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.phone, `+88${phone}`));
    expect(row?.name).toBe('আমিনা');
    const verified = await owner.post('/api/v3/user/verify-otp', {
      otp: code,
      phone,
      registration_token: first.json().registration_token,
    });
    expect(verified.json().data.credentials_required).toBeUndefined();
    expect((await passwordLogin(phone, OWNER_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/v3/user/credentials (issue 35)', () => {
  /** A verified account with no password, signed in by its code just now. */
  async function passwordless() {
    const phone = uniquePhone();
    await attackerRegisters(phone);
    const owner = client();
    const verified = await owner.post('/api/v3/user/verify-otp', {
      otp: await t.latestCode(`+88${phone}`),
      phone,
    });
    const { accessToken, refreshToken } = verified.json().data as {
      accessToken: string;
      refreshToken: string;
    };
    return { phone, owner, accessToken, refreshToken };
  }
  const body = { name: 'আমিনা খাতুন', password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD };

  it('refuses an account that has a password (409), and a sign-in older than 30 minutes (403)', async () => {
    const learner = await t.signUp();
    const has = await client().post('/api/v3/user/credentials', body, { accesstoken: learner.accessToken });
    expect(has.statusCode).toBe(409);
    expect(has.json()).toMatchObject({
      code: 'CREDENTIALS_ALREADY_SET',
      msg: expect.stringMatching(bengali),
    });

    // a session signed in by a code 31 minutes ago, its access token renewed: no longer a fresh proof
    const stale = await passwordless();
    t.clock.advance(31 * 60_000);
    const renewed = await stale.owner.post('/api/v3/user/refresh-token', undefined, {
      refreshtoken: stale.refreshToken,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const late = await stale.owner.post('/api/v3/user/credentials', body, {
      accesstoken: renewed.json().data.accessToken,
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'REAUTH_REQUIRED', msg: expect.stringMatching(bengali) });
  });

  it('a confirm_password that differs is a field error; a quick-login code sign-in to a password-less account says credentials_required', async () => {
    const { phone, owner, accessToken } = await passwordless();
    const mismatch = await owner.post(
      '/api/v3/user/credentials',
      { ...body, confirm_password: 'Onno-kichu@2026' },
      { accesstoken: accessToken },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { path: '/confirm_password', msg: expect.stringMatching(bengali) },
    ]);

    t.clock.advance(60_000);
    expect((await owner.post('/api/v2/user/quick-login', { phone })).statusCode).toBe(202);
    const again = await owner.post('/api/v2/user/quick-login', {
      phone,
      otp: await t.latestCode(`+88${phone}`),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().credentials_required).toBe(true);
  });
});

describe('operators (issue 35)', () => {
  it('admin:create on an unverified account replaces its name and password and says so', async () => {
    const phone = uniquePhone();
    await attackerRegisters(phone);
    const made = await makeOperator(t.db, { phone, name: 'স্কুলের অ্যাডমিন', role: 'admin' });
    expect(made).toMatchObject({ created: false, reset: true, password: expect.any(String) });
    expect((await passwordLogin(phone, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const signedIn = await passwordLogin(phone, made.password as string);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ name: 'স্কুলের অ্যাডমিন', role: 'admin', verified: true });
  });

  it('reads the role from the database on every request, and a role change ends the sessions signed in under the old one', async () => {
    const learner = await t.signUp();
    const orders = (accessToken: string) =>
      t.inject({ url: '/api/v3/admin/orders', headers: { accesstoken: accessToken } });
    const asAdmin = await makeOperator(t.db, { phone: learner.phone, name: 'x', role: 'admin' });
    expect(asAdmin.reset).toBe(false);
    // the promotion ended the session signed in as a learner
    expect((await orders(learner.accessToken)).statusCode).toBe(401);
    const admin = (await passwordLogin(learner.phone, learner.password)).json().data;
    expect((await orders(admin.accessToken)).statusCode).toBe(200);
    // a role taken away in the database is refused at once, though the token still says admin
    await updateUser(t.db, learner.user.id, { role: 'learner' });
    const refused = await orders(admin.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(bengali);
  });
});
