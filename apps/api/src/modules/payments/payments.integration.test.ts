import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appForEachTest,
  createTestApp,
  type Learner,
  type TestApp,
  uniqueAddress,
  uniquePhone,
} from '../../../test/helpers';
import { PRODUCTION_ENV } from '../../../test/production-env';
import { type BatchJson, purchasesOf, sandboxPageOfNewPurchase, WEB } from '../../../test/purchases';
import { outbox } from '../../infra/ops/ops.table';
import { purchases } from '../checkout/checkout.table';
import { enrollments } from '../enrollments/enrollments.table';

let t: TestApp;
appForEachTest((app) => {
  t = app;
});

const bengali = /[\u0980-\u09FF]/;
const { buy, liveBatch, payAtSandbox } = purchasesOf(() => t);

describe('GET /api/v3/payment/methods', () => {
  it('names the sandbox and every wallet by default', async () => {
    const answer = await t.inject({ url: '/api/v3/payment/methods' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: { gateway: 'sandbox', methods: ['bkash', 'nagad', 'upay', 'rocket'] },
    });
  });
});

describe('the sandbox gateway result', () => {
  let learner: Learner;
  let batch: BatchJson;
  beforeEach(async () => {
    learner = await t.signUp();
    batch = await liveBatch();
  });

  const start = async () =>
    (
      await buy(learner, {
        schedule: batch.id,
        amount: batch.price.amount,
        method: 'bkash',
        redirect: WEB,
      })
    ).json().data;

  it('is applied once however often the callback repeats', async () => {
    const { redirect_url, transaction } = await start();
    const { callback } = await payAtSandbox(redirect_url, 'success');
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: callback })).statusCode).toBe(303);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.transactionId, transaction.id)),
    ).toHaveLength(1);
  });

  it('a forged or tampered result changes nothing', async () => {
    const { redirect_url, transaction } = await start();
    const path = new URL(redirect_url).pathname;
    const chosen = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'outcome=failure',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const signed = new URL(chosen.headers.location as string, 'http://api');
    signed.searchParams.set('outcome', 'success'); // the signature was for failure
    const tampered = await t.app.inject({ url: signed.pathname + signed.search });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().msg).toMatch(bengali);
    const forged = await t.app.inject({
      url: `/payments/sandbox/callback?transaction=${transaction.id}&outcome=success&ts=${t.clock.now().getTime()}&sig=${'a'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(400);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, transaction.id));
    expect(row?.status).toBe('PENDING');
    expect(await t.db.select().from(enrollments)).toHaveLength(0);
  });

  it('a replayed failure after success changes nothing', async () => {
    const { redirect_url, transaction } = await start();
    const path = new URL(redirect_url).pathname;
    const failure = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'outcome=failure',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await payAtSandbox(redirect_url, 'success');
    const replay = await t.app.inject({ url: failure.headers.location as string });
    expect(new URL(replay.headers.location as string).searchParams.get('status')).toBe('COMPLETED');
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, transaction.id));
    expect(row?.status).toBe('COMPLETED');
  });

  it.each([
    ['failure', 'FAILED'],
    ['cancel', 'CANCELLED'],
  ] as const)('%s leaves the learner unenrolled (%s)', async (outcome, status) => {
    const { redirect_url } = await start();
    const { returnTo } = await payAtSandbox(redirect_url, outcome);
    expect(returnTo.searchParams.get('status')).toBe(status);
    expect(await t.db.select().from(enrollments)).toHaveLength(0);
  });

  it('a payment after the 15 minutes is EXPIRED and enrolls nobody', async () => {
    const { redirect_url } = await start();
    const path = new URL(redirect_url).pathname;
    const chosen = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // The wallet answers after the purchase's 15 minutes have passed.
    t.clock.advance(15 * 60_000);
    const back = await t.app.inject({ url: chosen.headers.location as string });
    expect(new URL(back.headers.location as string).searchParams.get('status')).toBe('EXPIRED');
    expect(await t.db.select().from(enrollments)).toHaveLength(0);
  });

  it("another learner's purchase page is not found", async () => {
    const { redirect_url } = await start();
    const wrongMethod = new URL(redirect_url).pathname.replace('/bkash/', '/nagad/');
    expect((await t.app.inject({ url: wrongMethod })).statusCode).toBe(404);
  });
});

describe('a staging copy: production told ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging (issue 35)', () => {
  const STAGING = /স্টেজিং কপি — এটি আসল তিলাওয়াত নয়।.*Staging copy: not the real Tilawat/;

  /** A learner signed up on an app without /dev/outbox (production): the code read from its outbox table. */
  async function signUpInProduction(app: TestApp): Promise<Learner> {
    const phone = uniquePhone();
    const password = 'Tilawat@2026';
    const remoteAddress = uniqueAddress();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v2/user/register',
      payload: { phone, password, name: 'আমিনা খাতুন' },
      remoteAddress,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [sent] = await app.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.recipient, `+88${phone}`))
      .orderBy(desc(outbox.id))
      .limit(1);
    const otp = /\b(\d{6})\b/.exec(sent?.body ?? '')?.[1];
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v3/user/verify-otp',
      payload: { otp, phone, registration_token: registered.json().registration_token },
      remoteAddress,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { phone, password, ...(verified.json() as { data: Omit<Learner, 'phone' | 'password'> }).data };
  }

  it('says on its wallet page that it is not the real school and takes no money; a test copy does not', async () => {
    const {
      SSLCOMMERZ_STORE_ID: _i,
      SSLCOMMERZ_STORE_PASSWORD: _p,
      SSLCOMMERZ_SANDBOX: _s,
      ...production
    } = PRODUCTION_ENV;
    const staging = await createTestApp({
      ...production,
      PAYMENT_GATEWAY: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'staging',
    });
    try {
      expect((await staging.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
      const page = await sandboxPageOfNewPurchase(staging, await signUpInProduction(staging));
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(STAGING);
    } finally {
      await staging.close();
    }
    // the default test app is no staging copy: its page has the sandbox note only
    const page = await sandboxPageOfNewPurchase(t, await t.signUp());
    expect(page.body).toContain('This is a sandbox wallet: no money moves.');
    expect(page.body).not.toMatch(STAGING);
  });
});
