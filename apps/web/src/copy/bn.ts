import { formatNumber } from '@tilawat/domain';

/**
 * The web's own Bengali words (page headings, hero, fallbacks). Words a component shows come from
 * the kit's `bn` (`@tilawat/ui`); labels and messages of rules come from `@tilawat/domain`.
 */
export const webBn = {
  skipToContent: 'মূল বিষয়ে যান',
  home: {
    heroTitle: 'ঘরে বসে শুদ্ধ কুরআন তিলাওয়াত শিখুন',
    heroText:
      'অভিজ্ঞ কারী ও শিক্ষকদের সঙ্গে লাইভ ক্লাস অথবা নিজের সময়ে রেকর্ডিং — আরবি হরফ থেকে তাজবিদ পর্যন্ত, ধাপে ধাপে।',
    heroAction: 'সব কোর্স দেখুন',
    coursesTitle: 'আমাদের কোর্সসমূহ',
    allCourses: 'সব কোর্স দেখুন',
  },
  catalogue: {
    title: 'আল-কুরআন কোর্স',
    intro: 'আপনার স্তর ও সময় অনুযায়ী কোর্স বেছে নিন। প্রতিটি কোর্সে লাইভ ব্যাচ বা রেকর্ডিং থেকে শিখতে পারবেন।',
    count: (count: number) => `মোট ${formatNumber(count)}টি কোর্স`,
    metaDescription: 'তিলাওয়াতের সব আল-কুরআন কোর্স: প্রাথমিক থেকে উচ্চতর স্তর, লাইভ ব্যাচ ও রেকর্ডিং, বাংলায়।',
    emptyTitle: 'এখনো কোনো কোর্স প্রকাশিত হয়নি',
    emptyText: 'নতুন কোর্স খুব শিগগিরই আসছে। ততক্ষণ আমাদের সঙ্গে যোগাযোগ করে জেনে নিন কোন ব্যাচ কবে শুরু।',
  },
  course: {
    batchesTitle: 'ব্যাচসমূহ',
    batchesEmpty: 'এই মুহূর্তে কোনো ব্যাচে ভর্তি চলছে না। নতুন ব্যাচের খবর পেতে আবার দেখুন।',
    plansTitle: 'পুরো কোর্সের প্যাকেজ',
    accessDays: (days: number) => `${formatNumber(days)} দিনের অ্যাক্সেস`,
    syllabusTitle: 'পাঠ্যসূচি',
    syllabusEmpty: 'পাঠ্যসূচি শিগগিরই প্রকাশিত হবে।',
    facts: 'কোর্সের তথ্য',
    backToCatalogue: 'সব কোর্সে ফিরে যান',
  },
  errors: {
    unreachable: 'এই মুহূর্তে তথ্য আনা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে কিছুক্ষণ পর পাতাটি আবার খুলুন।',
    tryAgain: 'আবার চেষ্টা করুন',
    goHome: 'প্রথম পাতায় যান',
    notFoundTitle: 'পাতাটি খুঁজে পাওয়া যায়নি',
    notFoundText: 'ঠিকানাটি ভুল হতে পারে, অথবা পাতাটি সরিয়ে নেওয়া হয়েছে। আমাদের কোর্সগুলো দেখুন।',
  },
  /** The header and footer shown when the CMS cannot be read: the routes the site always has. */
  fallbackNav: {
    links: [
      { label: 'প্রথম পাতা', href: '/', external: false },
      { label: 'আল-কুরআন কোর্স', href: '/al-quran-course', external: false },
    ],
    copyright: '© তিলাওয়াত',
  },
} as const;
