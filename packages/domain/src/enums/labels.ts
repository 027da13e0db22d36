import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { examStateWords, type Label, orderStatusWords } from '../copy/labels';
import { type OrderStatus, orderStatusPriority } from '../rules/order-status';
import { type Wallet, wallets } from '../rules/wallets';

// The names themselves (Bengali and English) are in the domain's copy (copy/labels.ts).
export type { Label } from '../copy/labels';
export {
  batchModes,
  couponKinds,
  courseLevels,
  currencyUnits,
  expiryFlags,
  orderKinds,
  paymentStatuses,
  sizeOptions,
  transactionKinds,
  transactionStatuses,
  weekdays,
} from '../copy/labels';
export type { OrderStatus } from '../rules/order-status';

export type OrderKind = V2Schemas['OrderKind'];
export type PaymentStatus = V2Schemas['PaymentStatus'];
export type PaymentMethod = V3Schemas['PaymentMethod'];
export type TransactionKind = V2Schemas['TransactionKind'];
export type TransactionStatus = V2Schemas['TransactionStatus'];
export type CouponKind = V2Schemas['CouponKind'];
export type ExpiryFlag = V2Schemas['ExpiryFlag'];
export type CurrencyUnit = V3Schemas['CurrencyUnit'];
export type SizeOption = V2Schemas['SizeOption'];
export type BatchMode = V3Schemas['BatchMode'];
export type ExamSummaryState = V3Schemas['ExamSummary']['state'];
export type Weekday = V3Schemas['Weekday'];
export type CourseLevel = V3Schemas['CourseLevel'];

/** Each value's labels with what else is known of it, in the labels' order. */
function withLabels<K extends string, D extends object>(
  labels: Record<K, Label>,
  data: Record<K, D>,
): Record<K, Label & D> {
  return Object.fromEntries(
    Object.entries<Label>(labels).map(([key, label]) => [key, { ...data[key as K], ...label }]),
  ) as Record<K, Label & D>;
}

/**
 * Order statuses with their display priority (as the product specification numbers it): placed 1,
 * wait-send 2, sending 3 (shown as 'Delivered'), completed 4, cancelled 5, refunded 6.
 */
export const orderStatuses: Record<OrderStatus, Label & { priority: number }> = withLabels(orderStatusWords, {
  placed: { priority: orderStatusPriority.placed },
  'wait-send': { priority: orderStatusPriority['wait-send'] },
  sending: { priority: orderStatusPriority.sending },
  completed: { priority: orderStatusPriority.completed },
  cancelled: { priority: orderStatusPriority.cancelled },
  refunded: { priority: orderStatusPriority.refunded },
});

/** The order state machine lives in the shared rules (the api applies it too). */
export { canTransitionOrder } from '../rules/order-status';

/** Orders sorted by status priority (placed first), stable within a status. */
export function byOrderStatusPriority<T extends { status: OrderStatus }>(a: T, b: T): number {
  return orderStatuses[a.status].priority - orderStatuses[b.status].priority;
}

/** The wallets, each with its own colour as a swatch (docs/decisions/0018-look-and-feel.md; no logos). */
export const paymentMethods: Record<PaymentMethod, Label & Wallet> = wallets;

/**
 * An exam's state for the learner (the api's one rule, `ExamSummary.state`), as the batch page says
 * it; `tone` is how it is drawn: done (passed), open (can be taken now), refused (failed, no attempts
 * left) or waiting (not open, locked, pending, closed). Words, never colour alone.
 */
export const examStates: Record<ExamSummaryState, Label & { tone: 'done' | 'open' | 'refused' | 'waiting' }> =
  withLabels(examStateWords, {
    'not-open': { tone: 'waiting' },
    locked: { tone: 'waiting' },
    open: { tone: 'open' },
    'in-progress': { tone: 'open' },
    passed: { tone: 'done' },
    failed: { tone: 'refused' },
    pending: { tone: 'waiting' },
    'no-attempts': { tone: 'refused' },
    closed: { tone: 'waiting' },
  });

/** The Bengali of each value of a label table: `bnOf(weekdays).sat` → 'শনি'. */
export function bnOf<K extends string>(labels: Record<K, Label>): Record<K, string> {
  return Object.fromEntries(Object.entries<Label>(labels).map(([key, label]) => [key, label.bn])) as Record<
    K,
    string
  >;
}
