import type { V2Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { type BatchJson, purchasesOf, WEB } from '../../../test/purchases';
import { placedBook } from '../../../test/shop';
import { type GatewayPosts, startSslcommerzSimulator } from '../../../test/sslcommerz-simulator';
import { expectLedgerBalanced, operatorShopping, panelOf, startTopup } from '../../../test/wallet';
import { purchases } from '../checkout/checkout.table';
import { enrollments } from '../enrollments/enrollments.table';
import { orderPayments, orders } from '../shop/orders.table';
import { ledgerOf } from '../wallet/wallet.repository';
import { createSslcommerzGateway } from './sslcommerz-gateway';

// The adapter talks to a local SSLCommerz over HTTP; the api runs with PAYMENT_GATEWAY=sslcommerz.
const store = { storeId: 'tilawat_test', storePassword: 'p@ss&word#1' };
const sim = await startSslcommerzSimulator(store);
afterAll(() => sim.close());

let t: TestApp;
appForFile(
  (app) => {
    t = app;
  },
  {
    PAYMENT_GATEWAY: 'sslcommerz',
    SSLCOMMERZ_STORE_ID: store.storeId,
    SSLCOMMERZ_STORE_PASSWORD: store.storePassword,
    SSLCOMMERZ_BASE_URL: sim.url,
    SSLCOMMERZ_WALLETS: 'bkash,nagad,rocket',
  },
);

const bengali = /[\u0980-\u09FF]/;
const { buy, liveBatch } = purchasesOf(() => t);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The browser sent on by the checkout's URL: the api opens a session and answers the gateway's page. */
async function open(redirectUrl: string) {
  const url = new URL(redirectUrl);
  expect(url.origin).toBe(t.env.PUBLIC_ORIGIN);
  const answer = await t.app.inject({ url: url.pathname + url.search });
  expect(answer.statusCode, answer.body).toBe(303);
  const page = answer.headers.location as string;
  expect(page.startsWith(`${sim.url}/EasyCheckOut/`)).toBe(true);
  return page;
}

/** Delivers the gateway's browser return (a form post to this api) and answers where the browser goes. */
async function returnOf(posts: GatewayPosts) {
  const url = new URL(posts.browser.url);
  const answer = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams(posts.browser.form).toString(),
    headers: form,
  });
  return answer;
}

/** Delivers the gateway's IPN to this api. */
async function ipn(posts: GatewayPosts | { ipn: { url: string; form: Record<string, string> } }) {
  return t.app.inject({
    method: 'POST',
    url: new URL(posts.ipn.url).pathname,
    payload: new URLSearchParams(posts.ipn.form).toString(),
    headers: form,
  });
}

describe('a course purchase through SSLCommerz', () => {
  let learner: Learner;
  let batch: BatchJson;
  beforeEach(async () => {
    learner = await t.signUp({ name: 'রহিমা বেগম' });
    batch = await liveBatch();
  });

  const start = async (method = 'nagad') => {
    const answer = await buy(learner, {
      schedule: batch.id,
      amount: batch.price.amount,
      method,
      redirect: WEB,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { redirect_url: string; transaction: { id: string } };
  };
  const enrolled = async (id: string) =>
    t.db.select().from(enrollments).where(eq(enrollments.transactionId, id));
  const statusOf = async (id: string) =>
    (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0]?.status;

  it('opens a session for what we sell, the chosen wallet preselected, and no secret reaches the browser', async () => {
    const { redirect_url, transaction } = await start('nagad');
    expect(redirect_url).toBe(
      `${t.env.PUBLIC_ORIGIN}/payments/sslcommerz/start/${transaction.id}?method=nagad`,
    );
    expect(redirect_url).not.toContain(store.storePassword);
    const page = await open(redirect_url);
    expect(page).not.toContain(store.storePassword);
    const session = sim.sessionOf(transaction.id);
    expect(session).toMatchObject({
      tran_id: transaction.id,
      total_amount: batch.price.amount.toFixed(2),
      currency: 'BDT',
      multi_card_name: 'nagad',
      cus_name: 'রহিমা বেগম',
      success_url: `${t.env.PUBLIC_ORIGIN}/payments/sslcommerz/return/success`,
      fail_url: `${t.env.PUBLIC_ORIGIN}/payments/sslcommerz/return/fail`,
      cancel_url: `${t.env.PUBLIC_ORIGIN}/payments/sslcommerz/return/cancel`,
      ipn_url: `${t.env.PUBLIC_ORIGIN}/payments/sslcommerz/ipn`,
    });
    // Rocket is SSLCommerz's DBBL mobile banking
    const rocket = await start('rocket');
    await open(rocket.redirect_url);
    expect(sim.sessionOf(rocket.transaction.id)?.multi_card_name).toBe('dbblmobilebanking');
  });

  it('a success returned by the browser is validated with the gateway, then enrolls once however often the IPN repeats', async () => {
    const { redirect_url, transaction } = await start();
    await open(redirect_url);
    const posts = sim.pay(transaction.id, 'success');
    const back = await returnOf(posts);
    expect(back.statusCode, back.body).toBe(303);
    const to = new URL(back.headers.location as string);
    expect(to.origin + to.pathname).toBe(WEB);
    expect(to.searchParams.get('status')).toBe('COMPLETED');
    expect(sim.calls.some((c) => c.path === 'validate' && c.query.val_id === posts.valId)).toBe(true);
    // the IPN after the browser, then replayed
    for (let i = 0; i < 3; i++) expect((await ipn(posts)).statusCode).toBe(200);
    expect(await enrolled(transaction.id)).toHaveLength(1);
    expect(await statusOf(transaction.id)).toBe('COMPLETED');
  });

  it('an IPN before the browser returns enrolls; the late return only shows the outcome', async () => {
    const { redirect_url, transaction } = await start();
    await open(redirect_url);
    const posts = sim.pay(transaction.id, 'success');
    const notified = await ipn(posts);
    expect(notified.statusCode, notified.body).toBe(200);
    expect(await enrolled(transaction.id)).toHaveLength(1);
    const back = await returnOf(posts);
    expect(new URL(back.headers.location as string).searchParams.get('status')).toBe('COMPLETED');
    expect(await enrolled(transaction.id)).toHaveLength(1);
  });

  it('a failure and a cancel the gateway confirms end the purchase; nothing is enrolled', async () => {
    const failed = await start();
    await open(failed.redirect_url);
    const back = await returnOf(sim.pay(failed.transaction.id, 'fail'));
    expect(new URL(back.headers.location as string).searchParams.get('status')).toBe('FAILED');
    const cancelled = await start();
    await open(cancelled.redirect_url);
    const left = await returnOf(sim.pay(cancelled.transaction.id, 'cancel'));
    expect(new URL(left.headers.location as string).searchParams.get('status')).toBe('CANCELLED');
    expect(await enrolled(failed.transaction.id)).toHaveLength(0);
    expect(await enrolled(cancelled.transaction.id)).toHaveLength(0);
  });

  it('a forged IPN, a return the gateway never saw and a val_id of another payment change nothing', async () => {
    const { redirect_url, transaction } = await start();
    await open(redirect_url);
    const forged = await ipn({
      ipn: {
        url: `${t.env.PUBLIC_ORIGIN}/payments/sslcommerz/ipn`,
        form: { tran_id: transaction.id, val_id: 'VAL0000FORGED', status: 'VALID', amount: '1.00' },
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toMatch(bengali);
    // a "cancel" posted without the gateway having seen one
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/payments/sslcommerz/return/cancel',
      payload: `tran_id=${transaction.id}&status=CANCELLED`,
      headers: form,
    });
    expect(cancel.statusCode).toBe(400);
    // another learner's paid val_id named for this purchase
    const other = await t.signUp();
    const theirs = await buy(other, {
      schedule: batch.id,
      amount: batch.price.amount,
      method: 'bkash',
      redirect: WEB,
    });
    const theirId = theirs.json().data.transaction.id as string;
    await open(theirs.json().data.redirect_url);
    const paid = sim.pay(theirId, 'success');
    const stolen = await ipn({
      ipn: { url: paid.ipn.url, form: { ...paid.ipn.form, tran_id: transaction.id } },
    });
    expect(stolen.statusCode).toBe(400);
    // an IPN for a transaction nobody created
    const unknown = await ipn({
      ipn: {
        url: paid.ipn.url,
        form: { tran_id: '00000000-0000-4000-8000-000000000000', val_id: paid.valId },
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(transaction.id)).toBe('PENDING');
    expect(await enrolled(transaction.id)).toHaveLength(0);
  });

  it('an amount the gateway validated that differs from ours is logged and refused', async () => {
    const { redirect_url, transaction } = await start();
    await open(redirect_url);
    const warn = vi.spyOn(t.app.log, 'warn');
    const posts = sim.pay(transaction.id, 'success', { paidAmount: '10.00' });
    const answer = await ipn(posts);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('GATEWAY_MISMATCH');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ payment: transaction.id, got: '10.00 BDT' }),
      expect.stringContaining('does not match'),
    );
    warn.mockRestore();
    expect(await statusOf(transaction.id)).toBe('PENDING');
    expect(await enrolled(transaction.id)).toHaveLength(0);
  });

  it('a payment the gateway confirms after ours expired gives nothing and goes back through the gateway, once', async () => {
    const { redirect_url, transaction } = await start();
    await open(redirect_url);
    t.clock.advance(16 * 60_000); // the payer took longer than the seat is held
    const posts = sim.pay(transaction.id, 'success');
    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await ipn(posts)).statusCode).toBe(200);
    const back = await returnOf(posts);
    expect(new URL(back.headers.location as string).searchParams.get('status')).toBe('EXPIRED');
    expect(await statusOf(transaction.id)).toBe('EXPIRED');
    expect(await enrolled(transaction.id)).toHaveLength(0);
    const refunds = sim.refunds().filter((r) => r.bank_tran_id === posts.bankTranId);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: batch.price.amount.toFixed(2), status: 'refunded' }),
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ payment: transaction.id, reference: posts.bankTranId }),
      expect.stringContaining('returned through the gateway'),
    );
    warn.mockRestore();
  });

  it('a payment the gateway flags as risky is not applied', async () => {
    const { redirect_url, transaction } = await start();
    await open(redirect_url);
    const answer = await ipn(sim.pay(transaction.id, 'success', { risky: true }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toMatch(bengali);
    expect(await statusOf(transaction.id)).toBe('PENDING');
    expect(await enrolled(transaction.id)).toHaveLength(0);
  });

  it('a payment already settled is not opened again at the gateway', async () => {
    const { redirect_url, transaction } = await start();
    await open(redirect_url);
    await ipn(sim.pay(transaction.id, 'success'));
    const again = await t.app.inject({ url: new URL(redirect_url).pathname });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(bengali);
  });
});

describe('shop orders and top-ups through SSLCommerz', () => {
  const bookFor = (learner: Learner) => placedBook(t, learner);

  async function paidOrder(learner: Learner) {
    const order = await bookFor(learner);
    const pay = await t.inject({
      method: 'POST',
      url: '/api/v2/order/pay',
      headers: auth(learner),
      payload: { order: order.id, method: 'bkash', redirect: `${WEB}` },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const { redirect_url, payment } = pay.json() as V2Schemas['PaymentRedirect'] & {
      payment: { id: string };
    };
    await open(redirect_url);
    const posts = sim.pay(payment.id, 'success');
    expect((await ipn(posts)).statusCode).toBe(200);
    return { order, paymentId: payment.id, posts };
  }

  const gateway = () =>
    createSslcommerzGateway({
      storeId: store.storeId,
      storePassword: store.storePassword,
      sandbox: true,
      baseUrl: sim.url,
      publicOrigin: t.env.PUBLIC_ORIGIN,
      methods: ['bkash'],
      warn: () => {},
    });

  it('an order paid with bKash moves on once and keeps the gateway reference a refund names', async () => {
    const learner = await t.signUp();
    const { order, paymentId, posts } = await paidOrder(learner);
    expect((await ipn(posts)).statusCode).toBe(200); // replayed
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('wait-send');
    const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
    expect(payment).toMatchObject({ status: 'paid', method: 'bkash', gatewayRef: posts.bankTranId });
  });

  it('a refund returns the money through the gateway and is recorded only when the gateway confirms it', async () => {
    const learner = await t.signUp();
    const { order } = await paidOrder(learner);
    const before = await panelOf(t, learner);
    const shopping = await operatorShopping(t, gateway());

    sim.refundsSettle('later');
    await expect(shopping.refundOrder(order.id)).rejects.toMatchObject({ failure: 'REFUND_PENDING' });
    const [still] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still?.status).toBe('wait-send');
    expect((await ledgerOf(t.db, learner.user.id)).filter((e) => e.kind === 'refund')).toHaveLength(0);
    // asked again while processing: the same refund is asked after, not a second one started
    await expect(shopping.refundOrder(order.id)).rejects.toMatchObject({ failure: 'REFUND_PENDING' });
    const paid = order.total.amount;
    expect(
      sim.refunds().filter((r) => r.amount === paid.toFixed(2) && r.status === 'processing'),
    ).toHaveLength(1);

    sim.settleRefunds('refunded');
    await shopping.refundOrder(order.id);
    const [refunded] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(refunded?.status).toBe('refunded');
    const entries = (await ledgerOf(t.db, learner.user.id)).filter(
      (e) => e.kind === 'refund' && e.currency === 'tk',
    );
    expect(entries).toEqual([
      expect.objectContaining({ amount: paid, currency: 'tk', inWallet: false, direction: 'credit' }),
    ]);
    // the money went back to bKash, not to the learner's balance
    expect((await panelOf(t, learner)).wallet.amount).toBe(before.wallet.amount);
    await expectLedgerBalanced(t, learner);
    await expect(shopping.refundOrder(order.id)).rejects.toMatchObject({ failure: 'ORDER_NOT_REFUNDABLE' });
    sim.refundsSettle('at-once');
  });

  it('a refund the gateway cancels is refused and changes nothing; a new one may be asked', async () => {
    const learner = await t.signUp();
    const { order } = await paidOrder(learner);
    const shopping = await operatorShopping(t, gateway());
    sim.refundsSettle('later');
    await expect(shopping.refundOrder(order.id)).rejects.toMatchObject({ failure: 'REFUND_PENDING' });
    sim.settleRefunds('cancelled');
    await expect(shopping.refundOrder(order.id)).rejects.toMatchObject({ failure: 'REFUND_REFUSED' });
    const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'paid', refundRef: null });
    sim.refundsSettle('at-once');
    await shopping.refundOrder(order.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('refunded');
  });

  it('a gateway that does not answer, or refuses the store, is a clear 503, never a hang or a stack', async () => {
    const down = createSslcommerzGateway({
      ...store,
      sandbox: true,
      baseUrl: 'http://127.0.0.1:9', // discard: nothing listens
      publicOrigin: t.env.PUBLIC_ORIGIN,
      methods: ['bkash'],
      timeoutMs: 2_000,
      warn: () => {},
    });
    const session = {
      paymentId: '00000000-0000-4000-8000-000000000001',
      amount: 100,
      title: 'বই',
      method: 'bkash' as const,
      payer: { name: 'ক', email: '', phone: '' },
    };
    await expect(down.open(session)).rejects.toMatchObject({ failure: 'GATEWAY_UNAVAILABLE' });
    const wrong = createSslcommerzGateway({
      storeId: store.storeId,
      storePassword: 'not-the-password',
      sandbox: true,
      baseUrl: sim.url,
      publicOrigin: t.env.PUBLIC_ORIGIN,
      methods: ['bkash'],
      warn: () => {},
    });
    await expect(wrong.open(session)).rejects.toMatchObject({ failure: 'GATEWAY_UNAVAILABLE' });
    await expect(wrong.truthOf(session.paymentId, 'VAL1')).rejects.toMatchObject({
      failure: 'GATEWAY_UNAVAILABLE',
    });
  });

  it('a top-up made without a wallet offers the configured ones and credits once', async () => {
    const learner = await t.signUp();
    const started = await startTopup(t, learner, { amount: 500 });
    expect(started.statusCode, started.body).toBe(201);
    const { redirect_url, payment } = started.json() as V2Schemas['PaymentRedirect'] & {
      payment: { id: string };
    };
    expect(redirect_url).toBe(`${t.env.PUBLIC_ORIGIN}/payments/sslcommerz/start/${payment.id}`);
    await open(redirect_url);
    expect(sim.sessionOf(payment.id)?.multi_card_name).toBe('bkash,nagad,dbblmobilebanking');
    const posts = sim.pay(payment.id, 'success');
    const back = await returnOf(posts);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('status=success');
    for (let i = 0; i < 2; i++) expect((await ipn(posts)).statusCode).toBe(200);
    expect((await panelOf(t, learner)).wallet.amount).toBe(500);
    const [row] = await t.db.select().from(orderPayments).where(eq(orderPayments.id, payment.id));
    expect(row?.method).toBe('bkash');
    await expectLedgerBalanced(t, learner);
  });

  it('the contract names the gateway and only the wallets switched on for the store', async () => {
    const answer = await t.inject({ url: '/api/v3/payment/methods' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { gateway: 'sslcommerz', methods: ['bkash', 'nagad', 'rocket'] } });
  });

  it('a wallet the store switched off is refused beside the field, for a course, an order and a top-up', async () => {
    const learner = await t.signUp();
    const batch = await liveBatch();
    const answers = [
      await buy(learner, { schedule: batch.id, amount: batch.price.amount, method: 'upay', redirect: WEB }),
      await t.inject({
        method: 'POST',
        url: '/api/v2/order/pay',
        headers: auth(learner),
        payload: { order: (await bookFor(learner)).id, method: 'upay', redirect: WEB },
      }),
      await startTopup(t, learner, { amount: 500, method: 'upay' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'METHOD_UNAVAILABLE', errors: [{ path: '/method' }] });
      expect(answer.json().msg).toMatch(bengali);
    }
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, learner.user.id))).toHaveLength(0);
  });

  it('the sandbox pages are not served when the gateway is SSLCommerz', async () => {
    const answer = await t.app.inject({ url: `/sandbox/bkash/${'0'.repeat(8)}-0000-4000-8000-000000000000` });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the gateway routes are rate-limited per address', () => {
  it('opening payments: 30 a minute, then 429 with a Bengali message and Retry-After', async () => {
    t.clock.advance(61 * 60_000); // a fresh window, whatever the tests above used
    const url = '/payments/sslcommerz/start/00000000-0000-4000-8000-000000000009';
    for (let i = 0; i < 30; i++) expect((await t.app.inject({ url })).statusCode).toBe(404);
    const limited = await t.app.inject({ url });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(bengali);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
