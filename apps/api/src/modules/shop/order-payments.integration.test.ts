import type { V2Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { payAtSandbox } from '../../../test/purchases';
import { expectLedgerBalanced } from '../../../test/wallet';
import { ledgerOf } from '../wallet/wallet.repository';
import { cards, catalogs } from './shop.table';

let t: TestApp;
let catalogId: number;
appForFile(async (app) => {
  t = app;
  catalogId = ((await t.db.select().from(catalogs))[0] as { id: number }).id;
});

const WEB = 'http://localhost:3000';
const bengali = /[\u0980-\u09FF]/;
const dhaka = { name: 'রহিমা বেগম', phone: '01712345678', address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি', city: 'ঢাকা' };

async function card(over: Partial<typeof cards.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(cards)
    .values({
      slug: `pay-card-${Math.random().toString(36).slice(2, 10)}`,
      catalogId,
      title: 'মাঝারি কুরআন শরীফ',
      description: 'বিবরণ',
      kind: 'quran',
      price: 1200,
      sizes: ['medium'],
      orderKind: 'pre-order',
      stock: 10,
      ...over,
    })
    .returning();
  return row as typeof cards.$inferSelect;
}

async function placed(
  who: Learner,
  over: Partial<typeof cards.$inferInsert> = {},
  info: object | undefined = dhaka,
) {
  const item = await card(over);
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v2/order',
    payload: { action: 'buy-now', card: item.id, quantity: 1, ...(info ? { order_info: info } : {}) },
    headers: auth(who),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as V2Schemas['OrderDetail'];
}

const pay = (who: Learner, body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/v2/order/pay', payload: body, headers: auth(who) });
const detail = async (who: Learner, id: string) =>
  (
    await t.inject({ url: `/api/v2/order/my-order/${id}`, headers: auth(who) })
  ).json() as V2Schemas['OrderDetail'];

describe('POST /order/pay', () => {
  it('pays a placed order at the sandbox Nagad page: paid, wait-send with its history, an online_payment in the ledger', async () => {
    const me = await t.signUp();
    const order = await placed(me);
    const started = await pay(me, {
      order: order.id,
      method: 'nagad',
      currency: 'tk',
      redirect: `${WEB}/orders/result`,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { redirect_url, payment } = started.json() as V2Schemas['PaymentRedirect'];
    expect(payment).toMatchObject({
      order_id: order.id,
      method: 'nagad',
      status: 'waiting_payment',
      amount: { amount: 1260 },
    });
    expect(redirect_url).toBe(`http://localhost:4000/sandbox/nagad/${payment.id}`);

    const { returnTo } = await payAtSandbox(t, redirect_url, 'success');
    expect(returnTo.origin + returnTo.pathname).toBe(`${WEB}/orders/result`);
    expect(Object.fromEntries(returnTo.searchParams)).toEqual({
      status: 'success',
      order: order.id,
      payment: payment.id,
    });

    const after = await detail(me, order.id);
    expect(after).toMatchObject({ status: 'wait-send', status_priority: 2, payment_status: 'paid' });
    expect(after.history.map((h) => h.status)).toEqual(['placed', 'wait-send']);
    expect(after.payments[0]).toMatchObject({
      id: payment.id,
      status: 'paid',
      paid_at: t.clock.now().toISOString(),
    });
    const mine = (
      await t.inject({ url: `/api/v2/payment/my-payment/${payment.id}`, headers: auth(me) })
    ).json();
    expect(mine.status).toBe('paid');
    // paid past the wallet (recorded, not counted in the balance), and 12 points for ৳1,260
    const ledger = await ledgerOf(t.db, me.user.id);
    expect(ledger.find((row) => row.kind === 'online_payment')).toMatchObject({
      status: 'COMPLETED',
      direction: 'debit',
      inWallet: false,
      amount: 1260,
      orderId: order.id,
      paymentId: payment.id,
    });
    expect(ledger.find((row) => row.currency === 'point')).toMatchObject({
      kind: 'claimed',
      direction: 'credit',
      amount: 12,
      orderId: order.id,
    });
    expect(ledger).toHaveLength(2);
    await expectLedgerBalanced(t, me);
    // paying again is refused: the order is no longer placed
    expect((await pay(me, { order: order.id, method: 'bkash', redirect: WEB })).statusCode).toBe(409);
  });

  it('a repeated callback changes nothing twice', async () => {
    const me = await t.signUp();
    const order = await placed(me);
    const { redirect_url } = (await pay(me, { order: order.id, method: 'bkash', redirect: WEB })).json();
    const { callback } = await payAtSandbox(t, redirect_url, 'success');
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: callback })).statusCode).toBe(303);
    expect((await detail(me, order.id)).history).toHaveLength(2);
    expect(await ledgerOf(t.db, me.user.id)).toHaveLength(2);
    await expectLedgerBalanced(t, me);
  });

  it('a gift card bought now is completed at once and shows in my products', async () => {
    const me = await t.signUp();
    const order = await placed(
      me,
      { kind: 'gift-card', sizes: [], orderKind: 'instant-delivery', stock: null, price: 2500 },
      undefined,
    );
    const { redirect_url } = (await pay(me, { order: order.id, method: 'bkash', redirect: WEB })).json();
    await payAtSandbox(t, redirect_url, 'success');
    const after = await detail(me, order.id);
    expect(after.status).toBe('completed');
    expect(after.history.map((h) => h.status)).toEqual(['placed', 'wait-send', 'sending', 'completed']);
    const products = (await t.inject({ url: '/api/v2/product/my-product', headers: auth(me) })).json();
    expect(products.items).toMatchObject([
      { order_id: order.id, quantity: 1, size: null, card: { price: { amount: 2500 } } },
    ]);
  });

  it('a cancelled or failed payment leaves the order placed and payable again', async () => {
    const me = await t.signUp();
    const order = await placed(me);
    const first = (await pay(me, { order: order.id, method: 'nagad', redirect: WEB })).json();
    const cancelled = await payAtSandbox(t, first.redirect_url, 'cancel');
    expect(cancelled.returnTo.searchParams.get('status')).toBe('cancelled');
    expect(await detail(me, order.id)).toMatchObject({ status: 'placed', payment_status: 'expired' });
    t.clock.advance(1000);
    const second = (await pay(me, { order: order.id, method: 'nagad', redirect: WEB })).json();
    const failed = await payAtSandbox(t, second.redirect_url, 'failure');
    expect(failed.returnTo.searchParams.get('status')).toBe('failed');
    t.clock.advance(1000);
    const third = (await pay(me, { order: order.id, method: 'bkash', redirect: WEB })).json();
    await payAtSandbox(t, third.redirect_url, 'success');
    expect((await detail(me, order.id)).status).toBe('wait-send');
    expect((await detail(me, order.id)).payments.map((p) => p.status)).toEqual([
      'paid',
      'expired',
      'expired',
    ]);
  });

  it('an unpaid payment expires after 15 minutes; a late success pays nothing', async () => {
    const me = await t.signUp();
    const order = await placed(me);
    const { redirect_url, payment } = (
      await pay(me, { order: order.id, method: 'upay', redirect: WEB })
    ).json();
    t.clock.advance(15 * 60_000 + 1000);
    me.accessToken = (await t.refreshed(me)).accessToken;
    const mine = (
      await t.inject({ url: `/api/v2/payment/my-payment/${payment.id}`, headers: auth(me) })
    ).json();
    expect(mine.status).toBe('expired');
    const path = new URL(redirect_url).pathname;
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect((await detail(me, order.id)).status).toBe('placed');
  });

  it('return URLs only on the web origins; another learner’s order and payment are not found; coupons come with the wallet', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const order = await placed(me);
    const evil = await pay(me, { order: order.id, method: 'bkash', redirect: 'https://evil.example/x' });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().errors).toEqual([{ path: '/redirect', msg: expect.stringMatching(bengali) }]);
    expect(
      (
        await pay(me, {
          order: order.id,
          method: 'bkash',
          success_url: `${WEB}/ok`,
          failed_url: 'https://evil.example',
          cancel_url: `${WEB}/c`,
        })
      ).json().errors[0].path,
    ).toBe('/failed_url');
    expect((await pay(me, { order: order.id, method: 'bkash' })).statusCode).toBe(400);
    expect((await pay(other, { order: order.id, method: 'bkash', redirect: WEB })).statusCode).toBe(404);
    const { payment } = (await pay(me, { order: order.id, method: 'bkash', redirect: WEB })).json();
    expect(
      (await t.inject({ url: `/api/v2/payment/my-payment/${payment.id}`, headers: auth(other) })).statusCode,
    ).toBe(404);
    expect(
      (await pay(me, { order: order.id, method: 'bkash', redirect: WEB, coupon_code: 'EID100' })).statusCode,
    ).toBe(400);
    // a cancelled order cannot be paid
    await t.inject({ method: 'POST', url: `/api/v2/order/my-order/${order.id}/cancel`, headers: auth(me) });
    expect((await pay(me, { order: order.id, method: 'bkash', redirect: WEB })).json().code).toBe(
      'ORDER_NOT_PAYABLE',
    );
  });
});
