import type { V2Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { balanceCovers, balanceIn, needsDelivery, totalAfterCoupon, usableGiftCoupon } from './shop';

describe('needsDelivery', () => {
  it('printed items need an address; gift cards alone do not', () => {
    expect(needsDelivery(['quran'])).toBe(true);
    expect(needsDelivery(['gift-card', 'book'])).toBe(true);
    expect(needsDelivery(['gift-card'])).toBe(false);
    expect(needsDelivery([])).toBe(false);
  });
});

describe('coupons and the wallet at the checkout', () => {
  const now = new Date('2026-11-28T10:00:00+06:00');
  const coupon = (over: Partial<V2Schemas['Coupon']> = {}): V2Schemas['Coupon'] => ({
    id: '6f8a0c2e-4b6d-4f1a-8c3e-5a7b9d1f3e2c',
    code: 'SWAGOTOM-AB23CD',
    kind: 'gift',
    title: 'স্বাগতম উপহার',
    value: { amount: 50, currency: 'tk' },
    expiry: 'available',
    expires_at: '2026-12-28T10:00:00+06:00',
    used_at: null,
    order_id: null,
    ...over,
  });

  it('finds a typed gift code however it was typed, only while it can be used on this unit', () => {
    expect(usableGiftCoupon([coupon()], '  swagotom-ab23cd ', 'tk', now)?.code).toBe('SWAGOTOM-AB23CD');
    expect(usableGiftCoupon([coupon()], 'OTHER', 'tk', now)).toBeNull();
    expect(
      usableGiftCoupon([coupon({ used_at: '2026-11-27T10:00:00+06:00' })], 'SWAGOTOM-AB23CD', 'tk', now),
    ).toBeNull();
    expect(
      usableGiftCoupon([coupon({ expires_at: '2026-11-28T09:00:00+06:00' })], 'SWAGOTOM-AB23CD', 'tk', now),
    ).toBeNull();
    expect(usableGiftCoupon([coupon({ kind: 'topup' })], 'SWAGOTOM-AB23CD', 'tk', now)).toBeNull();
    expect(usableGiftCoupon([coupon()], 'SWAGOTOM-AB23CD', 'point', now)).toBeNull();
    expect(usableGiftCoupon([coupon({ expires_at: null })], 'SWAGOTOM-AB23CD', 'tk', now)).not.toBeNull();
  });

  it('takes the value off the total, never below zero', () => {
    expect(totalAfterCoupon({ amount: 240, currency: 'tk' }, coupon())).toEqual({
      amount: 190,
      currency: 'tk',
    });
    expect(totalAfterCoupon({ amount: 30, currency: 'tk' }, coupon())).toEqual({ amount: 0, currency: 'tk' });
    expect(totalAfterCoupon({ amount: 30, currency: 'tk' }, null)).toEqual({ amount: 30, currency: 'tk' });
  });

  it('offers the balance of the order’s unit only when it covers what is due', () => {
    const panel = { wallet: { amount: 500, currency: 'tk' as const }, stars: 2, points: 40 };
    expect(balanceCovers(panel, { amount: 500, currency: 'tk' })).toBe(true);
    expect(balanceCovers(panel, { amount: 501, currency: 'tk' })).toBe(false);
    expect(balanceCovers(panel, { amount: 40, currency: 'point' })).toBe(true);
    expect(balanceCovers(panel, { amount: 3, currency: 'star' })).toBe(false);
    expect(balanceIn(panel, 'star')).toEqual({ amount: 2, currency: 'star' });
  });
});
