export const lessonDownload = {
  title: 'অফলাইনে দেখার জন্য',
  /** `size`: the lesson's size as a sentence says it ('১.২ মেগাবাইট'). */
  download: 'ডাউনলোড করুন',
  sizeHint: (size: string) => `ভিডিও ও পিডিএফ মিলিয়ে ${size}`,
  renditionLabel: 'ভিডিওর মান',
  /** One rendition of the choice: its size, and bits a second as a learner reads them. */
  renditionOption: (size: string, kbps: string) => `${size} (${kbps} কিলোবিট/সেকেন্ড)`,
  downloading: 'ডাউনলোড হচ্ছে',
  /** `saved` and `total` as sentences say sizes. */
  progress: (saved: string, total: string) => `${saved} / ${total}`,
  percent: (value: string) => `${value}% ডাউনলোড হয়েছে`,
  pause: 'ডাউনলোড থামান',
  paused: 'ডাউনলোড থেমে আছে; সংযোগ ফিরলে নিজেই চলবে।',
  resume: 'আবার চালু করুন',
  ready: 'এই পাঠটি ডিভাইসে রাখা আছে; ইন্টারনেট ছাড়াই দেখা যাবে।',
  /** `until`: when the licence ends, in Bengali ('৬ ডিসেম্বর'). */
  licence: (until: string) => `ভর্তি চালু থাকলে ${until} পর্যন্ত; অনলাইনে এলে মেয়াদ নিজেই বাড়বে।`,
  remove: 'ডিভাইস থেকে মুছুন',
  failed: 'ডাউনলোড হয়নি।',
  retry: 'আবার চেষ্টা করুন',
} as const;
