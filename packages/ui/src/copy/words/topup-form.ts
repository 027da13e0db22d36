import { formatMoney } from '@tilawat/domain';

/** TopupForm: adding taka to the wallet. */
export const topupForm = {
  title: 'ওয়ালেটে টাকা যোগ করুন',
  chips: 'এক চাপে পরিমাণ বেছে নিন',
  amount: 'টাকার পরিমাণ',
  /** The amount's hint states the contract's limits: '৳৫০ থেকে ৳১০,০০০; বাংলা বা ইংরেজি অঙ্কে লিখুন'. */
  amountHint: (min: number, max: number) =>
    `${formatMoney(min)} থেকে ${formatMoney(max)}; বাংলা বা ইংরেজি অঙ্কে লিখুন`,
  method: 'কোন ওয়ালেট থেকে টাকা দেবেন',
  submit: 'টপ-আপ করুন',
  /** The button with the amount: '৳৫০০ টপ-আপ করুন'. */
  submitAmount: (amount: number) => `${formatMoney(amount)} টপ-আপ করুন`,
} as const;
