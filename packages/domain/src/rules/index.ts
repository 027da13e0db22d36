// @tilawat/domain/rules — pure rules that both the api and the web need, written once. It imports
// nothing at run time (types from @tilawat/sdk only), so the api may bundle it (DESIGN.md §1).
export type { FieldMessage } from './field-messages';
export { fieldMessage, fieldMessages, keywordMessages } from './field-messages';
export type { LiveClassState, LiveClassTimes } from './live-class';
export {
  JOIN_OPENS_BEFORE_MINUTES,
  joinOpensAt,
  liveClassEndsAt,
  liveClassState,
  liveClassStatus,
} from './live-class';
export { oneTimeCode } from './one-time-code';
export { normalizeBdPhone, toAsciiDigits } from './phone';
export type { PaymentMethod, Wallet } from './wallets';
export { paymentMethodList, wallets } from './wallets';
