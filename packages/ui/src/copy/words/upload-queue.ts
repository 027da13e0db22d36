import { formatNumber } from '@tilawat/domain';

/** UploadQueue: each recorded ayah on its way to the teacher. */
export const uploadQueue = {
  /** The list's name. */
  label: 'রেকর্ডিং পাঠানোর অবস্থা',
  ayah: (number: number) => `আয়াত ${formatNumber(number)}`,
  state: {
    recorded: 'রেকর্ড হয়েছে',
    waiting: 'নেটওয়ার্কের অপেক্ষায়',
    uploading: 'পাঠানো হচ্ছে',
    sent: 'পাঠানো হয়েছে',
    failed: 'পাঠানো যায়নি',
  },
  /** The bar's value as screen readers hear it (aria-valuetext): '৪২%'. */
  percent: (value: number) => `${formatNumber(value)}%`,
  /** Shown after the words while uploading (the bar carries the value for screen readers): ' — ৪২%'. */
  percentAfter: (value: number) => ` — ${formatNumber(value)}%`,
  retry: 'আবার চেষ্টা করুন',
  offline: 'আপনি অফলাইনে আছেন — রেকর্ডিং এই ফোনেই রাখা আছে, নেটওয়ার্ক ফিরলে নিজে থেকেই যাবে।',
  /** '৭টির মধ্যে ৫টি পাঠানো হয়েছে'. */
  summary: (sent: number, total: number) =>
    `${formatNumber(total)}টির মধ্যে ${formatNumber(sent)}টি পাঠানো হয়েছে`,
  /** After the summary when some failed: ' · ১টি পাঠানো যায়নি'. */
  failedCount: (failed: number) => ` · ${formatNumber(failed)}টি পাঠানো যায়নি`,
  allSent: 'সব রেকর্ডিং পাঠানো হয়েছে',
  empty: 'এখনো কোনো রেকর্ডিং নেই — আয়াত রেকর্ড করলে এখানে দেখাবে।',
} as const;
