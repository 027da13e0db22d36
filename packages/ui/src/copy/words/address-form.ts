import { formatNumber } from '@tilawat/domain';

/** AddressForm: the delivery details of a printed item's order (`OrderInfo`). */
export const addressForm = {
  title: 'ডেলিভারির ঠিকানা',
  description: 'যাঁর কাছে পাঠানো হবে তাঁর নাম, মোবাইল নম্বর ও পুরো ঠিকানা দিন।',
  name: 'প্রাপকের নাম',
  address: 'পুরো ঠিকানা',
  addressHint: (min: number, max: number) =>
    `বাসা, রোড, এলাকা ও থানা; ${formatNumber(min)} থেকে ${formatNumber(max)} অক্ষরের মধ্যে`,
  city: 'জেলা বা শহর',
  cityHint: 'ডেলিভারি চার্জ জেলা অনুযায়ী হয়, যেমন ঢাকা',
  note: 'ডেলিভারিম্যানের জন্য নির্দেশনা',
  noteHint: (max: number) => `যেমন কখন ফোন দেবেন; ${formatNumber(max)} অক্ষরের মধ্যে`,
  submit: 'এই ঠিকানায় পাঠান',
} as const;
