import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { type OrderStatus, orderStatusPriority } from '../rules/order-status';
import { type Wallet, wallets } from '../rules/wallets';

/** A value's Bengali (shown by default) and English labels. */
export interface Label {
  bn: string;
  en: string;
}

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

/**
 * Order statuses with their display priority (as the product specification numbers it): placed 1,
 * wait-send 2, sending 3 (shown as 'Delivered'), completed 4, cancelled 5, refunded 6.
 */
export const orderStatuses: Record<OrderStatus, Label & { priority: number }> = {
  placed: { priority: orderStatusPriority.placed, en: 'Placed', bn: 'অর্ডার গৃহীত' },
  'wait-send': { priority: orderStatusPriority['wait-send'], en: 'Waiting to send', bn: 'পাঠানোর অপেক্ষায়' },
  sending: { priority: orderStatusPriority.sending, en: 'Delivered', bn: 'ডেলিভারি হয়েছে' },
  completed: { priority: orderStatusPriority.completed, en: 'Completed', bn: 'সম্পন্ন' },
  cancelled: { priority: orderStatusPriority.cancelled, en: 'Cancelled', bn: 'বাতিল' },
  refunded: { priority: orderStatusPriority.refunded, en: 'Refunded', bn: 'টাকা ফেরত দেওয়া হয়েছে' },
};

/** The order state machine lives in the shared rules (the api applies it too). */
export { canTransitionOrder } from '../rules/order-status';

/** Orders sorted by status priority (placed first), stable within a status. */
export function byOrderStatusPriority<T extends { status: OrderStatus }>(a: T, b: T): number {
  return orderStatuses[a.status].priority - orderStatuses[b.status].priority;
}

export const orderKinds: Record<OrderKind, Label> = {
  topup: { en: 'Top-up', bn: 'টপ-আপ' },
  'pre-order': { en: 'Pre-order', bn: 'প্রি-অর্ডার' },
  'instant-delivery': { en: 'Instant delivery', bn: 'তাৎক্ষণিক ডেলিভারি' },
};

export const paymentStatuses: Record<PaymentStatus, Label> = {
  waiting_payment: { en: 'Waiting for payment', bn: 'পেমেন্টের অপেক্ষায়' },
  paid: { en: 'Paid', bn: 'পরিশোধিত' },
  expired: { en: 'Expired', bn: 'মেয়াদ শেষ' },
  refund: { en: 'Refunded', bn: 'ফেরত' },
};

/** The wallets, each with its own colour as a swatch (docs/decisions/0018-look-and-feel.md; no logos). */
export const paymentMethods: Record<PaymentMethod, Label & Wallet> = wallets;

export const transactionKinds: Record<TransactionKind, Label> = {
  topup: { en: 'Top-up', bn: 'টপ-আপ' },
  /** A claimed topup coupon, or a reward earned (points for a paid order, a star for a passed exam). */
  claimed: { en: 'Coupon or reward', bn: 'কুপন ও পুরস্কার' },
  online_payment: { en: 'Online payment', bn: 'অনলাইন পেমেন্ট' },
  refund: { en: 'Refund', bn: 'ফেরত' },
};

export const transactionStatuses: Record<TransactionStatus, Label> = {
  COMPLETED: { en: 'Completed', bn: 'সম্পন্ন' },
  PENDING: { en: 'Pending', bn: 'প্রক্রিয়াধীন' },
};

export const couponKinds: Record<CouponKind, Label> = {
  gift: { en: 'Gift', bn: 'উপহার' },
  topup: { en: 'Top-up', bn: 'টপ-আপ' },
};

export const expiryFlags: Record<ExpiryFlag, Label> = {
  expired: { en: 'Expired', bn: 'মেয়াদোত্তীর্ণ' },
  available: { en: 'Available', bn: 'ব্যবহারযোগ্য' },
};

/** tk is shown as ৳. */
export const currencyUnits: Record<CurrencyUnit, Label & { symbol: string }> = {
  tk: { en: 'Taka', bn: 'টাকা', symbol: '৳' },
  star: { en: 'Star', bn: 'স্টার', symbol: '★' },
  point: { en: 'Point', bn: 'পয়েন্ট', symbol: 'পয়েন্ট' },
};

export const sizeOptions: Record<SizeOption, Label> = {
  small: { en: 'Small', bn: 'ছোট' },
  medium: { en: 'Medium', bn: 'মাঝারি' },
  large: { en: 'Large', bn: 'বড়' },
};

/**
 * An exam's state for the learner (the api's one rule, `ExamSummary.state`), as the batch page says
 * it; `tone` is how it is drawn: done (passed), open (can be taken now), refused (failed, no attempts
 * left) or waiting (not open, locked, pending, closed). Words, never colour alone.
 */
export const examStates: Record<ExamSummaryState, Label & { tone: 'done' | 'open' | 'refused' | 'waiting' }> =
  {
    'not-open': { tone: 'waiting', en: 'Not open yet', bn: 'এখনো খোলেনি' },
    locked: { tone: 'waiting', en: 'Locked', bn: 'আগের পরীক্ষায় পাস করলে খুলবে' },
    open: { tone: 'open', en: 'Open', bn: 'দেওয়া যাবে' },
    'in-progress': { tone: 'open', en: 'In progress', bn: 'চলছে' },
    passed: { tone: 'done', en: 'Passed', bn: 'উত্তীর্ণ' },
    failed: { tone: 'refused', en: 'Failed', bn: 'অনুত্তীর্ণ' },
    pending: { tone: 'waiting', en: 'Result pending', bn: 'ফলের অপেক্ষায়' },
    'no-attempts': { tone: 'refused', en: 'No attempts left', bn: 'সুযোগ শেষ' },
    closed: { tone: 'waiting', en: 'Closed', bn: 'সময় শেষ' },
  };

export const batchModes: Record<BatchMode, Label> = {
  live: { en: 'Live', bn: 'লাইভ' },
  'on-demand': { en: 'On demand', bn: 'রেকর্ডেড' },
};

export type Weekday = V3Schemas['Weekday'];
export type CourseLevel = V3Schemas['CourseLevel'];

/** The days of a batch's classes, in the Bangladeshi week's order (Saturday first). */
export const weekdays: Record<Weekday, Label> = {
  sat: { en: 'Sat', bn: 'শনি' },
  sun: { en: 'Sun', bn: 'রবি' },
  mon: { en: 'Mon', bn: 'সোম' },
  tue: { en: 'Tue', bn: 'মঙ্গল' },
  wed: { en: 'Wed', bn: 'বুধ' },
  thu: { en: 'Thu', bn: 'বৃহস্পতি' },
  fri: { en: 'Fri', bn: 'শুক্র' },
};

export const courseLevels: Record<CourseLevel, Label> = {
  beginner: { en: 'Beginner', bn: 'প্রাথমিক স্তর' },
  intermediate: { en: 'Intermediate', bn: 'মধ্যম স্তর' },
  advanced: { en: 'Advanced', bn: 'উচ্চতর স্তর' },
};

/** The Bengali of each value of a label table: `bnOf(weekdays).sat` → 'শনি'. */
export function bnOf<K extends string>(labels: Record<K, Label>): Record<K, string> {
  return Object.fromEntries(Object.entries<Label>(labels).map(([key, label]) => [key, label.bn])) as Record<
    K,
    string
  >;
}
