import type { V2Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { cards, catalogs } from './shop.table';

let t: TestApp;
let learner: Learner;
let other: Learner;
let catalogId: number;
appForFile(async (app) => {
  t = app;
  [learner, other] = [await t.signUp(), await t.signUp()];
  catalogId = ((await t.db.select().from(catalogs))[0] as { id: number }).id;
});

const bengali = /[\u0980-\u09FF]/;
const dhaka = { name: 'রহিমা বেগম', phone: '01712345678', address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি', city: 'ঢাকা' };

async function card(over: Partial<typeof cards.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(cards)
    .values({
      slug: `order-card-${Math.random().toString(36).slice(2, 10)}`,
      catalogId,
      title: 'পরীক্ষার কুরআন শরীফ',
      description: 'বিবরণ',
      kind: 'quran',
      price: 800,
      sizes: ['small', 'medium', 'large'],
      orderKind: 'pre-order',
      stock: 10,
      ...over,
    })
    .returning();
  return row as typeof cards.$inferSelect;
}
const stockOf = async (id: number) => (await t.db.select().from(cards).where(eq(cards.id, id)))[0]?.stock;

const order = (payload: Record<string, unknown>, who: Learner = learner) =>
  t.inject({ method: 'POST', url: '/api/v2/order', payload, headers: auth(who) });
const addToBasket = (cardId: number, quantity: number, who: Learner = learner) =>
  t.inject({
    method: 'POST',
    url: '/api/v2/busket/my-busket',
    payload: { card: cardId, quantity, action: 'add' },
    headers: auth(who),
  });

describe('POST /order', () => {
  it('orders the basket: priced by the server, delivery in Dhaka ৳60, stock taken, the basket emptied', async () => {
    const me = await t.signUp();
    const quran = await card({ price: 800, stock: 10 });
    const book = await card({ price: 350, sizes: [], kind: 'book', stock: null });
    await addToBasket(quran.id, 2, me);
    await addToBasket(book.id, 1, me);
    const placed = await order({ action: 'basket', order_info: dhaka }, me);
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = placed.json() as V2Schemas['OrderDetail'];
    expect(detail).toMatchObject({
      kind: 'pre-order',
      status: 'placed',
      status_priority: 1,
      payment_status: 'waiting_payment',
      subtotal: { amount: 1950, currency: 'tk' },
      delivery_fee: { amount: 60, currency: 'tk' },
      discount: { amount: 0, currency: 'tk' },
      total: { amount: 2010, currency: 'tk' },
      order_info: { ...dhaka, phone: '+8801712345678' },
      payments: [],
      history: [{ status: 'placed', at: t.clock.now().toISOString() }],
    });
    expect(
      detail.items.map((line) => [line.card.id, line.quantity, line.size, line.line_total.amount]),
    ).toEqual([
      [quran.id, 2, 'small', 1600],
      [book.id, 1, null, 350],
    ]);
    expect(await stockOf(quran.id)).toBe(8);
    const basket = (await t.inject({ url: '/api/v2/busket/my-busket', headers: auth(me) })).json();
    expect(basket.items).toEqual([]);
  });

  it('buy-now of a gift card: instant-delivery, no delivery, the basket left alone', async () => {
    const me = await t.signUp();
    const gift = await card({
      kind: 'gift-card',
      sizes: [],
      orderKind: 'instant-delivery',
      stock: null,
      price: 2500,
    });
    const quran = await card();
    await addToBasket(quran.id, 1, me);
    const placed = await order({ action: 'buy-now', card: gift.id, quantity: 1 }, me);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      kind: 'instant-delivery',
      delivery_fee: { amount: 0 },
      total: { amount: 2500 },
      order_info: null,
    });
    expect(
      (await t.inject({ url: '/api/v2/busket/my-busket', headers: auth(me) })).json().items,
    ).toHaveLength(1);
  });

  it('buy-now takes the size asked for; outside Dhaka ৳120; from ৳3000 of items delivery is free', async () => {
    const quran = await card({ price: 1000 });
    const large = await order({
      action: 'buy-now',
      card: quran.id,
      quantity: 1,
      order_info: { ...dhaka, city: 'খুলনা', size: 'large' },
    });
    expect(large.json()).toMatchObject({ delivery_fee: { amount: 120 }, total: { amount: 1120 } });
    expect(large.json().items[0].size).toBe('large');
    const three = await order({
      action: 'buy-now',
      card: quran.id,
      quantity: 3,
      order_info: { ...dhaka, city: 'Sylhet' },
    });
    expect(three.json()).toMatchObject({ delivery_fee: { amount: 0 }, total: { amount: 3000 } });
  });

  it('refuses beside the field: printed items without delivery details, a size the card lacks (400)', async () => {
    const quran = await card({ sizes: ['medium'] });
    const noInfo = await order({ action: 'buy-now', card: quran.id, quantity: 1 });
    expect(noInfo.statusCode).toBe(400);
    expect(noInfo.json().errors).toEqual([{ path: '/order_info', msg: expect.stringMatching(bengali) }]);
    const size = await order({
      action: 'buy-now',
      card: quran.id,
      quantity: 1,
      order_info: { ...dhaka, size: 'large' },
    });
    expect(size.statusCode).toBe(400);
    expect(size.json().errors[0].path).toBe('/order_info/size');
    expect(
      (
        await order({
          action: 'buy-now',
          card: quran.id,
          quantity: 1,
          order_info: { ...dhaka, phone: '123' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('409 for an empty basket, a sold-out card or too little stock; 404 for an unknown card', async () => {
    const me = await t.signUp();
    expect((await order({ action: 'basket', order_info: dhaka }, me)).json().code).toBe('BASKET_EMPTY');
    const soldOut = await card({ stock: 0 });
    expect(
      (await order({ action: 'buy-now', card: soldOut.id, quantity: 1, order_info: dhaka }, me)).json().code,
    ).toBe('CARD_SOLD_OUT');
    const few = await card({ stock: 2 });
    expect(
      (await order({ action: 'buy-now', card: few.id, quantity: 3, order_info: dhaka }, me)).json().code,
    ).toBe('CARD_STOCK_SHORT');
    expect(
      (await order({ action: 'buy-now', card: 999_999, quantity: 1, order_info: dhaka }, me)).statusCode,
    ).toBe(404);
    expect(await stockOf(few.id)).toBe(2);
  });

  it('the last copy goes to one buyer: six ordering it at once, one is placed', async () => {
    const last = await card({ stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
    const answers = await Promise.all(
      buyers.map((who) => order({ action: 'buy-now', card: last.id, quantity: 1, order_info: dhaka }, who)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect(await stockOf(last.id)).toBe(0);
  });
});

describe('my orders', () => {
  it('lists them by status priority then newest first, filters by status and kind; another learner sees none of them', async () => {
    const me = await t.signUp();
    const quran = await card({ stock: null });
    const gift = await card({ kind: 'gift-card', sizes: [], orderKind: 'instant-delivery', stock: null });
    const first = (
      await order({ action: 'buy-now', card: quran.id, quantity: 1, order_info: dhaka }, me)
    ).json();
    t.clock.advance(1000);
    const second = (await order({ action: 'buy-now', card: gift.id, quantity: 1 }, me)).json();
    t.clock.advance(1000);
    const third = (
      await order({ action: 'buy-now', card: quran.id, quantity: 2, order_info: dhaka }, me)
    ).json();
    await t.inject({ method: 'POST', url: `/api/v2/order/my-order/${third.id}/cancel`, headers: auth(me) });

    const list = (
      await t.inject({ url: '/api/v2/order/my-order?page=1&limit=10', headers: auth(me) })
    ).json();
    expect(list.items.map((o: V2Schemas['Order']) => o.id)).toEqual([second.id, first.id, third.id]);
    const placed = (
      await t.inject({ url: '/api/v2/order/my-order?status=placed', headers: auth(me) })
    ).json();
    expect(placed.items.map((o: V2Schemas['Order']) => o.id)).toEqual([second.id, first.id]);
    const digital = (
      await t.inject({ url: '/api/v2/order/my-order?kind=instant-delivery', headers: auth(me) })
    ).json();
    expect(digital.items.map((o: V2Schemas['Order']) => o.id)).toEqual([second.id]);

    expect(
      (await t.inject({ url: `/api/v2/order/my-order/${first.id}`, headers: auth(me) })).statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ url: `/api/v2/order/my-order/${first.id}`, headers: auth(other) })).statusCode,
    ).toBe(404);
    expect((await t.inject({ url: '/api/v2/order/my-order', headers: auth(other) })).json().total).toBe(0);
  });

  it('a placed order may be cancelled once: cancelled, its stock back, the change in its history', async () => {
    const me = await t.signUp();
    const quran = await card({ stock: 5 });
    const placed = (
      await order({ action: 'buy-now', card: quran.id, quantity: 2, order_info: dhaka }, me)
    ).json();
    expect(await stockOf(quran.id)).toBe(3);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/v2/order/my-order/${placed.id}/cancel`,
          headers: auth(other),
        })
      ).statusCode,
    ).toBe(404);
    t.clock.advance(5000);
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/v2/order/my-order/${placed.id}/cancel`,
      headers: auth(me),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      status_priority: 5,
      payment_status: 'expired',
    });
    expect(cancelled.json().history.map((h: { status: string }) => h.status)).toEqual([
      'placed',
      'cancelled',
    ]);
    expect(await stockOf(quran.id)).toBe(5);
    const again = await t.inject({
      method: 'POST',
      url: `/api/v2/order/my-order/${placed.id}/cancel`,
      headers: auth(me),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      msg: expect.stringMatching(bengali),
    });
    expect(await stockOf(quran.id)).toBe(5);
  });
});
