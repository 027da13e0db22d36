export const dialog = {
  close: 'বন্ধ করুন',
} as const;
