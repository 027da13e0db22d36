import { formatNumber } from '@tilawat/domain';

/** UploadProgress: a lesson video or PDF going up, then the server turning it into a stream. */
export const uploadProgress = {
  /** The phase in words: the polite live region holds these alone, so each phase is heard once. */
  phase: {
    uploading: 'আপলোড হচ্ছে',
    queued: 'সার্ভারে পৌঁছেছে — প্রসেসের অপেক্ষায়',
    processing: 'ভিডিও তৈরি হচ্ছে',
    ready: 'প্রস্তুত',
  },
  /** The bar's value as screen readers hear it (aria-valuetext): '৪২%'. */
  percent: (value: number) => `${formatNumber(value)}%`,
  /** Shown after the phase's words (not announced: the bar carries the value): ' — ৪২%'. */
  percentAfter: (value: number) => ` — ${formatNumber(value)}%`,
  /** A failure without the server's own words. */
  failed: 'আপলোড হয়নি',
  cancel: 'বাতিল',
  retry: 'আবার চেষ্টা করুন',
} as const;
