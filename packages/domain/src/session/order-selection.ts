import type { OrderDetails } from './session';

/**
 * What the `orderDetails` cookie holds while a learner buys a batch: `batch-<id>`. A shop order
 * (v2 `POST /order`) holds its own id there instead, so a batch's order id carries a prefix that
 * no shop order id has.
 */
const BATCH_PREFIX = 'batch-';

/** The order id held for a batch the learner chose (`holdOrder({ order_id: batchOrderId(12) })`). */
export function batchOrderId(batchId: number): string {
  return `${BATCH_PREFIX}${batchId}`;
}

/**
 * A positive id of the contract (a route or query value `"12"`, a cookie part, `12`) within PostgreSQL's
 * integer range; null for anything else (`"0"`, `"012"`, `"1e3"`, `"12abc"`, `["1"]`).
 */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** The batch held in the `orderDetails` cookie, or null when it holds nothing or a shop order. */
export function heldBatchId(details: OrderDetails | null): number | null {
  if (!details || typeof details.order_id !== 'string' || !details.order_id.startsWith(BATCH_PREFIX)) {
    return null;
  }
  return parseId(details.order_id.slice(BATCH_PREFIX.length));
}

/**
 * The batch a checkout is for: the `?batch=` of the URL when it names one, else the batch held in
 * the `orderDetails` cookie (a learner who signed up in between comes back to plain /checkout).
 */
export function checkoutBatchId(query: unknown, held: OrderDetails | null): number | null {
  return parseId(Array.isArray(query) ? query[0] : query) ?? heldBatchId(held);
}
