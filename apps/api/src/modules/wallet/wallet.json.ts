import type { V2Schemas } from '@tilawat/sdk';
import type { CouponRow, LedgerRow } from './wallet.repository';

/** The contract's LedgerTransaction of a ledger row. */
export function transactionJson(entry: LedgerRow): V2Schemas['LedgerTransaction'] {
  return {
    id: entry.id,
    kind: entry.kind,
    status: entry.status,
    direction: entry.direction,
    amount: { amount: entry.amount, currency: entry.currency },
    note: entry.note,
    order_id: entry.orderId,
    created_at: entry.createdAt.toISOString(),
  };
}

/** The contract's Coupon: `expiry` from `expires_at` at `now`. */
export function couponJson(coupon: CouponRow, now: Date): V2Schemas['Coupon'] {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    title: coupon.title,
    value: { amount: coupon.value, currency: coupon.currency },
    expiry: coupon.expiresAt && coupon.expiresAt <= now ? 'expired' : 'available',
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    used_at: coupon.usedAt?.toISOString() ?? null,
    order_id: coupon.orderId,
  };
}
