// The wallet (issue 16) over a real database: top-ups through the sandbox, paying from the wallet,
// coupons, rewards and refunds — and after every test that moves money, the ledger invariant.
import type { V2Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { payAtSandbox } from '../../../test/purchases';
import {
  expectLedgerBalanced,
  operatorShopping,
  panelOf,
  startTopup,
  toppedUp,
  WEB,
} from '../../../test/wallet';
import { cards, catalogs } from '../shop/shop.table';
import { ledgerOf } from './wallet.repository';
import { coupons } from './wallet.table';

let t: TestApp;
let catalogId: number;
appForFile(async (app) => {
  t = app;
  catalogId = ((await t.db.select().from(catalogs))[0] as { id: number }).id;
});

const bengali = /[\u0980-\u09FF]/;
/** Every learner a test made: the ledger invariant is checked for each after the test. */
let touched: Learner[] = [];
async function learner(): Promise<Learner> {
  const me = await t.signUp();
  touched.push(me);
  return me;
}
afterEach(async () => {
  for (const me of touched) await expectLedgerBalanced(t, me);
  touched = [];
});

/** A digital card (completed on payment, no delivery) at `price` in `currency`. */
async function card(price: number, currency: 'tk' | 'star' | 'point' = 'tk') {
  const [row] = await t.db
    .insert(cards)
    .values({
      slug: `wallet-card-${Math.random().toString(36).slice(2, 10)}`,
      catalogId,
      title: 'গিফট কার্ড — পরীক্ষা',
      description: 'বিবরণ',
      kind: 'gift-card',
      price,
      currency,
      sizes: [],
      orderKind: 'instant-delivery',
      stock: null,
    })
    .returning();
  return row as typeof cards.$inferSelect;
}

async function placed(who: Learner, price: number, currency: 'tk' | 'star' | 'point' = 'tk') {
  const item = await card(price, currency);
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v2/order',
    payload: { action: 'buy-now', card: item.id, quantity: 1 },
    headers: auth(who),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as V2Schemas['OrderDetail'];
}

const pay = (who: Learner, body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/v2/order/pay', payload: body, headers: auth(who) });
const order = async (who: Learner, id: string) =>
  (
    await t.inject({ url: `/api/v2/order/my-order/${id}`, headers: auth(who) })
  ).json() as V2Schemas['OrderDetail'];
const transactions = async (who: Learner, query = '') =>
  (
    await t.inject({ url: `/api/v2/transaction/my-transaction${query}`, headers: auth(who) })
  ).json() as V2Schemas['LedgerTransactionPage'];
const myCoupons = async (who: Learner, query = '') =>
  (
    await t.inject({ url: `/api/v2/coupon/my-coupon${query}`, headers: auth(who) })
  ).json() as V2Schemas['CouponPage'];

/** A coupon given to a learner directly (the console will issue them). */
async function giveCoupon(
  who: Learner,
  values: {
    kind: 'gift' | 'topup';
    value: number;
    expiresAt?: Date | null;
    currency?: 'tk' | 'star' | 'point';
  },
) {
  const [row] = await t.db
    .insert(coupons)
    .values({
      userId: who.user.id,
      code: `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      kind: values.kind,
      title: values.kind === 'gift' ? 'পরীক্ষার ছাড়' : 'পরীক্ষার টপ-আপ',
      value: values.value,
      currency: values.currency ?? 'tk',
      expiresAt:
        values.expiresAt === undefined ? new Date(t.clock.now().getTime() + 86_400_000) : values.expiresAt,
      reason: `test:${Math.random()}`,
      createdAt: t.clock.now(),
    })
    .returning();
  return row as typeof coupons.$inferSelect;
}

describe('POST /gateway/topup', () => {
  it('tops up ৳500 through the sandbox bKash page: a PENDING entry, then COMPLETED and the wallet credited once however often the callback repeats', async () => {
    const me = await learner();
    const started = await startTopup(t, me, {
      amount: 500,
      method: 'bkash',
      success_url: `${WEB}/wallet?status=success`,
      failed_url: `${WEB}/wallet?status=failed`,
      cancel_url: `${WEB}/wallet?status=cancelled`,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { redirect_url, payment } = started.json() as V2Schemas['PaymentRedirect'];
    expect(payment).toMatchObject({
      method: 'bkash',
      status: 'waiting_payment',
      amount: { amount: 500, currency: 'tk' },
    });
    expect(redirect_url).toBe(`http://localhost:4000/sandbox/bkash/${payment.id}`);

    const waiting = await transactions(me);
    expect(waiting.items).toMatchObject([
      {
        kind: 'topup',
        status: 'PENDING',
        direction: 'credit',
        amount: { amount: 500, currency: 'tk' },
        order_id: payment.order_id,
      },
    ]);
    expect((await panelOf(t, me)).wallet.amount).toBe(0);

    const { callback, returnTo } = await payAtSandbox(t, redirect_url, 'success');
    expect(returnTo.toString()).toBe(
      `${WEB}/wallet?status=success&order=${payment.order_id}&payment=${payment.id}`,
    );
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: callback })).statusCode).toBe(303);

    const done = await transactions(me);
    expect(done.total).toBe(1);
    expect(done.items[0]).toMatchObject({
      kind: 'topup',
      status: 'COMPLETED',
      note: expect.stringContaining('বিকাশ'),
    });
    expect((await panelOf(t, me)).wallet).toEqual({ amount: 500, currency: 'tk' });
    const topup = await order(me, payment.order_id);
    expect(topup).toMatchObject({ kind: 'topup', status: 'completed', items: [], payment_status: 'paid' });
  });

  it('without a wallet, the gateway page asks for one, and the payment remembers the one chosen', async () => {
    const me = await learner();
    const { redirect_url, payment } = (
      await startTopup(t, me, { amount: 200 })
    ).json() as V2Schemas['PaymentRedirect'];
    expect(payment.method).toBeNull();
    expect(redirect_url).toBe(`http://localhost:4000/sandbox/choose/${payment.id}`);
    const chooser = await t.app.inject({ url: `/sandbox/choose/${payment.id}` });
    expect(chooser.statusCode).toBe(200);
    expect(chooser.body).toContain('lang="bn"');
    for (const method of ['bkash', 'nagad', 'upay', 'rocket'])
      expect(chooser.body).toContain(`href="/sandbox/${method}/${payment.id}"`);
    await payAtSandbox(t, `http://localhost:4000/sandbox/nagad/${payment.id}`, 'success');
    const paid = (
      await t.inject({ url: `/api/v2/payment/my-payment/${payment.id}`, headers: auth(me) })
    ).json();
    expect(paid).toMatchObject({ method: 'nagad', status: 'paid' });
    expect((await panelOf(t, me)).wallet.amount).toBe(200);
    // an unknown payment has no chooser
    expect((await t.app.inject({ url: `/sandbox/choose/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });

  it('a failed, cancelled or expired top-up credits nothing: the PENDING entry goes and the order is cancelled', async () => {
    const me = await learner();
    for (const outcome of ['failure', 'cancel'] as const) {
      const { redirect_url, payment } = (await startTopup(t, me, { amount: 300, method: 'rocket' })).json();
      const { returnTo } = await payAtSandbox(t, redirect_url, outcome);
      expect(returnTo.searchParams.get('status')).toBe(outcome === 'cancel' ? 'cancelled' : 'failed');
      expect(returnTo.pathname).toBe('/wallet');
      expect((await order(me, payment.order_id)).status).toBe('cancelled');
    }
    const late = (await startTopup(t, me, { amount: 300, method: 'upay' })).json();
    t.clock.advance(16 * 60_000);
    const fresh = await t.refreshed(me);
    touched = [fresh];
    expect((await transactions(fresh)).total).toBe(0);
    expect((await order(fresh, late.payment.order_id)).status).toBe('cancelled');
    // the payer who comes back after the expiry is sent to the failed page, and nothing is credited
    const { returnTo } = await payAtSandbox(t, late.redirect_url, 'success');
    expect(returnTo.searchParams.get('status')).toBe('failed');
    expect((await panelOf(t, fresh)).wallet.amount).toBe(0);
  });

  it('refuses amounts outside ৳50–৳10,000, foreign return URLs, and anonymous callers', async () => {
    const me = await learner();
    for (const amount of [49, 10_001, 0, -5, 500.5]) {
      const answer = await startTopup(t, me, { amount });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        msg: expect.stringMatching(bengali),
        errors: [{ path: '/amount' }],
      });
    }
    const foreign = await startTopup(t, me, { amount: 500, success_url: 'https://evil.example/wallet' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('/success_url');
    expect(
      (await t.inject({ method: 'POST', url: '/api/v2/gateway/topup', payload: { amount: 500 } })).statusCode,
    ).toBe(401);
    expect((await transactions(me)).total).toBe(0);
  });
});

describe('paying an order from the wallet (method: wallet)', () => {
  it('debits the wallet, pays and moves the order in one step; the success URL is the way back; points follow', async () => {
    const me = await learner();
    await toppedUp(t, me, 1000);
    const gift = await placed(me, 400);
    const answer = await pay(me, {
      order: gift.id,
      method: 'wallet',
      redirect: `${WEB}/shop/checkout/result`,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { redirect_url, payment } = answer.json() as V2Schemas['PaymentRedirect'];
    expect(payment).toMatchObject({ method: null, status: 'paid', amount: { amount: 400 } });
    expect(redirect_url).toBe(
      `${WEB}/shop/checkout/result?status=success&order=${gift.id}&payment=${payment.id}`,
    );
    expect(await order(me, gift.id)).toMatchObject({ status: 'completed', payment_status: 'paid' });
    const panel = await panelOf(t, me);
    expect(panel.wallet.amount).toBe(600);
    expect(panel.points).toBe(4);
    const spent = await transactions(me, '?kind=online_payment');
    expect(spent.items).toMatchObject([
      {
        kind: 'online_payment',
        status: 'COMPLETED',
        direction: 'debit',
        amount: { amount: 400, currency: 'tk' },
        order_id: gift.id,
      },
    ]);
    // and it is among what the learner owns
    const products = (await t.inject({ url: '/api/v2/product/my-product', headers: auth(me) })).json();
    expect(products.items.map((p: { order_id: string }) => p.order_id)).toContain(gift.id);
  });

  it('a balance that does not cover the total refuses with 409 and changes nothing', async () => {
    const me = await learner();
    await toppedUp(t, me, 100);
    const dear = await placed(me, 400);
    const answer = await pay(me, { order: dear.id, method: 'wallet', redirect: WEB });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'WALLET_SHORT', msg: expect.stringMatching(bengali) });
    expect(await order(me, dear.id)).toMatchObject({ status: 'placed', payments: [] });
    expect((await panelOf(t, me)).wallet.amount).toBe(100);
  });

  it('two wallet payments at the same moment never take the balance below zero', async () => {
    const me = await learner();
    await toppedUp(t, me, 500);
    const first = await placed(me, 400);
    const second = await placed(me, 400);
    const answers = await Promise.all(
      [first, second].map((o) => pay(me, { order: o.id, method: 'wallet', redirect: WEB })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await panelOf(t, me)).wallet.amount).toBe(100);
    const statuses = [(await order(me, first.id)).status, (await order(me, second.id)).status].sort();
    expect(statuses).toEqual(['completed', 'placed']);
  });

  it('items priced in points are paid from the points, and only from them', async () => {
    const me = await learner();
    await toppedUp(t, me, 500);
    const earned = await placed(me, 300);
    await pay(me, { order: earned.id, method: 'wallet', redirect: WEB });
    expect((await panelOf(t, me)).points).toBe(3);
    const bookmark = await placed(me, 2, 'point');
    const viaBkash = await pay(me, { order: bookmark.id, method: 'bkash', redirect: WEB });
    expect(viaBkash.statusCode).toBe(400);
    expect(viaBkash.json().code).toBe('REWARD_NEEDS_WALLET');
    expect((await pay(me, { order: bookmark.id, method: 'wallet', redirect: WEB })).statusCode).toBe(201);
    const panel = await panelOf(t, me);
    expect(panel.points).toBe(1);
    expect(panel.wallet.amount).toBe(200);
    const tooDear = await placed(me, 5, 'point');
    expect((await pay(me, { order: tooDear.id, method: 'wallet', redirect: WEB })).json().code).toBe(
      'WALLET_SHORT',
    );
  });

  it('a top-up order cannot be paid through order/pay', async () => {
    const me = await learner();
    const { payment } = (await startTopup(t, me, { amount: 100, method: 'bkash' })).json();
    expect((await pay(me, { order: payment.order_id, method: 'wallet', redirect: WEB })).statusCode).toBe(
      409,
    );
  });
});

describe('coupons', () => {
  it('a new account holds a welcome gift coupon, listed available with its expiry', async () => {
    const me = await learner();
    const page = await myCoupons(me);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'gift',
      value: { amount: 50, currency: 'tk' },
      expiry: 'available',
      used_at: null,
      order_id: null,
      title: expect.stringMatching(bengali),
    });
    expect(page.items[0]?.code).toMatch(/^SWAGOTOM-[A-Z2-9]{6}$/);
    expect((await panelOf(t, me)).coupons_available).toBe(1);
  });

  it('a gift coupon takes its value off an order once, stays with it, and shows as used', async () => {
    const me = await learner();
    await toppedUp(t, me, 500);
    const [welcome] = (await myCoupons(me)).items;
    const gift = await placed(me, 400);
    const answer = await pay(me, {
      order: gift.id,
      method: 'wallet',
      coupon_code: welcome?.code.toLowerCase(),
      redirect: WEB,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().payment.amount.amount).toBe(350);
    expect(await order(me, gift.id)).toMatchObject({
      discount: { amount: 50 },
      total: { amount: 350 },
      coupon_code: welcome?.code,
    });
    expect((await panelOf(t, me)).wallet.amount).toBe(150);
    const used = (await myCoupons(me)).items[0];
    expect(used).toMatchObject({ id: welcome?.id, order_id: gift.id, used_at: t.clock.now().toISOString() });
    expect((await panelOf(t, me)).coupons_available).toBe(0);

    // once: on another order it is 409
    const next = await placed(me, 100);
    const again = await pay(me, {
      order: next.id,
      method: 'wallet',
      coupon_code: welcome?.code,
      redirect: WEB,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COUPON_USED', msg: expect.stringMatching(bengali) });
  });

  it('never below zero: a coupon worth more than the order pays it at once, with nothing to collect', async () => {
    const me = await learner();
    const big = await giveCoupon(me, { kind: 'gift', value: 5000 });
    const cheap = await placed(me, 300);
    const answer = await pay(me, { order: cheap.id, method: 'bkash', coupon_code: big.code, redirect: WEB });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().payment).toMatchObject({ method: null, status: 'paid', amount: { amount: 0 } });
    expect(await order(me, cheap.id)).toMatchObject({
      status: 'completed',
      discount: { amount: 300 },
      total: { amount: 0 },
    });
    expect((await panelOf(t, me)).points).toBe(0);
  });

  it('a coupon stays with an unpaid order, and cancelling the order gives it back', async () => {
    const me = await learner();
    const [welcome] = (await myCoupons(me)).items;
    const first = await placed(me, 400);
    const started = await pay(me, {
      order: first.id,
      method: 'nagad',
      coupon_code: welcome?.code,
      redirect: WEB,
    });
    expect(started.json().payment.amount.amount).toBe(350);
    // paying again keeps it (with or without the code); another coupon on the same order is refused
    expect(
      (await pay(me, { order: first.id, method: 'nagad', redirect: WEB })).json().payment.amount.amount,
    ).toBe(350);
    expect(
      (await pay(me, { order: first.id, method: 'nagad', coupon_code: welcome?.code, redirect: WEB }))
        .statusCode,
    ).toBe(201);
    const other = await giveCoupon(me, { kind: 'gift', value: 20 });
    expect(
      (await pay(me, { order: first.id, method: 'nagad', coupon_code: other.code, redirect: WEB })).json()
        .code,
    ).toBe('ORDER_HAS_COUPON');
    await t.inject({ method: 'POST', url: `/api/v2/order/my-order/${first.id}/cancel`, headers: auth(me) });
    expect((await myCoupons(me)).items.find((c) => c.id === welcome?.id)).toMatchObject({
      used_at: null,
      order_id: null,
    });
  });

  it("an unknown, someone else's, expired or topup coupon is 400 beside coupon_code, and nothing changes", async () => {
    const me = await learner();
    const stranger = await learner();
    const [theirs] = (await myCoupons(stranger)).items;
    const expired = await giveCoupon(me, {
      kind: 'gift',
      value: 30,
      expiresAt: new Date(t.clock.now().getTime() - 1000),
    });
    const topup = await giveCoupon(me, { kind: 'topup', value: 30 });
    const gift = await placed(me, 400);
    for (const [code, failure] of [
      ['NO-SUCH-CODE', 'COUPON_NOT_FOUND'],
      [theirs?.code, 'COUPON_NOT_FOUND'],
      [expired.code, 'COUPON_EXPIRED'],
      [topup.code, 'COUPON_NOT_GIFT'],
    ] as const) {
      const answer = await pay(me, { order: gift.id, method: 'bkash', coupon_code: code, redirect: WEB });
      expect(answer.statusCode, String(code)).toBe(400);
      expect(answer.json()).toMatchObject({
        code: failure,
        msg: expect.stringMatching(bengali),
        errors: [{ path: '/coupon_code', msg: expect.stringMatching(bengali) }],
      });
    }
    expect(await order(me, gift.id)).toMatchObject({
      discount: { amount: 0 },
      coupon_code: null,
      payments: [],
    });
    const listed = await myCoupons(me, '?expiry=expired');
    expect(listed.items.map((c) => c.id)).toEqual([expired.id]);
  });

  it('a topup coupon is claimed into the wallet once, as a claimed transaction', async () => {
    const me = await learner();
    const stranger = await learner();
    const voucher = await giveCoupon(me, { kind: 'topup', value: 150 });
    const claim = (who: Learner, id: string) =>
      t.inject({ method: 'POST', url: `/api/v2/coupon/my-coupon/${id}/claim`, headers: auth(who) });
    expect((await claim(stranger, voucher.id)).statusCode).toBe(404);
    const claimed = await claim(me, voucher.id);
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json()).toMatchObject({
      kind: 'claimed',
      status: 'COMPLETED',
      direction: 'credit',
      amount: { amount: 150 },
    });
    const again = await claim(me, voucher.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COUPON_USED');
    expect((await panelOf(t, me)).wallet.amount).toBe(150);
    const [welcome] = (await myCoupons(me, '?kind=gift')).items;
    expect((await claim(me, welcome?.id as string)).json().code).toBe('COUPON_NOT_TOPUP');
    const old = await giveCoupon(me, {
      kind: 'topup',
      value: 10,
      expiresAt: new Date(t.clock.now().getTime() - 1),
    });
    expect((await claim(me, old.id)).json().code).toBe('COUPON_EXPIRED');
  });

  it('lists coupons to use first (soonest expiry first), then used, then expired', async () => {
    const me = await learner();
    const now = t.clock.now().getTime();
    const later = await giveCoupon(me, {
      kind: 'topup',
      value: 10,
      expiresAt: new Date(now + 9 * 86_400_000),
    });
    const never = await giveCoupon(me, { kind: 'topup', value: 10, expiresAt: null });
    const gone = await giveCoupon(me, { kind: 'gift', value: 10, expiresAt: new Date(now - 86_400_000) });
    const used = await giveCoupon(me, { kind: 'topup', value: 10 });
    await t.inject({ method: 'POST', url: `/api/v2/coupon/my-coupon/${used.id}/claim`, headers: auth(me) });
    const [welcome] = (await myCoupons(me, '?kind=gift&expiry=available')).items;
    const ids = (await myCoupons(me)).items.map((c) => c.id);
    // the welcome coupon expires in 30 days, `later` in 9
    expect(ids).toEqual([later.id, welcome?.id, never.id, used.id, gone.id]);
  });
});

describe('refunds', () => {
  it("a refunded order's payment comes back to the wallet once, and the points it earned go", async () => {
    const me = await learner();
    const gift = await placed(me, 1200);
    const { redirect_url } = (await pay(me, { order: gift.id, method: 'bkash', redirect: WEB })).json();
    await payAtSandbox(t, redirect_url, 'success');
    expect((await panelOf(t, me)).points).toBe(12);
    const { refundOrder } = await operatorShopping(t);
    await refundOrder(gift.id);
    await expect(refundOrder(gift.id)).rejects.toMatchObject({ failure: 'ORDER_NOT_REFUNDABLE' });
    const after = await order(me, gift.id);
    expect(after.status).toBe('refunded');
    expect(after.payments[0]?.status).toBe('refund');
    const panel = await panelOf(t, me);
    expect(panel.wallet.amount).toBe(1200);
    expect(panel.points).toBe(0);
    expect((await transactions(me, '?kind=refund')).total).toBe(2);
    const rows = await ledgerOf(t.db, me.user.id);
    expect(
      rows
        .filter((r) => r.kind === 'refund')
        .map((r) => [r.currency, r.direction])
        .sort(),
    ).toEqual([
      ['point', 'debit'],
      ['tk', 'credit'],
    ]);
  });
});

// Issue 35: a refund gives the money back whole and takes back the order's points only as far as the
// learner still holds them; the points spent before it are the shortfall, recorded in the audit entry.
describe('refunds of an order whose points were spent (issue 35)', () => {
  it.each([
    { name: 'not spent: all 12 taken back', spent: 0, back: 12, short: 0 },
    { name: 'partly spent (7 of 12): the 5 left taken back, 7 short', spent: 7, back: 5, short: 7 },
    { name: 'wholly spent: none taken back, 12 short', spent: 12, back: 0, short: 12 },
  ])(
    'points $name; the money refunded whole, the balance never below zero',
    async ({ spent, back, short }) => {
      const me = await learner();
      const boss = await signedInAs(t, 'admin');
      const gift = await placed(me, 1200);
      const { redirect_url } = (await pay(me, { order: gift.id, method: 'bkash', redirect: WEB })).json();
      await payAtSandbox(t, redirect_url, 'success');
      expect((await panelOf(t, me)).points).toBe(12);
      if (spent > 0) {
        const poster = await placed(me, spent, 'point');
        const paid = await pay(me, { order: poster.id, method: 'wallet', redirect: WEB });
        expect(paid.statusCode, paid.body).toBe(201);
      }
      expect((await panelOf(t, me)).points).toBe(12 - spent);

      const refunded = await t.inject({
        method: 'POST',
        url: `/api/v3/admin/orders/${gift.id}/refund`,
        headers: auth(boss),
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const panel = await panelOf(t, me);
      expect(panel.wallet.amount, 'the money comes back whole').toBe(1200);
      expect(panel.points).toBe(12 - spent - back);
      expect(panel.points).toBe(0);

      const taken = (await ledgerOf(t.db, me.user.id)).filter(
        (row) => row.kind === 'refund' && row.currency === 'point',
      );
      expect(taken.map((row) => [row.direction, row.amount])).toEqual(back > 0 ? [['debit', back]] : []);
      if (back > 0 && short > 0) expect(taken[0]?.note).toMatch(/অর্জিত ১২টির ৫টি .* বাকি ৭টি আগেই খরচ হয়েছে/);

      const audit = await t.inject({
        url: `/api/v3/admin/audit?action=order.refund&target=order:${gift.id}`,
        headers: auth(boss),
      });
      expect(audit.statusCode, audit.body).toBe(200);
      expect(audit.json().data.items).toMatchObject([
        {
          action: 'order.refund',
          after: { amount: 1200, points_earned: 12, points_taken_back: back, points_short: short },
        },
      ]);
    },
  );
});

describe('the coupon table', () => {
  it('keeps codes unique across learners', async () => {
    const me = await learner();
    const mine = await giveCoupon(me, { kind: 'gift', value: 10 });
    const other = await learner();
    await expect(
      t.db.insert(coupons).values({ ...mine, id: undefined, userId: other.user.id, reason: 'dup' }),
    ).rejects.toThrow();
    expect((await t.db.select().from(coupons).where(eq(coupons.code, mine.code))).length).toBe(1);
  });
});

describe('GET /dashboard/my-controlpanel', () => {
  it('shows each figure from its own source: balances, every status counted, the five latest orders, coupons, favourites', async () => {
    const me = await learner();
    const empty = await panelOf(t, me);
    expect(empty).toEqual({
      wallet: { amount: 0, currency: 'tk' },
      stars: 0,
      points: 0,
      orders_by_status: { placed: 0, 'wait-send': 0, sending: 0, completed: 0, cancelled: 0, refunded: 0 },
      recent_orders: [],
      coupons_available: 1,
      favourites_count: 0,
    });
    await toppedUp(t, me, 1000);
    const orders = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      orders.push(await placed(me, 100));
    }
    await pay(me, { order: orders[0]?.id, method: 'wallet', redirect: WEB });
    await t.inject({
      method: 'POST',
      url: `/api/v2/order/my-order/${orders[1]?.id}/cancel`,
      headers: auth(me),
    });
    await t.inject({
      method: 'POST',
      url: '/api/v2/favorite/my-favorite',
      payload: { catalog: catalogId, action: 'add' },
      headers: auth(me),
    });
    const panel = await panelOf(t, me);
    expect(panel.wallet.amount).toBe(900);
    expect(panel.points).toBe(1);
    // the top-up is an order too (completed)
    expect(panel.orders_by_status).toEqual({
      placed: 3,
      'wait-send': 0,
      sending: 0,
      completed: 2,
      cancelled: 1,
      refunded: 0,
    });
    expect(panel.recent_orders.map((o) => o.id)).toEqual(orders.map((o) => o.id).reverse());
    expect(panel.favourites_count).toBe(1);
    expect(panel.coupons_available).toBe(1);
    expect((await t.inject({ url: '/api/v2/dashboard/my-controlpanel' })).statusCode).toBe(401);
  });
});
