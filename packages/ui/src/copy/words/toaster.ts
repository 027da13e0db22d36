export const toaster = {
  region: 'বার্তা',
  /** Closes a notice (a message that stays until closed). */
  close: 'বন্ধ করুন',
} as const;
