// The Bengali messages of form fields, and of a JSON Schema keyword a field failed: one catalogue, shown
// by the web's forms and answered by the api (rules/field-messages.ts picks one for a field).
import { toBengaliDigits as bn } from '../rules/digits';
import { inputLimits } from '../rules/limits';
import { STUDY_GOAL_MINUTES } from '../rules/study-streak';

const { password, name, promoCode, topupAmount } = inputLimits;

/** Taka as a sentence states it: South Asian grouping, Bengali digits (10000 → '১০,০০০'). */
const taka = (amount: number) => bn(amount.toLocaleString('en-IN'));

/**
 * The Bengali messages of form fields: one catalogue, shown next to a field by the web's forms and
 * answered in `errors[].msg` by the api, so a learner reads the same sentence from either. The numbers
 * they state are the contract's limits, in Bengali digits.
 */
export const fieldMessages = {
  phone: 'সঠিক মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।',
  email: 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
  identity: 'মোবাইল নম্বর বা ইমেইল ঠিকানা লিখুন।',
  passwordShort: `পাসওয়ার্ড অন্তত ${bn(password.minLength)} অক্ষরের হতে হবে।`,
  passwordLong: `পাসওয়ার্ড ${bn(password.maxLength)} অক্ষরের বেশি হতে পারবে না।`,
  passwordMismatch: 'দুটি পাসওয়ার্ড মেলেনি।',
  /** The current password a change asks for (issue 35): left empty. */
  currentPassword: 'নিরাপত্তার জন্য আপনার বর্তমান পাসওয়ার্ডটি দিন।',
  otp: 'ছয় সংখ্যার কোডটি লিখুন।',
  /** A weekly goal (issue 40): whole minutes within the rule's bounds. */
  studyGoal: `সাপ্তাহিক লক্ষ্য ${bn(STUDY_GOAL_MINUTES.min)} থেকে ${bn(STUDY_GOAL_MINUTES.max)} মিনিটের মধ্যে পূর্ণ সংখ্যায় দিন।`,
  nameShort: 'আপনার পুরো নাম লিখুন।',
  nameLong: `নাম ${bn(name.maxLength)} অক্ষরের মধ্যে লিখুন।`,
  /** A control character (the contract's Text pattern): pasted from somewhere, invisible on screen. */
  invisibleCharacter: 'লেখায় এমন অদৃশ্য চিহ্ন আছে যা নেওয়া যায় না। লেখাটি মুছে আবার টাইপ করুন।',
  promoCode: `সঠিক প্রোমো কোড লিখুন (${bn(promoCode.min)}–${bn(promoCode.max)} অক্ষর, ইংরেজি অক্ষর বা সংখ্যা)।`,
  paymentMethod: 'যে ওয়ালেট থেকে পেমেন্ট করবেন সেটি বেছে নিন।',
  /** A top-up's amount: whole taka within the contract's `TopupPayload.amount`. */
  topupAmount: `টপ-আপের পরিমাণ ${taka(topupAmount.minimum)} থেকে ${taka(topupAmount.maximum)} টাকার মধ্যে লিখুন।`,
  /** A review without its stars. */
  rating: 'তারকা দিয়ে রেটিং দিন।',
} as const;

/** What a JSON Schema keyword that failed says, when the field has no message of its own. */
export const keywordMessages: Record<string, string> = {
  required: 'এই ঘরটি পূরণ করুন।',
  type: 'এই ঘরের তথ্যের ধরন সঠিক নয়।',
  minLength: 'লেখাটি অনেক ছোট।',
  maxLength: 'লেখাটি অনেক বড়।',
  minimum: 'সংখ্যাটি অনেক ছোট।',
  maximum: 'সংখ্যাটি অনেক বড়।',
  enum: 'তালিকার একটি মান বেছে নিন।',
  const: 'এই মানটি গ্রহণযোগ্য নয়।',
  pattern: 'লেখার ধরন সঠিক নয়।',
  format: 'লেখার ধরন সঠিক নয়।',
  minProperties: 'অন্তত একটি তথ্য দিন।',
  additionalProperties: 'এই ঘরটি নেওয়া হয় না।',
  oneOf: 'তথ্যগুলো একসাথে মেলে না।',
  anyOf: 'তথ্যগুলো একসাথে মেলে না।',
  discriminator: 'তথ্যগুলো একসাথে মেলে না।',
};
