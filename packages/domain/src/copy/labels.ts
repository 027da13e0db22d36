// The Bengali (and English) names of the contract's enum values: statuses, kinds, days, levels. The
// tables here are words only; enums/labels.ts adds what is not words (an order status's priority, an exam
// state's tone) and is where the rest of domain and the kit read them.
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import type { OrderStatus } from '../rules/order-status';

/** A value's Bengali (shown by default) and English labels. */
export interface Label {
  bn: string;
  en: string;
}

type OrderKind = V2Schemas['OrderKind'];
type PaymentStatus = V2Schemas['PaymentStatus'];
type TransactionKind = V2Schemas['TransactionKind'];
type TransactionStatus = V2Schemas['TransactionStatus'];
type CouponKind = V2Schemas['CouponKind'];
type ExpiryFlag = V2Schemas['ExpiryFlag'];
type CurrencyUnit = V3Schemas['CurrencyUnit'];
type SizeOption = V2Schemas['SizeOption'];
type BatchMode = V3Schemas['BatchMode'];
type ExamSummaryState = V3Schemas['ExamSummary']['state'];
type Weekday = V3Schemas['Weekday'];
type CourseLevel = V3Schemas['CourseLevel'];

/** The order statuses' names ('sending' is shown as 'Delivered', as learners are told). */
export const orderStatusWords: Record<OrderStatus, Label> = {
  placed: { en: 'Placed', bn: 'অর্ডার গৃহীত' },
  'wait-send': { en: 'Waiting to send', bn: 'পাঠানোর অপেক্ষায়' },
  sending: { en: 'Delivered', bn: 'ডেলিভারি হয়েছে' },
  completed: { en: 'Completed', bn: 'সম্পন্ন' },
  cancelled: { en: 'Cancelled', bn: 'বাতিল' },
  refunded: { en: 'Refunded', bn: 'টাকা ফেরত দেওয়া হয়েছে' },
};

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

/** An exam's state for the learner, as the batch page says it. */
export const examStateWords: Record<ExamSummaryState, Label> = {
  'not-open': { en: 'Not open yet', bn: 'এখনো খোলেনি' },
  locked: { en: 'Locked', bn: 'আগের পরীক্ষায় পাস করলে খুলবে' },
  open: { en: 'Open', bn: 'দেওয়া যাবে' },
  'in-progress': { en: 'In progress', bn: 'চলছে' },
  passed: { en: 'Passed', bn: 'উত্তীর্ণ' },
  failed: { en: 'Failed', bn: 'অনুত্তীর্ণ' },
  pending: { en: 'Result pending', bn: 'ফলের অপেক্ষায়' },
  'no-attempts': { en: 'No attempts left', bn: 'সুযোগ শেষ' },
  closed: { en: 'Closed', bn: 'সময় শেষ' },
};

export const batchModes: Record<BatchMode, Label> = {
  live: { en: 'Live', bn: 'লাইভ' },
  'on-demand': { en: 'On demand', bn: 'রেকর্ডেড' },
};

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
