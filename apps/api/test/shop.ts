// What the shop's tests share: a printed book of the seeded catalogue, ordered by a learner.
import type { V2Schemas } from '@tilawat/sdk';
import { expect } from 'vitest';
import { cards, catalogs } from '../src/modules/shop/shop.table';
import { auth, type Learner, type TestApp } from './helpers';

/**
 * A new printed book (pre-order, ten in stock) at `price` taka, bought now by `learner` with delivery
 * in Dhaka: the placed order (`POST /api/v2/order`), not yet paid.
 */
export async function placedBook(
  t: TestApp,
  learner: Learner,
  { price = 450, title = 'নূরানী কায়দা' }: { price?: number; title?: string } = {},
): Promise<V2Schemas['OrderDetail']> {
  const [catalog] = await t.db.select({ id: catalogs.id }).from(catalogs).limit(1);
  const [card] = await t.db
    .insert(cards)
    .values({
      slug: `book-${Math.random().toString(36).slice(2, 10)}`,
      catalogId: catalog?.id as number,
      title,
      description: 'বিবরণ',
      kind: 'book',
      price,
      orderKind: 'pre-order',
      stock: 10,
    })
    .returning();
  const placed = await t.inject({
    method: 'POST',
    url: '/api/v2/order',
    headers: auth(learner),
    payload: {
      action: 'buy-now',
      card: card?.id,
      quantity: 1,
      order_info: { name: 'রহিমা বেগম', phone: '01712345678', address: 'বাড়ি ১২, ধানমন্ডি', city: 'ঢাকা' },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as V2Schemas['OrderDetail'];
}
