import { formatNumber } from '@tilawat/domain';

/**
 * The memorisation page's Bengali words (issue 41), apart from the site's `webBn`: only `/hifz` (and the
 * console's hifz pages, with their own words in console-teaching.ts) import them. The kit's HifzItem and
 * HifzMap bring their own.
 */
export const hifzBn = {
  metaTitle: 'আমার হিফজ',
  title: 'আমার হিফজ',
  intro:
    'প্রতিদিনের সবক, সবকি ও মানযিল — শিক্ষকের দেওয়া লক্ষ্য আর আপনার তিলাওয়াতের ভুল দেখে সাজানো। কোনো দিন বাদ পড়লে চিন্তা নেই: পরিকল্পনা নিজে থেকে মানিয়ে নেয়, এক দিনে সীমার বেশি দেয় না।',
  none: 'এখনো কোনো হিফজের লক্ষ্য দেওয়া হয়নি। আপনার ব্যাচের শিক্ষক লক্ষ্য ঠিক করলে এখানে প্রতিদিনের পড়া দেখবেন।',
  target: (label: string, batch: string) => `${label} · ${batch}`,
  daily: (newAyahs: number, limit: number) =>
    `প্রতিদিন ${formatNumber(newAyahs)}টি নতুন আয়াত, সব মিলিয়ে সর্বোচ্চ ${formatNumber(limit)}টি আয়াত`,
  todayTitle: 'আজকের পড়া',
  todayEmpty: 'আজকের সব পড়া শেষ, বা আজ কিছু বাকি নেই। মাশাআল্লাহ!',
  finished: 'লক্ষ্যের সব আয়াত দেওয়া হয়ে গেছে — এখন শুধু পুনরাবৃত্তি।',
  start: 'রেকর্ড শুরু করুন',
  starting: 'খোলা হচ্ছে…',
  open: 'রেকর্ডিং খুলুন',
  openReviewed: 'শিক্ষকের মূল্যায়ন দেখুন',
  rateLegend: 'শিক্ষক না শুনলে নিজে মূল্যায়ন করুন (শিক্ষকের মূল্যায়নের চেয়ে কম গুরুত্ব পায়)',
  rated: 'আপনার মূল্যায়ন রাখা হয়েছে।',
} as const;
