export const connectionBanner = {
  /** `at` is when the page shown was last fetched, in Bengali ('২৯ নভেম্বর, বিকাল ৪:৩০'). */
  offlineSince: (at: string) => `আপনি অফলাইনে আছেন; পাতাটি শেষ হালনাগাদ হয়েছে ${at}`,
  offline: 'আপনি অফলাইনে আছেন; যা দেখছেন তা আগে রাখা পাতা',
  update: 'তিলাওয়াতের নতুন সংস্করণ এসেছে।',
  updateAction: 'আপডেট করুন',
} as const;
