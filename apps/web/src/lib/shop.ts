import { normalizeCouponCode } from '@tilawat/domain/rules';
import type { V2Schemas } from '@tilawat/sdk';

/**
 * Whether an order of these cards needs delivery details: any printed item does; course gift cards
 * (`gift-card`, digital) do not. The api decides the same way from its cards (its order kind).
 */
export function needsDelivery(kinds: readonly V2Schemas['CardKind'][]): boolean {
  return kinds.some((kind) => kind !== 'gift-card');
}

type Money = V2Schemas['Money'];
type Coupon = V2Schemas['Coupon'];

/**
 * The learner's gift coupon matching a typed code, usable on an order in `currency` at `now`: not used,
 * not expired, of the order's unit. The api decides again when the order is paid; this only shows the
 * new total before paying.
 */
export function usableGiftCoupon(
  coupons: readonly Coupon[],
  code: string,
  currency: Money['currency'],
  now: Date = new Date(),
): Coupon | null {
  const wanted = normalizeCouponCode(code);
  const found = coupons.find((coupon) => coupon.code === wanted);
  if (found?.kind !== 'gift' || found.used_at !== null) return null;
  if (found.expires_at !== null && new Date(found.expires_at) <= now) return null;
  return found.value.currency === currency ? found : null;
}

/** What is left to pay after a gift coupon: its value off the total, never below zero. */
export function totalAfterCoupon(total: Money, coupon: Coupon | null): Money {
  if (!coupon) return total;
  return { amount: Math.max(0, total.amount - coupon.value.amount), currency: total.currency };
}

/**
 * Whether the learner's own balance pays `due` (the tk wallet for taka, the rewards for stars and
 * points): the checkout offers the wallet only then, as the api accepts it only then.
 */
export function balanceCovers(
  panel: Pick<V2Schemas['ControlPanel'], 'wallet' | 'stars' | 'points'>,
  due: Money,
): boolean {
  return balanceIn(panel, due.currency).amount >= due.amount;
}

/** The learner's balance in a unit, as Money. */
export function balanceIn(
  panel: Pick<V2Schemas['ControlPanel'], 'wallet' | 'stars' | 'points'>,
  currency: Money['currency'],
): Money {
  const amount = currency === 'tk' ? panel.wallet.amount : currency === 'star' ? panel.stars : panel.points;
  return { amount, currency };
}
