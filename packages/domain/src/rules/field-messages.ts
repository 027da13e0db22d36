import { fieldMessages, keywordMessages } from '../copy/field-messages';

type Keyword = string;

export type FieldMessage = keyof typeof fieldMessages;

function passwordMessage(keyword: Keyword): string {
  if (keyword === 'maxLength') return fieldMessages.passwordLong;
  if (keyword === 'pattern') return fieldMessages.invisibleCharacter;
  return fieldMessages.passwordShort;
}

/** Messages of the contract's body fields, by field name; a function picks by the failed keyword. */
const byField: Record<string, string | ((keyword: Keyword) => string)> = {
  phone: fieldMessages.phone,
  phone_extra: fieldMessages.phone,
  email: fieldMessages.email,
  password: passwordMessage,
  new_password: passwordMessage,
  confirm_password: passwordMessage,
  otp: fieldMessages.otp,
  name: (k) =>
    k === 'maxLength'
      ? fieldMessages.nameLong
      : k === 'pattern'
        ? fieldMessages.invisibleCharacter
        : fieldMessages.nameShort,
  method: fieldMessages.paymentMethod,
  promo_code: fieldMessages.promoCode,
  weekly_minutes: fieldMessages.studyGoal,
};

/**
 * The message for a body field of the contract that failed `keyword`: the field's own when it has
 * one, else the keyword's, else `fallback`.
 */
export function fieldMessage(field: string, keyword: Keyword, fallback: string): string {
  const own = Object.hasOwn(byField, field) ? byField[field] : undefined;
  if (typeof own === 'function') return own(keyword);
  return own ?? keywordMessages[keyword] ?? fallback;
}
