import type { V2Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { cards, catalogs } from './shop.table';

let t: TestApp;
let learner: Learner;
let other: Learner;
let catalogIds: number[];
appForFile(async (app) => {
  t = app;
  [learner, other] = [await t.signUp(), await t.signUp()];
  catalogIds = (await t.db.select().from(catalogs)).map((row) => row.id);
});

const bengali = /[\u0980-\u09FF]/;
const post = (url: string, payload: Record<string, unknown>, who: Learner | null = learner) =>
  t.inject({ method: 'POST', url, payload, headers: who ? auth(who) : {} });
const basketOf = async (who: Learner) => {
  const answer = await t.inject({ url: '/api/v2/busket/my-busket', headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as V2Schemas['Basket'];
};
const change = (payload: Record<string, unknown>, who: Learner = learner) =>
  post('/api/v2/busket/my-busket', payload, who);

/** A card of its own for a test, so tests do not share stock or prices. */
async function card(over: Partial<typeof cards.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(cards)
    .values({
      slug: `test-card-${Math.random().toString(36).slice(2, 10)}`,
      catalogId: catalogIds[0] as number,
      title: 'পরীক্ষার কুরআন শরীফ',
      description: 'বিবরণ',
      kind: 'quran',
      price: 800,
      sizes: ['medium', 'large'],
      orderKind: 'pre-order',
      stock: 10,
      ...over,
    })
    .returning();
  return row as typeof cards.$inferSelect;
}

describe('favourites', () => {
  it('adds and removes a catalogue, idempotently, and lists them newest first with their counts', async () => {
    const [first, second] = catalogIds as [number, number];
    const added = await post('/api/v2/favorite/my-favorite', { catalog: first, action: 'add' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ catalog: first, favourite: true, total: 1 });
    expect((await post('/api/v2/favorite/my-favorite', { catalog: first, action: 'add' })).json().total).toBe(
      1,
    );
    t.clock.advance(1000);
    await post('/api/v2/favorite/my-favorite', { catalog: second, action: 'add' });
    const list = (
      await t.inject({ url: '/api/v2/favorite/my-favorite?page=1&limit=10', headers: auth(learner) })
    ).json();
    expect(list.total).toBe(2);
    expect(list.items.map((f: V2Schemas['Favourite']) => f.catalog.id)).toEqual([second, first]);
    expect(list.items[0].catalog.cards_count).toEqual(expect.any(Number));

    const removed = await post('/api/v2/favorite/my-favorite', { catalog: first, action: 'remove' });
    expect(removed.json()).toEqual({ catalog: first, favourite: false, total: 1 });
    expect(
      (await post('/api/v2/favorite/my-favorite', { catalog: first, action: 'remove' })).json().total,
    ).toBe(1);
    // another learner's list is their own
    expect((await t.inject({ url: '/api/v2/favorite/my-favorite', headers: auth(other) })).json().total).toBe(
      0,
    );
  });

  it('404 for an unknown catalogue, 400 for a bad action, 401 without a token', async () => {
    expect((await post('/api/v2/favorite/my-favorite', { catalog: 999_999, action: 'add' })).statusCode).toBe(
      404,
    );
    expect((await post('/api/v2/favorite/my-favorite', { catalog: 1, action: 'like' })).statusCode).toBe(400);
    expect((await post('/api/v2/favorite/my-favorite', { catalog: 1, action: 'add' }, null)).statusCode).toBe(
      401,
    );
  });
});

describe('the basket', () => {
  it('merges a card into one line, sets and removes it, with totals from today’s prices', async () => {
    const me = await t.signUp();
    const quran = await card({ price: 800 });
    const book = await card({ price: 350, sizes: [], kind: 'book' });
    expect(await basketOf(me)).toEqual({
      items: [],
      count: 0,
      total: { amount: 0, currency: 'tk' },
      updated_at: null,
    });

    await change({ card: quran.id, action: 'add' }, me);
    const twice = await change({ card: quran.id, action: 'add' }, me);
    expect(twice.statusCode, twice.body).toBe(200);
    let basket = twice.json() as V2Schemas['Basket'];
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]).toMatchObject({
      quantity: 2,
      size: 'medium',
      unit_price: { amount: 800, currency: 'tk' },
      previous_unit_price: null,
      line_total: { amount: 1600, currency: 'tk' },
    });
    basket = (await change({ card: book.id, quantity: 3, action: 'add' }, me)).json();
    expect(basket).toMatchObject({ count: 5, total: { amount: 1600 + 1050, currency: 'tk' } });
    expect(basket.items.map((line) => line.size)).toEqual(['medium', null]);
    expect(basket.updated_at).toBe(t.clock.now().toISOString());

    basket = (await change({ card: quran.id, quantity: 5, action: 'set' }, me)).json();
    expect(basket.items[0]?.quantity).toBe(5);
    basket = (await change({ card: quran.id, quantity: 0, action: 'set' }, me)).json();
    expect(basket.items.map((line) => line.card.id)).toEqual([book.id]);
    basket = (await change({ card: book.id, action: 'remove' }, me)).json();
    expect(basket.items).toEqual([]);
  });

  it('shows today’s price, and the one a line was added at when it changed', async () => {
    const me = await t.signUp();
    const quran = await card({ price: 800 });
    await change({ card: quran.id, quantity: 2, action: 'add' }, me);
    await t.db.update(cards).set({ price: 900 }).where(eq(cards.id, quran.id));
    const [line] = (await basketOf(me)).items;
    expect(line).toMatchObject({
      unit_price: { amount: 900 },
      previous_unit_price: { amount: 800, currency: 'tk' },
      line_total: { amount: 1800 },
    });
  });

  it('refuses more than 20 pieces on a line and more than 50 lines, beside the field (400)', async () => {
    const me = await t.signUp();
    const quran = await card({ stock: 100 });
    await change({ card: quran.id, quantity: 15, action: 'add' }, me);
    const over = await change({ card: quran.id, quantity: 6, action: 'add' }, me);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([{ path: '/quantity', msg: expect.stringMatching(bengali) }]);
    expect((await change({ card: quran.id, quantity: 21, action: 'set' }, me)).statusCode).toBe(400);
    expect((await basketOf(me)).items[0]?.quantity).toBe(15);

    const many = await Promise.all(Array.from({ length: 50 }, () => card({ stock: null })));
    for (const item of many.slice(0, 49))
      expect((await change({ card: item.id, action: 'add' }, me)).statusCode).toBe(200);
    const fiftyFirst = await change({ card: (many[49] as { id: number }).id, action: 'add' }, me);
    expect(fiftyFirst.statusCode).toBe(400);
    expect(fiftyFirst.json().errors[0].path).toBe('/card');
    expect((await basketOf(me)).items).toHaveLength(50);
  });

  it('409 in Bengali for a sold-out card, more than the stock, or another currency unit; 404 for an unknown card', async () => {
    const me = await t.signUp();
    const soldOut = await card({ stock: 0 });
    const refused = await change({ card: soldOut.id, action: 'add' }, me);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CARD_SOLD_OUT', msg: expect.stringMatching(bengali) });
    const few = await card({ stock: 2 });
    expect((await change({ card: few.id, quantity: 3, action: 'add' }, me)).json().code).toBe(
      'CARD_STOCK_SHORT',
    );
    expect((await change({ card: few.id, quantity: 2, action: 'add' }, me)).statusCode).toBe(200);
    const stars = await card({ currency: 'star', stock: null });
    expect((await change({ card: stars.id, action: 'add' }, me)).json().code).toBe('BASKET_CURRENCY');
    expect((await change({ card: 999_999, action: 'add' }, me)).statusCode).toBe(404);
    expect((await basketOf(me)).items.map((line) => line.card.id)).toEqual([few.id]);
  });

  it('two tabs adding at once make one line of two; another learner’s basket is their own', async () => {
    const me = await t.signUp();
    const quran = await card({ stock: null });
    const both = await Promise.all([
      change({ card: quran.id, action: 'add' }, me),
      change({ card: quran.id, action: 'add' }, me),
    ]);
    expect(both.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await basketOf(me)).items).toMatchObject([{ quantity: 2 }]);
    expect((await basketOf(other)).items.some((line) => line.card.id === quran.id)).toBe(false);
    expect((await t.inject({ url: '/api/v2/busket/my-busket' })).statusCode).toBe(401);
  });
});
