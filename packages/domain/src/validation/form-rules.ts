import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { fieldLimits } from '@tilawat/sdk/field-limits';
import { z } from 'zod';
import type { AuthStep } from '../auth/auth-steps';
import { type SizeOption, sizeOptions } from '../enums/labels';
import {
  fieldMessages,
  inputLimits,
  keywordMessages,
  normalizeBdPhone,
  paymentMethodList,
  toAsciiDigits,
} from '../rules';

/** The form messages: the one Bengali catalogue of field messages that the api answers too. */
export const formMessages = fieldMessages;

// The limits are the contract's (specs/, through @tilawat/sdk/field-limits); the rules add what a
// learner types that the contract does not take: Bengali digits, spaces, lower-case promo codes.
const { password, name } = inputLimits;

export const phoneRule = z.string({ error: formMessages.phone }).transform((value, ctx) => {
  const phone = normalizeBdPhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: formMessages.phone });
    return z.NEVER;
  }
  return phone;
});

export const emailRule = z
  .string({ error: formMessages.email })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ error: formMessages.email }).max(inputLimits.emailMaxLength, { error: formMessages.email }),
  );

export const passwordRule = z
  .string({ error: formMessages.passwordShort })
  .min(password.minLength, { error: formMessages.passwordShort })
  .max(password.maxLength, { error: formMessages.passwordLong });

export const otpRule = z
  .string({ error: formMessages.otp })
  .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(inputLimits.otpPattern), { error: formMessages.otp }));

export const nameRule = z
  .string({ error: formMessages.nameShort })
  .trim()
  .min(name.minLength, { error: formMessages.nameShort })
  .max(name.maxLength, { error: formMessages.nameLong });

export const promoCodeRule = z
  .string({ error: formMessages.promoCode })
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(new RegExp(inputLimits.promoCodePattern), { error: formMessages.promoCode }));

export type Identity = { kind: 'phone'; phone: string } | { kind: 'email'; email: string };

/** An identity as the api's bodies take it: `{ phone }` or `{ email }`. */
export type IdentityInput = { phone: string } | { email: string };

export function toIdentityInput(identity: Identity): IdentityInput {
  return identity.kind === 'phone' ? { phone: identity.phone } : { email: identity.email };
}

/** The phone number or e-mail an identity input names, as the learner reads it. */
export function identityText(input: IdentityInput | null): string {
  if (!input) return '';
  return 'phone' in input ? input.phone : input.email;
}

/** The first auth step: is this a phone number or an e-mail address? null when neither. */
export function detectIdentity(input: string): Identity | null {
  const value = input.trim();
  if (value.includes('@')) {
    const email = emailRule.safeParse(value);
    return email.success ? { kind: 'email', email: email.data } : null;
  }
  const phone = normalizeBdPhone(value);
  return phone ? { kind: 'phone', phone } : null;
}

const withConfirmation = <T extends z.ZodRawShape>(shape: T, field: 'password' | 'new_password') =>
  z
    .object({ ...shape, confirm_password: z.string() })
    .refine(
      (form) =>
        (form as Record<string, unknown>)[field] === (form as Record<string, unknown>).confirm_password,
      {
        path: ['confirm_password'],
        error: formMessages.passwordMismatch,
      },
    );

/** A phone number or an e-mail address, as `detectIdentity` reads it. */
const identityForm = z.object({
  identity: z.string().transform((value, ctx) => {
    const identity = detectIdentity(value);
    if (!identity) {
      ctx.addIssue({ code: 'custom', message: formMessages.identity });
      return z.NEVER;
    }
    return identity;
  }),
});

type LeadPayload = V3Schemas['LeadPayload'];
export type PreferredTime = NonNullable<LeadPayload['preferred_time']>;

/** When a visitor may be called back (`LeadPayload.preferred_time`), in the order of the day. */
export const preferredTimes = Object.keys({
  morning: true,
  afternoon: true,
  evening: true,
  night: true,
} satisfies Record<PreferredTime, true>) as [PreferredTime, ...PreferredTime[]];

/** An optional field left blank (absent, null, '' or only spaces) is not given: undefined. */
const optionalField = <T extends z.ZodType>(rule: T) =>
  z.preprocess(
    (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    rule.optional(),
  );

/** The keys whose value is undefined left out: a body of only the fields given. */
const withoutBlanks = <T extends Record<string, unknown>>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;

/** A multi-line note (the contract's MultilineText) of at most `maxLength` characters. */
const noteRule = (maxLength: number) =>
  z
    .string({ error: keywordMessages.type })
    .trim()
    .max(maxLength, { error: keywordMessages.maxLength })
    .regex(new RegExp(inputLimits.multilineTextPattern), { error: fieldMessages.invisibleCharacter });

/**
 * The "call me back" form of public pages (`POST /lead`, `LeadPayload`): a name and a Bangladeshi
 * mobile (→ +8801…); e-mail, course (a select's id), preferred time and message may be left blank
 * and are then left out of the body.
 */
const leadForm = z
  .object({
    name: nameRule,
    phone: phoneRule,
    email: optionalField(emailRule),
    course: optionalField(
      z.coerce
        .number({ error: keywordMessages.enum })
        .int({ error: keywordMessages.enum })
        .positive({ error: keywordMessages.enum }),
    ),
    preferred_time: optionalField(z.enum(preferredTimes, { error: keywordMessages.enum })),
    message: optionalField(noteRule(inputLimits.leadMessage.maxLength)),
  })
  .transform((lead): LeadPayload => withoutBlanks(lead));

type OrderInfo = V2Schemas['OrderInfo'];
const orderInfoLimits = {
  address: fieldLimits.v2['OrderInfo.address'],
  city: fieldLimits.v2['OrderInfo.city'],
  note: fieldLimits.v2['OrderInfo.note'],
} as const;

/** The sizes a printed item comes in (`SizeOption`), smallest first. */
const sizeList = Object.keys(sizeOptions) as [SizeOption, ...SizeOption[]];

/**
 * The delivery details of a printed item's order (`OrderInfo`, specs/v2.yaml): a name and a
 * Bangladeshi mobile (→ +8801…), the address (a few lines, the contract's 5–300 characters; blank
 * says "fill this in", short says "too short"); the district or city, the size (buy-now) and a note
 * for the courier may be left blank and are then left out of the body. Messages are the catalogue's:
 * the field's own (name, phone), else the keyword's, as the api answers them.
 */
const orderInfoForm = z
  .object({
    name: nameRule,
    phone: phoneRule,
    address: z
      .string({ error: keywordMessages.required })
      .trim()
      .min(1, { error: keywordMessages.required })
      .min(orderInfoLimits.address.minLength, { error: keywordMessages.minLength })
      .max(orderInfoLimits.address.maxLength, { error: keywordMessages.maxLength })
      .regex(new RegExp(inputLimits.multilineTextPattern), { error: fieldMessages.invisibleCharacter }),
    city: optionalField(
      z
        .string({ error: keywordMessages.type })
        .trim()
        .max(orderInfoLimits.city.maxLength, { error: keywordMessages.maxLength })
        .regex(new RegExp(fieldLimits.common.Text.pattern), { error: fieldMessages.invisibleCharacter }),
    ),
    size: optionalField(z.enum(sizeList, { error: keywordMessages.enum })),
    note: optionalField(noteRule(orderInfoLimits.note.maxLength)),
  })
  .transform((info): OrderInfo => withoutBlanks(info));

type TopupPayload = V2Schemas['TopupPayload'];
type PaymentMethod = NonNullable<TopupPayload['method']>;
type ReviewPayload = V2Schemas['ReviewPayload'];

/**
 * The amounts a learner may pick with one tap on the wallet's top-up form (taka), smallest first;
 * each within the contract's `TopupPayload.amount` (a test holds them to it).
 */
export const topupAmountChips = [100, 200, 500, 1000, 2000] as const;

/**
 * A top-up's amount as a learner types it: whole taka, ASCII or Bengali digits, grouping commas,
 * spaces and a ৳ allowed ('১,০০০' → 1000); within the contract's `TopupPayload.amount` (৳50–৳10,000).
 * A number is taken as it is. Anything else — blank, a fraction, out of range — gets the one message
 * that names the limits.
 */
const topupAmountRule = z
  .union([z.number(), z.string()], { error: formMessages.topupAmount })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : toAsciiDigits(value).replace(/[\s,৳]/g, '');
    const amount = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const { minimum, maximum } = inputLimits.topupAmount;
    if (!Number.isSafeInteger(amount) || amount < minimum || amount > maximum) {
      ctx.addIssue({ code: 'custom', message: formMessages.topupAmount });
      return z.NEVER;
    }
    return amount;
  });

/**
 * The wallet's top-up form (`POST /gateway/topup`, `TopupPayload`): the amount in whole taka and the
 * wallet to pay from (the contract lets the gateway ask, the site always asks first). The page adds
 * the return addresses.
 */
const topupForm = z
  .object({
    amount: topupAmountRule,
    method: z.enum(paymentMethodList, { error: formMessages.paymentMethod }),
  })
  .transform((topup): { amount: number; method: PaymentMethod } => topup);

/**
 * A review of a completed order's card (`POST /review`, `ReviewPayload` without `order`, which the
 * page adds): the stars, a whole number from 1 to 5 (a radio's value, ASCII or Bengali digit), and
 * an optional comment, trimmed, up to the contract's 1000 characters, left out when blank.
 */
const reviewForm = z
  .object({
    rating: z.preprocess(
      (value) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value),
      z.coerce
        .number({ error: formMessages.rating })
        .int({ error: formMessages.rating })
        .min(inputLimits.reviewRating.minimum, { error: formMessages.rating })
        .max(inputLimits.reviewRating.maximum, { error: formMessages.rating }),
    ),
    comment: optionalField(noteRule(inputLimits.reviewComment.maxLength)),
  })
  .transform((review): { rating: number; comment?: string } & Omit<ReviewPayload, 'order'> =>
    withoutBlanks(review),
  );

type UserUpdatePayload = V2Schemas['UserUpdatePayload'];

/** What the profile form sends (`PATCH /user/me`): the name, and the second number or null to remove it. */
export type ProfileValues = { name: string; phone_extra: string | null } & UserUpdatePayload;

/**
 * The learner's profile (`PATCH /user/me`, `UserUpdatePayload`): the name, trimmed, within the
 * contract's 2–80 characters and without invisible control characters; a second mobile number (such
 * as WhatsApp), typed in ASCII or Bengali digits, with or without +88, normalised to +8801XXXXXXXXX —
 * or left blank, which sends null: "remove it".
 */
const profileForm = z
  .object({
    name: z
      .string({ error: formMessages.nameShort })
      .trim()
      .min(inputLimits.profileName.minLength, { error: formMessages.nameShort })
      .max(inputLimits.profileName.maxLength, { error: formMessages.nameLong })
      .regex(new RegExp(fieldLimits.common.Text.pattern), { error: fieldMessages.invisibleCharacter }),
    phone_extra: z.preprocess(
      (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? null : value),
      phoneRule.nullable(),
    ),
  })
  .transform((profile): ProfileValues => profile);

/** The forms of the six auth steps, the promo, checkout, lead, delivery-details, top-up, review and profile forms. */
export const forms = {
  phoneEmail: identityForm,
  loginPassword: z.object({ password: z.string().min(1, { error: formMessages.passwordShort }) }),
  forgotPassword: identityForm,
  resetPassword: withConfirmation({ otp: otpRule, new_password: passwordRule }, 'new_password'),
  signupNamePassword: withConfirmation(
    { name: nameRule, password: passwordRule, phone_extra: phoneRule.optional() },
    'password',
  ),
  signupVerifyOtp: z.object({ otp: otpRule }),
  promo: z.object({ promo_code: promoCodeRule }),
  /** The checkout: a wallet must be chosen before paying. */
  checkout: z.object({
    method: z.enum(paymentMethodList, {
      error: formMessages.paymentMethod,
    }),
  }),
  lead: leadForm,
  /** A printed item's delivery details (`OrderInfo`: basket order and buy-now). */
  orderInfo: orderInfoForm,
  /** The wallet's top-up: whole taka within the contract's limits, and a wallet. */
  topup: topupForm,
  /** A review of a completed order's card: 1–5 stars and an optional comment. */
  review: reviewForm,
  /** The learner's profile: the name, and a second number (blank → null, "remove it"). */
  profile: profileForm,
  /**
   * Moving the account to another phone or e-mail (issue 35): the new one, and the current password
   * (left out for an account that has none yet; the server then asks for a fresh code sign-in).
   */
  identityChange: z.object({
    identity: identityForm.shape.identity,
    current_password: z.string().min(1, { error: formMessages.currentPassword }).optional(),
  }),
  /** The code sent to the new phone or e-mail. */
  identityChangeCode: z.object({ otp: otpRule }),
};

/** The form of each auth step, by the step's name (its fields are `authStepFields`). */
export const authStepForms = {
  'phone-email': forms.phoneEmail,
  'login-password': forms.loginPassword,
  // the same six-digit code rule as signup-verify-otp
  'login-otp': forms.signupVerifyOtp,
  'forgot-password': forms.forgotPassword,
  'reset-password': forms.resetPassword,
  'signup-verify-otp': forms.signupVerifyOtp,
  'signup-name-password': forms.signupNamePassword,
} as const satisfies Record<AuthStep, z.ZodObject>;

export type FieldErrors = Partial<Record<string, string>>;
export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a form rule: the parsed values, or the first Bengali message of each field (for showing next to it). */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
