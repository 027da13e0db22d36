import { formatNumber } from '@tilawat/domain';

/**
 * The guardian's pages' Bengali words (issue 41), apart from the site's `webBn`: only `/guardian` and
 * `/guardian/[id]` import them. The kit's HifzMap, StudyStreak and ReviewedRecitation bring their own.
 */
export const guardianBn = {
  metaTitle: 'অভিভাবকের পাতা',
  title: 'অভিভাবকের পাতা',
  intro:
    'আপনার সন্তান বা শিক্ষার্থীর উপস্থিতি, পড়ার ধারাবাহিকতা, পরীক্ষার ফল, শিক্ষকের মূল্যায়ন, হিফজ আর পেমেন্ট — শুধু দেখার জন্য। শিক্ষার্থীর হয়ে কিছু কেনা, পরীক্ষা দেওয়া বা রেকর্ড করা যায় না।',
  learnersTitle: 'যাদের অনুসরণ করছেন',
  none: 'এখনো কাউকে অনুসরণ করছেন না। শিক্ষার্থীর দেওয়া কোড নিচে লিখুন।',
  since: (day: string) => `${day} থেকে`,
  open: (name: string) => `${name}-এর অগ্রগতি দেখুন`,
  pairTitle: 'শিক্ষার্থীর কোড দিয়ে যুক্ত হোন',
  pairIntro:
    'শিক্ষার্থী তাঁর অ্যাকাউন্টের পাতা থেকে, বা ১৮ বছরের কম বয়সী শিক্ষার্থীর জন্য তিলাওয়াত কর্তৃপক্ষ, একটি ৮ অক্ষরের কোড দেবেন। কোডটি ৪৮ ঘণ্টা কাজ করে, একবারই।',
  codeLabel: 'যুক্ত হওয়ার কোড',
  pair: 'যুক্ত হোন',
  paired: (name: string) => `${name}-কে এখন অনুসরণ করছেন।`,
  summaryTitle: 'সাপ্তাহিক বার্তা',
  summaryOn: 'প্রতি শুক্রবার সন্ধ্যায় সপ্তাহের সংক্ষেপ পাঠান',
  summaryVia: { sms: 'SMS-এ যাবে।', email: 'ইমেইলে যাবে।', none: 'আপনার ফোন বা ইমেইল যাচাই করা নেই, তাই বার্তা যাবে না।' },
  summarySaved: (on: boolean) => (on ? 'সাপ্তাহিক বার্তা চালু হয়েছে।' : 'সাপ্তাহিক বার্তা বন্ধ হয়েছে।'),
  back: 'অভিভাবকের পাতায় ফিরুন',
  learnerTitle: (name: string) => `${name}-এর অগ্রগতি`,
  attendanceTitle: 'লাইভ ক্লাসে উপস্থিতি',
  attendance: (attended: number, classes: number) =>
    classes === 0
      ? 'এখনো কোনো ক্লাস হয়নি'
      : `${formatNumber(classes)}টি ক্লাসের ${formatNumber(attended)}টিতে উপস্থিত`,
  noBatches: 'এখনো কোনো ব্যাচে ভর্তি নেই।',
  streakTitle: 'পড়ার ধারাবাহিকতা',
  streak: (current: number, longest: number) =>
    `টানা ${formatNumber(current)} দিন পড়া (সবচেয়ে লম্বা ${formatNumber(longest)} দিন)`,
  todayDone: 'আজকের পড়া হয়েছে',
  todayNot: 'আজ এখনো পড়া হয়নি',
  weekMinutes: (minutes: number, goal: number | null) =>
    goal === null
      ? `এ সপ্তাহে ${formatNumber(minutes)} মিনিট পাঠ দেখা`
      : `এ সপ্তাহে ${formatNumber(minutes)} / ${formatNumber(goal)} মিনিট (সাপ্তাহিক লক্ষ্য)`,
  examsTitle: 'পরীক্ষার ফল',
  noExams: 'এখনো কোনো পরীক্ষা দেওয়া হয়নি।',
  exam: (score: number, total: number) => `${formatNumber(score)}/${formatNumber(total)}`,
  examPassed: 'পাস',
  examFailed: 'পাস হয়নি',
  examWaiting: 'শিক্ষকের মূল্যায়নের অপেক্ষায়',
  practiceTitle: 'তিলাওয়াত ও হিফজের মূল্যায়ন',
  noPractice: 'এখনো কোনো তিলাওয়াতের মূল্যায়ন হয়নি।',
  hifzTitle: 'হিফজ',
  noHifz: 'এখনো কোনো হিফজের লক্ষ্য নেই।',
  paymentsTitle: 'পেমেন্ট ও রসিদ',
  noPayments: 'এখনো কোনো পেমেন্ট নেই।',
  receipt: 'রসিদ',
  reference: 'রেফারেন্স',
  paidOn: 'পরিশোধ',
  method: 'মাধ্যম',
  amount: 'পরিমাণ',
  discount: 'ছাড়',
  status: {
    PENDING: 'পেমেন্টের অপেক্ষায়',
    COMPLETED: 'পরিশোধিত',
    FAILED: 'ব্যর্থ',
    CANCELLED: 'বাতিল',
    EXPIRED: 'মেয়াদ শেষ',
  },
  print: 'রসিদ প্রিন্ট করুন',
} as const;
