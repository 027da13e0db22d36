// @tilawat/domain/rules — pure rules that both the api and the web need, written once. At run time it
// imports only the contract's generated limits (`@tilawat/sdk/field-limits`, plain data; types from
// @tilawat/sdk), so the api may bundle it without the client, Redux or zod (docs/architecture.md, "Where a
// new rule goes"). Its Bengali words (field messages, the rubric's names) come from ../copy/, plain data too.

export { fieldMessages, keywordMessages } from '../copy/field-messages';
// the recitation rubric (issue 20): data and the one scoring function
export type { MistakeCategory, MistakeSeverity, PracticeScore, ScoredMark } from '../recitation/rubric';
export { mistakeCategoryOrder, RUBRIC, scoreRecitation } from '../recitation/rubric';
export type { AvatarType } from './avatar-file';
export { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarMessages, checkAvatarFile, fileSizeText } from './avatar-file';
// a batch's completion rule (issue 40): what its certificate asks, and whether a learner meets it
export type { CompletionCounts, CompletionRule } from './completion-rule';
export { completionAsked, completionMet } from './completion-rule';
export { normalizeCouponCode } from './coupon-code';
export { toAsciiDigits, toBengaliDigits } from './digits';
export type { FieldMessage } from './field-messages';
export { fieldMessage } from './field-messages';
// a guardian's weekly summary (issue 41)
export type { GuardianWeek } from './guardian-summary';
export {
  GUARDIAN_SUMMARY_HOUR,
  guardianSummaryEmail,
  guardianSummarySms,
  guardianWeekLine,
} from './guardian-summary';
export { inputLimits, patternLength } from './limits';
export type { LiveClassState, LiveClassTimes } from './live-class';
export {
  JOIN_OPENS_BEFORE_MINUTES,
  joinOpensAt,
  liveClassEndsAt,
  liveClassState,
  liveClassStatus,
} from './live-class';
export { oneTimeCode } from './one-time-code';
export type { OrderStatus } from './order-status';
export { canTransitionOrder, orderNumber, orderStatusPriority } from './order-status';
export { normalizeBdPhone } from './phone';
// reminders (issue 40): the quiet hours and an SMS reminder within one part
export type { QuietHours, ReminderSmsKind } from './reminders';
export {
  afterQuietHours,
  inQuietHours,
  parseQuietHours,
  QUIET_HOURS,
  reminderSms,
  SMS_PART_LENGTH,
  smsLink,
} from './reminders';
// field data (issue 38): the Core Web Vitals' thresholds and ranges, and the pages' route templates
export type { StudyStreak } from './study-streak';
export { STUDY_GOAL_MINUTES, shiftDay, studyStreak, studyWeek, validStudyGoal } from './study-streak';
export type { PaymentMethod, Wallet } from './wallets';
export { paymentMethodList, wallets } from './wallets';
export type { VitalName, VitalRating, VitalRule, VitalsRoute } from './web-vitals';
export { isVitalsRoute, rateVital, vitalInRange, vitalsRouteOf, webVitals } from './web-vitals';
