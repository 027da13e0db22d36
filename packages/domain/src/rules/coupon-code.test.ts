import { describe, expect, it } from 'vitest';
import { normalizeCouponCode } from './index';

describe('normalizeCouponCode', () => {
  it('names a coupon however the learner typed it', () => {
    expect(normalizeCouponCode('  swagotom-ab23cd ')).toBe('SWAGOTOM-AB23CD');
    expect(normalizeCouponCode('EID2026')).toBe('EID2026');
  });
});
