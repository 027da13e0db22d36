import { describe, expect, it } from 'vitest';
import { shopHref, shopQuery } from './shop-params';

describe('the shop’s query', () => {
  it('reads a catalogue and a page, and falls back to the first page of everything', () => {
    expect(shopQuery({ catalog: '3', page: '2' })).toEqual({ catalog: 3, page: 2 });
    expect(shopQuery({})).toEqual({ catalog: undefined, page: 1 });
    expect(shopQuery({ catalog: 'x', page: '-1' })).toEqual({ catalog: undefined, page: 1 });
    expect(shopQuery({ catalog: ['4', '5'], page: '99999' })).toEqual({ catalog: 4, page: 1000 });
  });

  it('links to a page, keeping the catalogue, the first page without a number', () => {
    expect(shopHref({})).toBe('/shop');
    expect(shopHref({ catalog: 3, page: 1 })).toBe('/shop?catalog=3');
    expect(shopHref({ catalog: 3, page: 2 })).toBe('/shop?catalog=3&page=2');
  });
});
