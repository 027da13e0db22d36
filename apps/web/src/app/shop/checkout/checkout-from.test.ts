import { describe, expect, it } from 'vitest';
import { checkoutFrom } from './checkout-from';

describe('what the shop checkout pays', () => {
  it('an order already placed, the basket, or one card now; nothing else', () => {
    const id = '7a1d3c5e-9b2f-4d6a-8e0c-1f3b5d7a9c2e';
    expect(checkoutFrom({ order: id })).toEqual({ kind: 'order', order: id });
    expect(checkoutFrom({ order: 'x', from: 'basket' })).toEqual({ kind: 'basket' });
    expect(checkoutFrom({ card: '21', quantity: '2', size: 'medium' })).toEqual({
      kind: 'buy-now',
      card: 21,
      quantity: 2,
      size: 'medium',
      digital: false,
    });
    expect(checkoutFrom({ card: '22', digital: '1' })).toMatchObject({
      kind: 'buy-now',
      quantity: 1,
      digital: true,
    });
    expect(checkoutFrom({ card: '21', quantity: '21' })).toBeNull();
    expect(checkoutFrom({ card: '21', size: 'huge' })).toMatchObject({ size: undefined });
    expect(checkoutFrom({})).toBeNull();
  });
});
