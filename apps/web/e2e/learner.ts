import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API, WEB } from './servers';

let counter = 0;
/**
 * A Bangladeshi mobile number no other e2e test of this run uses: the worker's slot (distinct between
 * workers running at once), the time and this worker's count.
 */
export function newPhone(): string {
  counter += 1;
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `017${slot}${String(Date.now() % 100_000).padStart(5, '0')}${String(counter).padStart(2, '0')}`;
}

/** The newest one-time code sent to a phone, read from the api's outbox (as a person trying the site does). */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const recipient = `+88${phone}`;
  let code: string | undefined;
  await expect(async () => {
    const answer = await request.get(`${API}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
    const { items } = (await answer.json()) as { items: { body: string }[] };
    code = /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** Types a code into the six-cell OTP input (it advances by itself). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(/১ নম্বর ঘর/).click();
  await page.keyboard.type(code);
}

/**
 * The address a learner made through the api signs up from: each one its own (10.22.x.y), as different
 * people's phones are. The e2e api trusts the loopback proxy's `X-Forwarded-For` (playwright.config.ts), so
 * the per-address cap on one-time codes (20 an hour, docs/decisions/0004-one-time-codes-and-rate-limits.md)
 * counts each learner once instead of the whole suite as one address; sign-ups made in the browser still
 * count against 127.0.0.1.
 */
export function deviceAddress(phone: string): string {
  const n = Number(phone.slice(-6)) % 65_536;
  return `10.22.${Math.floor(n / 256)}.${n % 256}`;
}

/** A verified learner made through the api, the way the web signs one up (register, then the code from the outbox). */
export async function registerLearner(
  request: APIRequestContext,
  { phone, name, password = 'Tilawat@2026' }: { phone: string; name: string; password?: string },
): Promise<void> {
  const registered = await request.post(`${API}/api/v2/user/register`, {
    data: { phone, name, password },
    headers: { 'x-forwarded-for': deviceAddress(phone) },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await request.post(`${API}/api/v3/user/verify-otp`, {
    // the registration's token: this client keeps the name and password it chose (issue 35)
    data: {
      phone,
      otp: await latestCode(request, phone),
      registration_token: (await registered.json()).registration_token,
    },
    headers: { 'x-forwarded-for': deviceAddress(phone) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/**
 * Signs a learner in through the api from their own device's address (as registerLearner does), so the
 * per-address cap on sign-ins (10 a minute) counts each learner once rather than the whole suite as
 * 127.0.0.1: the browser's own sign-ins still count there. Answers the session's tokens.
 */
export async function apiSignIn(
  request: APIRequestContext,
  phone: string,
  password = 'Tilawat@2026',
): Promise<ApiSession> {
  const answer = await request.post(`${API}/api/v3/user/login`, {
    data: { phone, password },
    headers: { 'x-forwarded-for': deviceAddress(phone) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data;
}

/** A session's tokens and when each ends, as the api's sign-in answers them. */
export interface ApiSession {
  accessToken: string;
  accessTokenExp: string;
  refreshToken: string;
  refreshTokenExp: string;
}

/**
 * Signs a learner (or an operator) in on this browser with a session made through the api from their
 * own device's address (apiSignIn), then opens `next`: the web's session is its two cookies, set here as
 * the site sets them. For the tests whose subject is not the sign-in form; those that test the form
 * (sign-in.e2e.ts, accounts.e2e.ts, a redirect through /login) use logIn. The browser's own sign-ins all
 * come from 127.0.0.1, which the api lets sign in 10 times a minute (apps/api/src/core/rate-limits.ts): with two workers the
 * suite would pass that if every test signed in through the form.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  phone: string,
  { next = '/al-quran-course', password }: { next?: string; password?: string } = {},
): Promise<ApiSession> {
  const session = await apiSignIn(request, phone, password);
  const cookie = (name: string, value: string, ends: string) => ({
    name,
    value,
    url: WEB,
    sameSite: 'Lax' as const,
    expires: Math.floor(Date.parse(ends) / 1000),
  });
  await page
    .context()
    .addCookies([
      cookie('accessToken', session.accessToken, session.accessTokenExp),
      cookie('refreshToken', session.refreshToken, session.refreshTokenExp),
    ]);
  await page.goto(next);
  return session;
}

/** Signs in on /login with a phone and password; `next` is where /login should send the learner after. */
export async function logIn(
  page: Page,
  phone: string,
  next?: string,
  password = 'Tilawat@2026',
): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('মোবাইল নম্বর বা ইমেইল').fill(phone);
  await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'লগইন করুন' }).click();
  await expect(page.getByText('সফলভাবে লগইন হয়েছে')).toBeVisible();
}

/** The signed-in learner's access token, from the browser's session cookie (to ask the api what the learner holds). */
export async function accessTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  expect(cookie, 'the browser holds an access token cookie').toBeDefined();
  return decodeURIComponent(cookie?.value ?? '');
}

/** Enrolls a learner in a batch through the api, free with the seed's scholarship promo (FREE100). */
export async function enrolFree(request: APIRequestContext, token: string, batchId: number): Promise<void> {
  const bought = await request.post(`${API}/api/v3/transaction`, {
    headers: { accesstoken: token },
    data: {
      schedule: batchId,
      amount: 0,
      method: 'bkash',
      redirect: `${WEB}/checkout/result?batch=${batchId}`,
      promo_code: 'FREE100',
    },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
}

/**
 * Enrolls a learner, free (FREE100), in a live batch whose enrollment is open and has a seat left; answers
 * the batch as the catalogue lists it.
 */
export async function enrolFreeInOpenLiveBatch(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; name: string }> {
  const batches = (await (await request.get(`${API}/api/v3/batch?mode=live&limit=50`)).json()).data.items;
  const batch = batches.find(
    (b: { enrollment_open: boolean; seats_left: number }) => b.enrollment_open && b.seats_left > 0,
  );
  expect(batch, 'a live batch open for enrollment, with a seat').toBeDefined();
  await enrolFree(request, token, batch.id);
  return batch;
}
