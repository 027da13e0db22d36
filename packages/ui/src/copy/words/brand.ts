export const brand = {
  name: 'তিলাওয়াত',
  tagline: 'ঘরে বসে শুদ্ধ কুরআন তিলাওয়াত শিখুন',
  home: 'তিলাওয়াত — প্রথম পাতা',
} as const;
