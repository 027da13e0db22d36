import { describe, expect, it } from 'vitest';
import { answerOf, DomainError } from '../../core/errors';
import type { PromoRow } from './checkout.repository';
import { applyPromo, checkPromoLimits } from './pricing';

/** The answer a failure of `run` maps to (core/errors), as status and code. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const answer = answerOf(error);
    return { statusCode: answer.statusCode, code: answer.body.code, errors: answer.body.errors };
  }
  throw new Error('expected a refusal');
}

const promo = (over: Partial<PromoRow> = {}): PromoRow => ({
  code: 'X',
  title: 't',
  description: 'd',
  kind: 'percentage' as const,
  value: 20,
  courseIds: null,
  validUntil: null,
  public: true,
  perLearnerLimit: null,
  totalLimit: null,
  ...over,
});
const now = new Date('2026-11-21T00:00:00Z');

describe('applyPromo', () => {
  it.each([
    { given: undefined, price: 2500, want: { original: 2500, discount: 0, payable: 2500 } },
    { given: promo(), price: 2500, want: { original: 2500, discount: 500, payable: 2000 } },
    { given: promo({ value: 15 }), price: 999, want: { original: 999, discount: 150, payable: 849 } },
    {
      given: promo({ kind: 'fixed', value: 500 }),
      price: 2500,
      want: { original: 2500, discount: 500, payable: 2000 },
    },
    {
      given: promo({ kind: 'fixed', value: 5000 }),
      price: 2500,
      want: { original: 2500, discount: 2500, payable: 0 },
    },
    { given: promo({ value: 100 }), price: 2500, want: { original: 2500, discount: 2500, payable: 0 } },
    {
      given: promo({ courseIds: [1, 2] }),
      price: 1000,
      want: { original: 1000, discount: 200, payable: 800 },
    },
  ])('$given.kind $given.value on $price → $want.payable', ({ given, price, want }) => {
    expect(applyPromo(given, price, 1, now)).toEqual(want);
  });

  it('refuses an expired promo and one for other courses with 400', () => {
    expect(
      refusal(() => applyPromo(promo({ validUntil: new Date('2026-11-20T00:00:00Z') }), 100, 1, now)),
    ).toEqual(expect.objectContaining({ statusCode: 400, code: 'PROMO_EXPIRED' }));
    expect(refusal(() => applyPromo(promo({ courseIds: [2] }), 100, 1, now))).toEqual(
      expect.objectContaining({ statusCode: 400, code: 'PROMO_NOT_APPLICABLE' }),
    );
  });
});

describe('checkPromoLimits', () => {
  it('lets a promo through while its uses are under its limits; null is no limit', () => {
    expect(() => checkPromoLimits(promo(), { total: 10_000, learner: 50 })).not.toThrow();
    expect(() =>
      checkPromoLimits(promo({ perLearnerLimit: 1, totalLimit: 3 }), { total: 2, learner: 0 }),
    ).not.toThrow();
  });

  it('refuses the learner’s own limit first, then everyone’s, as faults of promo_code', () => {
    const once = promo({ perLearnerLimit: 1, totalLimit: 3 });
    expect(refusal(() => checkPromoLimits(once, { total: 3, learner: 1 }))).toEqual({
      statusCode: 400,
      code: 'PROMO_ALREADY_USED',
      errors: [{ path: '/promo_code', msg: expect.stringMatching(/[\u0980-\u09FF]/) }],
    });
    expect(refusal(() => checkPromoLimits(once, { total: 3, learner: 0 }))).toEqual(
      expect.objectContaining({ statusCode: 400, code: 'PROMO_USED_UP' }),
    );
  });
});
