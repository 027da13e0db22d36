// The contract's JSON of checkout: Promo and PurchaseTransaction.
import type { V3Schemas } from '@tilawat/sdk';
import { courseSummaryJson, tk } from '../catalogue/catalogue.json';
import type { PromoRow } from './checkout.repository';
import type { PurchaseView } from './checkout.service';

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

/** The contract's PurchaseTransaction. */
export function purchaseJson({
  purchase: row,
  course,
  itemTitle,
  paymentUrl,
}: PurchaseView): V3Schemas['PurchaseTransaction'] {
  return {
    id: row.id,
    kind: row.kind,
    batch_id: row.batchId,
    course_id: row.courseId,
    plan: row.plan,
    method: row.method,
    amount: tk(row.amount),
    discount: tk(row.discount),
    promo_code: row.promoCode,
    status: row.status,
    redirect: row.redirect,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    course: courseSummaryJson(course),
    item_title: itemTitle,
    payment_url: paymentUrl,
  };
}
