import { z } from 'zod';
import { type PaymentMethod, paymentMethods } from '../enums/labels';

/** Bengali digits a learner may type (০–৯) become ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

/** The form messages, in one place. */
export const formMessages = {
  phone: 'সঠিক মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।',
  email: 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
  identity: 'মোবাইল নম্বর বা ইমেইল ঠিকানা লিখুন।',
  passwordShort: 'পাসওয়ার্ড অন্তত ৮ অক্ষরের হতে হবে।',
  passwordLong: 'পাসওয়ার্ড ১২৮ অক্ষরের বেশি হতে পারবে না।',
  passwordMismatch: 'দুটি পাসওয়ার্ড মেলেনি।',
  otp: 'ছয় সংখ্যার কোডটি লিখুন।',
  nameShort: 'আপনার পুরো নাম লিখুন।',
  nameLong: 'নাম ৮০ অক্ষরের মধ্যে লিখুন।',
  promoCode: 'সঠিক প্রোমো কোড লিখুন (৩–৩২ অক্ষর, ইংরেজি অক্ষর বা সংখ্যা)।',
  paymentMethod: 'যে ওয়ালেট থেকে পেমেন্ট করবেন সেটি বেছে নিন।',
} as const;

const BD_MOBILE = /^01[3-9]\d{8}$/;

/**
 * A Bangladeshi mobile number (01 then 3–9 then 8 digits), typed with or
 * without +88/88, spaces or dashes, in ASCII or Bengali digits; normalised to +8801XXXXXXXXX.
 */
export function normalizeBdPhone(input: string): string | null {
  const digits = toAsciiDigits(input).replace(/[\s\-()]/g, '');
  const local = digits.replace(/^\+?88(?=01)/, '');
  return BD_MOBILE.test(local) ? `+88${local}` : null;
}

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
  .pipe(z.email({ error: formMessages.email }).max(254, { error: formMessages.email }));

export const passwordRule = z
  .string({ error: formMessages.passwordShort })
  .min(8, { error: formMessages.passwordShort })
  .max(128, { error: formMessages.passwordLong });

export const otpRule = z
  .string({ error: formMessages.otp })
  .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: formMessages.otp }));

export const nameRule = z
  .string({ error: formMessages.nameShort })
  .trim()
  .min(2, { error: formMessages.nameShort })
  .max(80, { error: formMessages.nameLong });

export const promoCodeRule = z
  .string({ error: formMessages.promoCode })
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,32}$/, { error: formMessages.promoCode }));

export type Identity = { kind: 'phone'; phone: string } | { kind: 'email'; email: string };

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

/** The forms of the six auth steps and the promo form. */
export const forms = {
  phoneEmail: z.object({
    identity: z.string().transform((value, ctx) => {
      const identity = detectIdentity(value);
      if (!identity) {
        ctx.addIssue({ code: 'custom', message: formMessages.identity });
        return z.NEVER;
      }
      return identity;
    }),
  }),
  loginPassword: z.object({ password: z.string().min(1, { error: formMessages.passwordShort }) }),
  forgotPassword: z.object({ identity: z.string() }),
  resetPassword: withConfirmation({ otp: otpRule, new_password: passwordRule }, 'new_password'),
  signupNamePassword: withConfirmation(
    { name: nameRule, password: passwordRule, phone_extra: phoneRule.optional() },
    'password',
  ),
  signupVerifyOtp: z.object({ otp: otpRule }),
  promo: z.object({ promo_code: promoCodeRule }),
  /** The checkout: a wallet must be chosen before paying. */
  checkout: z.object({
    method: z.enum(Object.keys(paymentMethods) as [PaymentMethod, ...PaymentMethod[]], {
      error: formMessages.paymentMethod,
    }),
  }),
};

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
