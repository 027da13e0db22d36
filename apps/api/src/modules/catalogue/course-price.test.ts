import { describe, expect, it } from 'vitest';
import { coursePrice } from './course-price';

describe('coursePrice', () => {
  it.each([
    { given: [], want: null },
    { given: [{ price: 2500, open: true }], want: 2500 },
    { given: [{ price: 2500, open: false }], want: 2500 },
    // a sold-out or closed batch is not the price a learner can pay
    {
      given: [
        { price: 800, open: false },
        { price: 2500, open: true },
        { price: 1500, open: true },
      ],
      want: 1500,
    },
    // when nothing is open the course still shows what it costs
    {
      given: [
        { price: 3000, open: false },
        { price: 2000, open: false },
      ],
      want: 2000,
    },
  ])('$given → $want', ({ given, want }) => {
    expect(coursePrice(given)).toBe(want);
  });

  it('is the cheapest open batch when one is open, else the cheapest batch (any batches)', () => {
    // A small deterministic generator, so that a failure repeats.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 500; round++) {
      const batches = Array.from({ length: Math.floor(next() * 6) }, () => ({
        price: Math.floor(next() * 5000),
        open: next() < 0.5,
      }));
      const price = coursePrice(batches);
      const open = batches.filter((batch) => batch.open);
      if (batches.length === 0) {
        expect(price).toBeNull();
        continue;
      }
      const from = open.length > 0 ? open : batches;
      expect(from.some((batch) => batch.price === price)).toBe(true);
      for (const batch of from) expect(price).toBeLessThanOrEqual(batch.price);
    }
  });
});
