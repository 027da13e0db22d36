import { inputLimits } from '../rules/limits';
import type { OrderDetails } from './session';

/**
 * What the `orderDetails` cookie holds while a learner buys a batch: `batch-<id>`; a course's bundle
 * plan: `plan-<course id>-<plan id>`. A shop order (v2 `POST /order`) holds its own id there instead,
 * so these order ids carry a prefix that no shop order id (a UUID) has.
 */
const BATCH_PREFIX = 'batch-';
const PLAN_ORDER = /^plan-([1-9][0-9]{0,9})-(.+)$/;

/** What a learner is buying at /checkout: a batch, or a course's bundle plan. */
export type CheckoutItem =
  | { kind: 'batch'; batchId: number }
  | { kind: 'plan'; courseId: number; planId: string };

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

/** A bundle plan's id as the contract allows it (`PlanId`), or null. */
export function parsePlanId(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const { minLength, maxLength, pattern } = inputLimits.planId;
  return text.length >= minLength && text.length <= maxLength && new RegExp(pattern).test(text) ? text : null;
}

/** The order id held for a course's bundle plan (`holdOrder({ order_id: planOrderId(1, 'full-course') })`). */
export function planOrderId(courseId: number, planId: string): string {
  return `plan-${courseId}-${planId}`;
}

/** The batch or plan held in the `orderDetails` cookie, or null when it holds nothing of the kind. */
export function heldCheckoutItem(details: OrderDetails | null): CheckoutItem | null {
  const batchId = heldBatchId(details);
  if (batchId !== null) return { kind: 'batch', batchId };
  const match = typeof details?.order_id === 'string' ? PLAN_ORDER.exec(details.order_id) : null;
  const courseId = parseId(match?.[1]);
  const planId = parsePlanId(match?.[2]);
  return courseId !== null && planId !== null ? { kind: 'plan', courseId, planId } : null;
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * What a checkout is for: the URL's `?batch=`, or its `?course=&plan=`, when they name one; else what the
 * `orderDetails` cookie holds (a learner who signed in or up in between comes back to plain /checkout).
 */
export function checkoutItem(
  query: { batch?: unknown; course?: unknown; plan?: unknown },
  held: OrderDetails | null,
): CheckoutItem | null {
  const batchId = parseId(first(query.batch));
  if (batchId !== null) return { kind: 'batch', batchId };
  const courseId = parseId(first(query.course));
  const planId = parsePlanId(first(query.plan));
  if (courseId !== null && planId !== null) return { kind: 'plan', courseId, planId };
  return heldCheckoutItem(held);
}

/** The order id the `orderDetails` cookie holds for a checkout item. */
export function checkoutOrderId(item: CheckoutItem): string {
  return item.kind === 'batch' ? batchOrderId(item.batchId) : planOrderId(item.courseId, item.planId);
}

/** The query that opens /checkout on an item (`?batch=12`, `?course=1&plan=full-course`). */
export function checkoutQuery(item: CheckoutItem): string {
  return item.kind === 'batch'
    ? `?batch=${item.batchId}`
    : `?course=${item.courseId}&plan=${encodeURIComponent(item.planId)}`;
}

/**
 * The item a purchase (`PurchaseTransaction`) bought: a new checkout of it starts when its held time ran
 * out. A bundle's `batch_id` is the on-demand batch its access opens, not what was bought.
 */
export function purchaseItem(purchase: {
  kind: 'batch' | 'bundle';
  batch_id: number | null;
  course_id: number;
  plan: string | null;
}): CheckoutItem | null {
  if (purchase.kind === 'bundle')
    return purchase.plan ? { kind: 'plan', courseId: purchase.course_id, planId: purchase.plan } : null;
  return purchase.batch_id === null ? null : { kind: 'batch', batchId: purchase.batch_id };
}
