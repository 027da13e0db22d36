import { isBlankQueryValue, type V2Schemas, type V3Schemas } from '@tilawat/sdk';

/**
 * The product specification's rule: a body field is empty when null, undefined, '' or a single space; false
 * and 0 are kept.
 */
export const isEmptyField = isBlankQueryValue;

/** The payload shapes the product specification names, each with its contract type. */
export interface Payloads {
  userLookup: V3Schemas['UserLookupPayload'];
  login: V3Schemas['LoginPayload'];
  register: V2Schemas['RegisterPayload'];
  otp: V3Schemas['OtpPayload'];
  passwordChange: V3Schemas['PasswordChangePayload'];
  purchase: V3Schemas['PurchasePayload'];
  bundlePurchase: V3Schemas['BundlePurchasePayload'];
  promoCheck: V3Schemas['PromoCheckPayload'];
  basket: V2Schemas['BasketPayload'];
  favourite: V2Schemas['FavouritePayload'];
  review: V2Schemas['ReviewPayload'];
  orderPay: V2Schemas['OrderPayPayload'];
  topup: V2Schemas['TopupPayload'];
  activity: V2Schemas['ActivityPayload'];
  buyNowOrder: V2Schemas['BuyNowOrderPayload'];
  submission: V3Schemas['SubmissionPayload'];
  recordingProgress: V3Schemas['RecordingProgressPayload'];
  notesOpened: V3Schemas['NotesOpenedPayload'];
}

type AllKeys<T> = T extends unknown ? keyof T : never;
/** Exactly the keys of a payload: a field missing from or added to the contract fails to compile here. */
type Whitelist<P> = readonly AllKeys<P>[] & { length: TupleLength<AllKeys<P>> };
type UnionToIntersection<U> = (U extends unknown ? (x: () => U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type LastOf<U> = UnionToIntersection<U> extends () => infer R ? R : never;
type UnionToTuple<U, L = LastOf<U>> = [U] extends [never] ? [] : [...UnionToTuple<Exclude<U, L>>, L];
type TupleLength<U> = UnionToTuple<U>['length'];

/**
 * The whitelisted fields of each payload, exactly as the product specification spells them (the contract's
 * schemas).
 */
const loginFields = ['phone', 'email', 'password', 'name', 'phone_extra'] as const;

export const payloadFields = {
  userLookup: ['phone', 'email'],
  login: loginFields,
  /**
   * Sign-up sends the login payload shape (docs/decisions/0014-sign-in-flow.md), with name required by the
   * contract.
   */
  register: loginFields,
  otp: ['otp', 'phone', 'email', 'registration_token'],
  passwordChange: ['new_password', 'confirm_password', 'current_password', 'reset_token'],
  purchase: ['schedule', 'amount', 'method', 'redirect', 'promo_code'],
  bundlePurchase: ['method', 'redirect', 'plan', 'course', 'promo_code'],
  promoCheck: ['course', 'schedule', 'plan', 'promo_code', 'currency'],
  basket: ['card', 'quantity', 'action'],
  favourite: ['catalog', 'action'],
  review: ['order', 'rating', 'comment'],
  orderPay: [
    'coupon_code',
    'order',
    'redirect',
    'method',
    'cancel_url',
    'success_url',
    'failed_url',
    'currency',
  ],
  topup: ['amount', 'method', 'cancel_url', 'success_url', 'failed_url'],
  activity: ['event_name', 'kind', 'item', 'event_data'],
  buyNowOrder: ['action', 'card', 'order_info', 'quantity'],
  submission: ['exam', 'answers', 'final'],
  recordingProgress: ['recording', 'batch', 'position_seconds', 'playback_rate', 'reported_at'],
  notesOpened: ['recording', 'batch', 'key', 'opened_at'],
} as const satisfies { [K in keyof Payloads]: Whitelist<Payloads[K]> };

/**
 * Only `fields` of `input`, empty ones dropped (`false` and `0` kept): the product specification's whitelist
 * rule.
 */
export function pickFields<T>(fields: readonly string[], input: Record<string, unknown>): T {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = input[field];
    if (!isEmptyField(value)) body[field] = value;
  }
  return body as T;
}

/**
 * A request body of one payload shape: only its whitelisted fields, empty ones
 * dropped, `false` and `0` kept. Extra fields of `input` (form state, ids of
 * other things) never reach the server.
 */
export function buildBody<K extends keyof Payloads>(
  shape: K,
  input: { [F in AllKeys<Payloads[K]>]?: unknown } & Record<string, unknown>,
): Payloads[K] {
  return pickFields<Payloads[K]>(payloadFields[shape], input);
}
