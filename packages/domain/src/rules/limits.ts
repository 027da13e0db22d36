import { fieldLimits } from '@tilawat/sdk/field-limits';

/**
 * How many characters a pattern of one repeated part allows, read from its last quantifier
 * (`^[0-9]{6}$` → 6 to 6, `^[A-Za-z0-9_-]{3,32}$` → 3 to 32). A pattern of another shape throws, so a
 * changed contract fails at once instead of showing a wrong number.
 */
export function patternLength(pattern: string): { min: number; max: number } {
  const match = /\{(\d+)(?:,(\d+))?\}\$$/.exec(pattern);
  if (!match) throw new Error(`no length in the pattern ${pattern}`);
  const min = Number(match[1]);
  return { min, max: match[2] === undefined ? min : Number(match[2]) };
}

/** The contract's limits of the fields the learner types (specs/common.yaml, specs/v3.yaml). */
export const inputLimits = {
  phonePattern: fieldLimits.common.BdPhone.pattern,
  emailMaxLength: fieldLimits.common.Email.maxLength,
  password: fieldLimits.common.Password,
  otpPattern: fieldLimits.common.OtpCode.pattern,
  otp: patternLength(fieldLimits.common.OtpCode.pattern),
  name: fieldLimits.common['RegisterPayload.name'],
  /** The name a learner may change on their profile (`UserUpdatePayload.name`, specs/v2.yaml). */
  profileName: fieldLimits.v2['UserUpdatePayload.name'],
  promoCodePattern: fieldLimits.v3.PromoCode.pattern,
  /** A bundle plan's id (`PlanId`): what the checkout's `?plan=` and the held order may name. */
  planId: fieldLimits.v3.PlanId,
  promoCode: patternLength(fieldLimits.v3.PromoCode.pattern),
  /** The "call me back" form's message (`LeadPayload.message`) and the characters multi-line text may hold. */
  leadMessage: fieldLimits.v3['LeadPayload.message'],
  multilineTextPattern: fieldLimits.common.MultilineText.pattern,
  /** Taka a learner may add to the wallet at a time (`TopupPayload.amount`, specs/v2.yaml). */
  topupAmount: fieldLimits.v2['TopupPayload.amount'],
  /** A review's stars and comment (`ReviewPayload.rating`, `ReviewPayload.comment`). */
  reviewRating: fieldLimits.v2['ReviewPayload.rating'],
  reviewComment: fieldLimits.v2['ReviewPayload.comment'],
} as const;
