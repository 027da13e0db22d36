import type { V2Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { appForFile, type Learner, type TestApp } from '../../../test/helpers';
import { getter } from '../../../test/seeded';

const bengali = /[\u0980-\u09FF]/;

let t: TestApp;
let learner: Learner;
const get = getter(() => t);

appForFile(async (app) => {
  t = app;
  learner = await t.signUp();
});

describe('v2 shop catalogue', () => {
  type CatalogPage = V2Schemas['CatalogPage'];
  type CardPage = V2Schemas['CardPage'];

  it('lists catalogues top level first, counting sub-catalogues', async () => {
    const page = await get<CatalogPage>('/api/v2/public/catalog');
    expect(page.total).toBe(4);
    expect(page.items.map((c) => c.slug)).toEqual([
      'printed-quran',
      'tajweed-books',
      'course-gift-cards',
      'hafezi-quran',
    ]);
    const printed = page.items[0] as V2Schemas['Catalog'];
    const hafezi = page.items[3] as V2Schemas['Catalog'];
    expect(hafezi.parent_id).toBe(printed.id);
    expect(printed.cards_count).toBe(3);
    expect(hafezi.cards_count).toBe(1);
    expect(printed.rating.count).toBe(3);
    expect(printed.rating.average).toBeCloseTo(4.7, 1);
    const children = await get<CatalogPage>(`/api/v2/public/catalog?parent=${printed.id}`);
    expect(children.items.map((c) => c.slug)).toEqual(['hafezi-quran']);
    const paged = await get<CatalogPage>('/api/v2/public/catalog?page=2&limit=3');
    expect(paged).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(paged.items).toHaveLength(1);
    const searched = await get<CatalogPage>(`/api/v2/public/catalog?q=${encodeURIComponent('তাজবিদ')}`);
    expect(searched.items.map((c) => c.slug)).toContain('tajweed-books');

    const one = await get<V2Schemas['Catalog']>(`/api/v2/public/catalog/${printed.id}`);
    expect(one).toEqual(printed);
    await get('/api/v2/public/catalog/999999', null, 404);
    await get('/api/v2/public/catalog/abc', null, 400);
  });

  it('lists a catalogue’s reviews, newest first, by rating', async () => {
    const printed = (await get<CatalogPage>('/api/v2/public/catalog')).items[0] as V2Schemas['Catalog'];
    const reviews = await get<V2Schemas['PublicReviewPage']>(`/api/v2/public/catalog/${printed.id}/review`);
    expect(reviews.total).toBe(3);
    const times = reviews.items.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(reviews.items[0]?.reviewer_name).toMatch(bengali);
    const fours = await get<V2Schemas['PublicReviewPage']>(
      `/api/v2/public/catalog/${printed.id}/review?rating=4`,
    );
    expect(fours.items.map((r) => r.rating)).toEqual([4]);
    await get('/api/v2/public/catalog/999999/review', null, 404);
    await get(`/api/v2/public/catalog/${printed.id}/review?rating=6`, null, 400);
  });

  it('lists cards by kind, size, catalogue, text and sort', async () => {
    const all = await get<CardPage>('/api/v2/public/card?limit=100');
    expect(all.total).toBe(8);
    const qurans = await get<CardPage>('/api/v2/public/card?kind=quran');
    expect(qurans.total).toBe(3);
    const small = await get<CardPage>('/api/v2/public/card?size=small');
    expect(small.items.map((c) => c.slug).sort()).toEqual(['hafezi-tajweed-quran', 'pocket-quran-sharif']);
    const printed = (await get<CatalogPage>('/api/v2/public/catalog')).items[0] as V2Schemas['Catalog'];
    const inPrinted = await get<CardPage>(`/api/v2/public/card?catalog=${printed.id}`);
    expect(inPrinted.total).toBe(3);
    const cheap = await get<CardPage>('/api/v2/public/card?sort=price_asc&limit=100');
    const prices = cheap.items.map((c) => c.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await get<CardPage>('/api/v2/public/card?sort=price_desc&limit=2');
    expect(dear.items.map((c) => c.price.amount)).toEqual([3000, 2500]);
    const rated = await get<CardPage>('/api/v2/public/card?sort=rating&limit=100');
    expect(rated.items[rated.items.length - 1]?.rating.count).toBe(0);
    const gifts = await get<CardPage>('/api/v2/public/card?kind=gift-card');
    expect(gifts.items.every((c) => c.order_kind === 'instant-delivery' && c.stock === null)).toBe(true);
    const searched = await get<CardPage>(`/api/v2/public/card?q=${encodeURIComponent('নূরানী')}`);
    expect(searched.items.map((c) => c.slug)).toEqual(['noorani-qaida']);
    const paged = await get<CardPage>('/api/v2/public/card?page=3&limit=3');
    expect(paged).toMatchObject({ total: 8, page: 3 });
    expect(paged.items).toHaveLength(2);
    await get('/api/v2/public/card?size=huge', null, 400);
    await get('/api/v2/public/card?sort=cheapest', null, 400);
  });

  it('answers a card by slug with its description, catalogue and content count', async () => {
    const card = await get<V2Schemas['CardDetail']>('/api/v2/public/card/sohoj-tajweed-shikkha');
    expect(card).toMatchObject({ kind: 'book', has_content: true, content_count: 8 });
    expect(card.description_html).toMatch(/^<p>.*<\/p>$/s);
    expect(card.catalog.slug).toBe('tajweed-books');
    expect(card.rating).toEqual({ average: 4.5, count: 2 });
    const quran = await get<V2Schemas['CardDetail']>('/api/v2/public/card/hafezi-tajweed-quran');
    expect(quran.sizes).toEqual(['small', 'medium', 'large']);
    expect(quran.original_price).toEqual({ amount: 1400, currency: 'tk' });
    await get('/api/v2/public/card/no-such-card', null, 404);
  });
});

describe('v2 content', () => {
  type Playlist = V2Schemas['ContentPlaylist'];

  it('answers a card’s playlist, free items unlocked', async () => {
    const list = await get<Playlist>('/api/v2/public/content?card_slug=sohoj-tajweed-shikkha&count=1000');
    expect(list.total).toBe(8);
    expect(list.items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const item of list.items) expect(item.locked).toBe(!item.free);
    expect(list.items.filter((i) => i.free)).toHaveLength(2);
    const short = await get<Playlist>('/api/v2/public/content?card_slug=sohoj-tajweed-shikkha&count=3');
    expect(short).toMatchObject({ total: 8 });
    expect(short.items).toHaveLength(3);
    const none = await get<Playlist>('/api/v2/public/content?card_slug=pocket-quran-sharif');
    expect(none).toEqual({ card_slug: 'pocket-quran-sharif', total: 0, items: [] });
    await get('/api/v2/public/content?card_slug=no-such-card', null, 404);
    await get('/api/v2/public/content?card_slug=sohoj-tajweed-shikkha&count=1001', null, 400);
    await get('/api/v2/public/content', null, 400);
  });

  it('answers one item, with media only when it is free', async () => {
    const list = await get<Playlist>('/api/v2/public/content?card_slug=sohoj-tajweed-shikkha');
    const free = list.items.find((i) => i.free) as V2Schemas['ContentSummary'];
    const locked = list.items.find((i) => !i.free) as V2Schemas['ContentSummary'];
    const open = await get<V2Schemas['ContentDetail']>(
      `/api/v2/public/content/${free.id}?card_slug=sohoj-tajweed-shikkha`,
    );
    expect(open.media_url).toMatch(/^http:\/\/localhost:4000\/media\/content\/sohoj-tajweed-shikkha\//);
    expect(open.description).toMatch(bengali);
    const closed = await get<V2Schemas['ContentDetail']>(
      `/api/v2/public/content/${locked.id}?card_slug=sohoj-tajweed-shikkha`,
      learner,
    );
    expect(closed).toMatchObject({ locked: true, media_url: null });
    await get(`/api/v2/public/content/${free.id}?card_slug=noorani-qaida`, null, 404);
    await get(`/api/v2/public/content/999999?card_slug=sohoj-tajweed-shikkha`, null, 404);
  });
});
