import { type CheckoutItem, checkoutItem, checkoutQuery, parseOrderDetails, routes } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';

type PurchaseStatus = V3Schemas['PurchaseStatus'];

/** How a purchase ended, as the result page tells it: the outcome picks the words and the next step. */
export type CheckoutOutcome = 'paid' | 'failed' | 'cancelled' | 'expired' | 'waiting' | 'unknown';

const outcomes: Record<PurchaseStatus, CheckoutOutcome> = {
  COMPLETED: 'paid',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
  PENDING: 'waiting',
};

/**
 * The `status` the gateway sent the browser back with (`?transaction&status`,
 * docs/decisions/0006-payment-gateways.md) as an outcome.
 */
export function checkoutOutcome(status: unknown): CheckoutOutcome {
  return typeof status === 'string' && Object.hasOwn(outcomes, status)
    ? outcomes[status as PurchaseStatus]
    : 'unknown';
}

/** Outcomes after which paying again makes sense (the chosen batch is still held). */
export function canRetry(outcome: CheckoutOutcome): boolean {
  return outcome === 'failed' || outcome === 'cancelled' || outcome === 'expired';
}

/** The result page's query: what the checkout put in its `redirect` (`?batch=`, `?course=&plan=`). */
export interface ResultQuery {
  batch?: unknown;
  course?: unknown;
  plan?: unknown;
}

/**
 * Where "pay again" goes: the checkout of the batch or plan in the URL or held in the cookie, else plain
 * /checkout.
 */
export function retryHref(query: ResultQuery, orderDetailsCookie: string | undefined): string {
  const item = checkoutItem(query, parseOrderDetails(orderDetailsCookie));
  return item ? `${routes.checkout}${checkoutQuery(item)}` : routes.checkout;
}

/** The `redirect` the checkout gives the gateway: the result page on this site, carrying the item for a retry. */
export function resultRedirect(origin: string, item: CheckoutItem): string {
  return `${origin}${routes.checkoutResult}${checkoutQuery(item)}`;
}
