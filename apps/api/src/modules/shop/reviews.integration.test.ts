// Reviews of completed orders (issue 16): opened when an order completes, written and edited by their
// learner, public at once in the card's reviews and rating.
import type { V2Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { payAtSandbox } from '../../../test/purchases';
import { expectLedgerBalanced, operatorShopping, WEB } from '../../../test/wallet';
import { cards, catalogs } from './shop.table';

let t: TestApp;
let catalog: { id: number; slug: string };
appForFile(async (app) => {
  t = app;
  catalog = (await t.db.select().from(catalogs))[0] as { id: number; slug: string };
});

const bengali = /[\u0980-\u09FF]/;

async function card(orderKind: 'instant-delivery' | 'pre-order' = 'instant-delivery') {
  const [row] = await t.db
    .insert(cards)
    .values({
      slug: `review-card-${Math.random().toString(36).slice(2, 10)}`,
      catalogId: catalog.id,
      title: 'গিফট কার্ড — রিভিউ',
      description: 'বিবরণ',
      kind: orderKind === 'pre-order' ? 'book' : 'gift-card',
      price: 500,
      sizes: [],
      orderKind,
      stock: null,
    })
    .returning();
  return row as typeof cards.$inferSelect;
}

/** A card bought and paid at the sandbox bKash page (a digital one completes at once). */
async function bought(who: Learner, item: typeof cards.$inferSelect) {
  const info =
    item.orderKind === 'pre-order'
      ? {
          order_info: {
            name: 'রহিমা বেগম',
            phone: '01712345678',
            address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
            city: 'ঢাকা',
          },
        }
      : {};
  const placed = await t.inject({
    method: 'POST',
    url: '/api/v2/order',
    payload: { action: 'buy-now', card: item.id, quantity: 2, ...info },
    headers: auth(who),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as V2Schemas['OrderDetail'];
  const { redirect_url } = (
    await t.inject({
      method: 'POST',
      url: '/api/v2/order/pay',
      payload: { order: order.id, method: 'bkash', redirect: WEB },
      headers: auth(who),
    })
  ).json();
  await payAtSandbox(t, redirect_url, 'success');
  return order;
}

const reviews = async (who: Learner, query = '') =>
  (
    await t.inject({ url: `/api/v2/review/my-review${query}`, headers: auth(who) })
  ).json() as V2Schemas['ReviewPage'];
const write = (who: Learner, id: string, body: Record<string, unknown>) =>
  t.inject({ method: 'PATCH', url: `/api/v2/review/my-review/${id}`, payload: body, headers: auth(who) });
const publicReviews = async () =>
  (
    await t.inject({ url: `/api/v2/public/catalog/${catalog.id}/review?limit=100` })
  ).json() as V2Schemas['PublicReviewPage'];
const cardRating = async (slug: string) =>
  ((await t.inject({ url: `/api/v2/public/card/${slug}` })).json() as V2Schemas['Card']).rating;

describe('reviews', () => {
  it('a completed order opens one review per line; writing it shows it publicly under the name, and editing rewrites it', async () => {
    const me = await t.signUp({ name: 'রহিমা বেগম' });
    const item = await card();
    const order = await bought(me, item);
    const opened = await reviews(me, `?pending=true&order=${order.id}`);
    expect(opened.items).toMatchObject([
      {
        order_id: order.id,
        card_id: item.id,
        card_title: item.title,
        rating: null,
        comment: null,
        updated_at: null,
      },
    ]);
    const id = opened.items[0]?.id as string;

    const written = await write(me, id, { order: order.id, rating: 4, comment: '  কোড সঙ্গে সঙ্গে পেয়েছি। ' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      id,
      rating: 4,
      comment: 'কোড সঙ্গে সঙ্গে পেয়েছি।',
      updated_at: t.clock.now().toISOString(),
    });
    expect((await publicReviews()).items.filter((r) => r.card.id === item.id)).toMatchObject([
      { reviewer_name: 'রহিমা বেগম', rating: 4, comment: 'কোড সঙ্গে সঙ্গে পেয়েছি।' },
    ]);
    expect(await cardRating(item.slug)).toEqual({ average: 4, count: 1 });
    // the card's own reviews, as its page asks for them
    const ofCard = (
      await t.inject({ url: `/api/v2/public/catalog/${catalog.id}/review?card=${item.id}` })
    ).json() as V2Schemas['PublicReviewPage'];
    expect(ofCard.total).toBe(1);
    expect(ofCard.items[0]?.card.id).toBe(item.id);

    expect((await write(me, id, { order: order.id, rating: 5, comment: null })).statusCode).toBe(200);
    const mine = (await publicReviews()).items.filter((r) => r.card.id === item.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rating: 5, comment: '' });
    expect(await cardRating(item.slug)).toEqual({ average: 5, count: 1 });
    expect((await reviews(me, '?pending=false')).items.map((r) => r.id)).toEqual([id]);
    expect((await reviews(me, '?pending=true')).total).toBe(0);
  });

  it("someone else's review is 404, another order 400, bad ratings and long comments 400, an order not completed opens none", async () => {
    const me = await t.signUp();
    const stranger = await t.signUp();
    const order = await bought(me, await card());
    const [review] = (await reviews(me)).items;
    const id = review?.id as string;
    const theirs = await write(stranger, id, { order: order.id, rating: 5 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'REVIEW_NOT_FOUND', msg: expect.stringMatching(bengali) });
    expect((await write(me, crypto.randomUUID(), { order: order.id, rating: 5 })).statusCode).toBe(404);
    const wrongOrder = await write(me, id, { order: crypto.randomUUID(), rating: 5 });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().errors[0].path).toBe('/order');
    for (const rating of [0, 6, 4.5])
      expect((await write(me, id, { order: order.id, rating })).statusCode).toBe(400);
    expect((await write(me, id, { order: order.id, rating: 5, comment: 'ক'.repeat(1001) })).statusCode).toBe(
      400,
    );
    expect((await reviews(me)).items[0]?.rating).toBeNull();

    // a printed book waiting to be sent: no review yet; once the operator sends it and it arrives, one
    const book = await bought(me, await card('pre-order'));
    expect((await reviews(me)).total).toBe(1);
    const operator = await operatorShopping(t);
    await expect(operator.advanceOrder(book.id, 'completed')).rejects.toMatchObject({
      failure: 'ORDER_NOT_MOVABLE',
    });
    await operator.advanceOrder(book.id, 'sending');
    expect((await reviews(me, `?order=${book.id}`)).total).toBe(0);
    await operator.advanceOrder(book.id, 'completed');
    expect((await reviews(me, `?order=${book.id}&pending=true`)).items).toMatchObject([
      { order_id: book.id },
    ]);
  });

  it('a refunded order answers 409 to its review, which stays as it was', async () => {
    const me = await t.signUp();
    const order = await bought(me, await card());
    const [review] = (await reviews(me)).items;
    const shopping = await operatorShopping(t);
    await shopping.refundOrder(order.id);
    const refused = await write(me, review?.id as string, { order: order.id, rating: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REVIEW_ORDER_NOT_COMPLETED');
    await expectLedgerBalanced(t, me);
  });
});
