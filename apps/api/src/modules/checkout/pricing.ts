import type { V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promos } from '../db/schema';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { msg } from '../lib/messages';

type PromoRow = typeof promos.$inferSelect;

export interface Price {
  original: number;
  discount: number;
  payable: number;
}

/** The contract's Promo. */
export function promoJson(row: PromoRow): V3Schemas['Promo'] {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    kind: row.kind,
    value: row.value,
    currency: 'tk',
    courses: row.courseIds ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
  };
}

/** A promo by code (codes are kept upper-case); `unknownStatus` says how an unknown code answers. */
export async function findPromo(db: Db, code: string, unknownStatus: 400 | 404): Promise<PromoRow> {
  const [row] = await db.select().from(promos).where(eq(promos.code, code.trim().toUpperCase()));
  if (!row) {
    throw unknownStatus === 404
      ? notFound('PROMO_NOT_FOUND', msg.promoNotFound)
      : badRequest('PROMO_NOT_FOUND', msg.promoNotFound, [{ path: '/promo_code', msg: msg.promoNotFound }]);
  }
  return row;
}

/**
 * The price of something of a course after a promo: percentage or fixed, never
 * below zero. An expired promo or one for other courses is refused with 400.
 */
export function applyPromo(
  promo: PromoRow | undefined,
  price: number,
  courseId: number,
  now = new Date(),
): Price {
  if (!promo) return { original: price, discount: 0, payable: price };
  if (promo.validUntil && promo.validUntil <= now) {
    throw new HttpError(400, 'PROMO_EXPIRED', msg.promoExpired, [
      { path: '/promo_code', msg: msg.promoExpired },
    ]);
  }
  if (promo.courseIds && !promo.courseIds.includes(courseId)) {
    throw new HttpError(400, 'PROMO_NOT_APPLICABLE', msg.promoNotApplicable, [
      { path: '/promo_code', msg: msg.promoNotApplicable },
    ]);
  }
  const discount =
    promo.kind === 'percentage'
      ? Math.round((price * Math.min(promo.value, 100)) / 100)
      : Math.min(promo.value, price);
  return { original: price, discount, payable: price - discount };
}
