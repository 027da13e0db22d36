import { formatNumber } from '@tilawat/domain';

/** SessionList: the devices where the learner is signed in. */
export const sessionList = {
  title: 'লগইন থাকা ডিভাইস',
  current: 'এই ডিভাইস',
  firstLogin: 'প্রথম লগইন:',
  lastUsed: 'সর্বশেষ ব্যবহার:',
  end: 'লগআউট করুন',
  /** Before "লগআউট করুন", for screen readers: 'Chrome · Android থেকে'. */
  endFrom: (device: string) => `${device} থেকে`,
  /** The limit of signed-in devices, with what a new sign-in does at it. */
  limit: (limit: number) =>
    `একসঙ্গে সর্বোচ্চ ${formatNumber(limit)}টি ডিভাইসে লগইন থাকা যায়; নতুন লগইনে সবচেয়ে আগে ব্যবহৃত ডিভাইসটি লগআউট হয়ে যায়।`,
  endOthers: 'অন্য সব ডিভাইস থেকে লগআউট',
  noOthers: 'অন্য কোনো ডিভাইসে লগইন নেই।',
} as const;
