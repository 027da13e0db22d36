import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsBack } from './wallet.service';

describe('pointsBack (issue 35)', () => {
  it.each([
    { given: { earned: 12, held: 20 }, want: { back: 12, short: 0 } },
    { given: { earned: 12, held: 12 }, want: { back: 12, short: 0 } },
    { given: { earned: 12, held: 5 }, want: { back: 5, short: 7 } },
    { given: { earned: 12, held: 0 }, want: { back: 0, short: 12 } },
    { given: { earned: 0, held: 30 }, want: { back: 0, short: 0 } },
  ])('earned $given.earned, holding $given.held → back $want.back, short $want.short', ({ given, want }) => {
    expect(pointsBack(given)).toEqual(want);
  });

  it('takes back no more than was earned or is held, and accounts for every point earned', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: -100, max: 100_000 }), (earned, held) => {
        const { back, short } = pointsBack({ earned, held });
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(earned);
        expect(back).toBeLessThanOrEqual(Math.max(held, 0));
        expect(back + short).toBe(earned);
        // the balance after it is never below zero (when it was not already)
        if (held >= 0) expect(held - back).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
