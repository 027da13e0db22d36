import { DomainError } from '../../core/errors';
import type { PromoRow } from './checkout.repository';

export interface Price {
  original: number;
  discount: number;
  payable: number;
}

/**
 * The price of something of a course after a promo: percentage or fixed, never below zero. A promo
 * that has expired at `now`, or one for other courses, is refused as a fault of `promo_code`.
 */
export function applyPromo(promo: PromoRow | undefined, price: number, courseId: number, now: Date): Price {
  if (!promo) return { original: price, discount: 0, payable: price };
  if (promo.validUntil && promo.validUntil <= now) {
    throw new DomainError('PROMO_EXPIRED', { field: 'promo_code' });
  }
  if (promo.courseIds && !promo.courseIds.includes(courseId)) {
    throw new DomainError('PROMO_NOT_APPLICABLE', { field: 'promo_code' });
  }
  const discount =
    promo.kind === 'percentage'
      ? Math.round((price * Math.min(promo.value, 100)) / 100)
      : Math.min(promo.value, price);
  return { original: price, discount, payable: price - discount };
}

/** What a promo has been used for so far: by everyone, and by the learner asking. */
export interface PromoUses {
  total: number;
  learner: number;
}

/** Whether a promo's uses are limited at all (most are not, and need no counting). */
export const hasLimits = (promo: PromoRow): boolean =>
  promo.perLearnerLimit !== null || promo.totalLimit !== null;

/**
 * Refuses a promo whose uses have run out, as a fault of `promo_code`: the learner's own limit
 * (PROMO_ALREADY_USED) before everyone's (PROMO_USED_UP). A limit of null is no limit.
 */
export function checkPromoLimits(promo: PromoRow, uses: PromoUses): void {
  if (promo.perLearnerLimit !== null && uses.learner >= promo.perLearnerLimit) {
    throw new DomainError('PROMO_ALREADY_USED', { field: 'promo_code' });
  }
  if (promo.totalLimit !== null && uses.total >= promo.totalLimit) {
    throw new DomainError('PROMO_USED_UP', { field: 'promo_code' });
  }
}
