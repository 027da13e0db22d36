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
  checkout: {
    title: 'ভর্তি নিশ্চিত করুন',
    metaTitle: 'চেকআউট',
    nothingTitle: 'কোনো ব্যাচ বেছে নেওয়া হয়নি',
    nothingText: 'কোর্সের পাতা থেকে পছন্দের ব্যাচে “ভর্তি হন” চাপুন, তারপর এখানে পেমেন্ট করুন।',
    missingTitle: 'ব্যাচটি খুঁজে পাওয়া যায়নি',
    missingText: 'ব্যাচটি হয়তো সরিয়ে নেওয়া হয়েছে। কোর্সের পাতা থেকে আরেকটি ব্যাচ বেছে নিন।',
    closedTitle: 'এই ব্যাচে এখন ভর্তি বন্ধ',
    closedText: 'আসন পূর্ণ হয়েছে বা ভর্তির সময় শেষ। একই কোর্সের অন্য ব্যাচ দেখুন।',
    seeCourse: 'কোর্সের অন্য ব্যাচ দেখুন',
    seeCourses: 'সব কোর্স দেখুন',
    signInTitle: 'পেমেন্টের আগে লগইন করুন',
    signInText: 'আপনার বাছাই করা ব্যাচটি মনে রাখা হয়েছে। লগইন বা নতুন অ্যাকাউন্ট খোলার পর এখানেই ফিরে আসবেন।',
    signIn: 'লগইন করে এগিয়ে যান',
    enrolledTitle: 'আপনি এই ব্যাচে ভর্তি আছেন',
    enrolledText: 'আবার পেমেন্ট করার দরকার নেই। ড্যাশবোর্ড থেকে ক্লাস ও রেকর্ডিং দেখুন।',
    pay: (amount: string) => `${amount} পেমেন্ট করুন`,
    enrollFree: 'বিনামূল্যে ভর্তি হন',
    secureNote:
      'পেমেন্টের জন্য আপনাকে ওয়ালেটের নিরাপদ পাতায় নিয়ে যাওয়া হবে। ১৫ মিনিটের মধ্যে পেমেন্ট না হলে আসনটি ছেড়ে দেওয়া হয়।',
    loading: 'অপেক্ষা করুন…',
  },
  checkoutResult: {
    metaTitle: 'পেমেন্টের ফলাফল',
    outcomes: {
      paid: {
        title: 'ভর্তি সম্পন্ন হয়েছে',
        text: 'পেমেন্ট সফল হয়েছে, আপনি এখন ব্যাচের সদস্য। ক্লাসের সময়সূচি ও রেকর্ডিং আপনার ড্যাশবোর্ডে পাবেন।',
      },
      failed: {
        title: 'পেমেন্ট সম্পন্ন হয়নি',
        text: 'ওয়ালেট পেমেন্টটি গ্রহণ করেনি, তাই ভর্তি হয়নি। ব্যালান্স দেখে আবার চেষ্টা করুন বা অন্য ওয়ালেট বেছে নিন।',
      },
      cancelled: {
        title: 'পেমেন্ট বাতিল করা হয়েছে',
        text: 'আপনি পেমেন্টটি বাতিল করেছেন, কোনো টাকা নেওয়া হয়নি। আপনার বাছাই করা ব্যাচটি মনে রাখা আছে — চাইলে আবার চেষ্টা করুন।',
      },
      expired: {
        title: 'পেমেন্টের সময় শেষ',
        text: '১৫ মিনিটের মধ্যে পেমেন্ট না হওয়ায় আসনটি ছেড়ে দেওয়া হয়েছে। আসন খালি থাকলে আবার পেমেন্ট করতে পারবেন।',
      },
      waiting: {
        title: 'পেমেন্ট যাচাই হচ্ছে',
        text: 'ওয়ালেট থেকে এখনো ফলাফল আসেনি। কিছুক্ষণ পর ড্যাশবোর্ডে ভর্তির অবস্থা দেখুন।',
      },
      unknown: {
        title: 'পেমেন্টের ফলাফল জানা যায়নি',
        text: 'এই ঠিকানায় পেমেন্টের ফলাফল নেই। ড্যাশবোর্ডে আপনার ভর্তি ও অপেক্ষমাণ পেমেন্ট দেখুন।',
      },
    },
    toDashboard: 'আমার ড্যাশবোর্ডে যান',
    tryAgain: 'আবার পেমেন্ট করুন',
    seeCourses: 'সব কোর্স দেখুন',
  },
  errors: {
    unreachable: 'এই মুহূর্তে তথ্য আনা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে কিছুক্ষণ পর পাতাটি আবার খুলুন।',
    tryAgain: 'আবার চেষ্টা করুন',
    goHome: 'প্রথম পাতায় যান',
    notFoundTitle: 'পাতাটি খুঁজে পাওয়া যায়নি',
    notFoundText: 'ঠিকানাটি ভুল হতে পারে, অথবা পাতাটি সরিয়ে নেওয়া হয়েছে। আমাদের কোর্সগুলো দেখুন।',
  },
  /** The learner's dashboard and a batch's page (private: /dashboard, /dashboard/batch/{id}). */
  dashboard: {
    title: 'আমার ড্যাশবোর্ড',
    /** The header's link to the dashboard, shown to a signed-in learner. */
    navLabel: 'ড্যাশবোর্ড',
    greeting: (name: string) => `আসসালামু আলাইকুম, ${name}`,
    intro: 'আপনার ব্যাচ, আসন্ন লাইভ ক্লাস আর পেমেন্টের খবর এক জায়গায়।',
    enrollmentsTitle: 'আমার ব্যাচসমূহ',
    enrollmentsEmptyTitle: 'আপনি এখনো কোনো ব্যাচে ভর্তি হননি',
    enrollmentsEmpty: 'পছন্দের কোর্স বেছে নিয়ে একটি ব্যাচে ভর্তি হন। ভর্তি হলে রেকর্ডিং আর লাইভ ক্লাস এখানেই পাবেন।',
    classesTitle: 'আসন্ন লাইভ ক্লাস',
    classesEmptyTitle: 'সামনে কোনো লাইভ ক্লাস নেই',
    classesEmpty: 'লাইভ ব্যাচে ভর্তি হলে ক্লাসের সময় আর যোগ দেওয়ার বাটন এখানে দেখাবে। কোর্সগুলো দেখুন।',
    pendingTitle: 'অপেক্ষমাণ পেমেন্ট',
    pendingNote: 'নির্ধারিত সময়ের মধ্যে পেমেন্ট না হলে অর্ডারটি বাতিল হয়ে যাবে; তখন আবার ভর্তি হতে পারবেন।',
    orientationsTitle: 'ওরিয়েন্টেশন ওয়েবিনার',
    orientationsEmptyTitle: 'কোনো ওয়েবিনার বুক করা নেই',
    orientationsEmpty: 'ফ্রি ওরিয়েন্টেশন ওয়েবিনারে কোর্স কীভাবে চলে জেনে নিন।',
    toOrientations: 'ওয়েবিনারগুলো দেখুন ও আসন বুক করুন',
    browseCourses: 'সব কোর্স দেখুন',
    source: 'ভর্তি',
    sources: { purchase: 'কিনে ভর্তি', bundle: 'প্যাকেজের অংশ', promo: 'প্রোমো কোডে ভর্তি' },
    accessUntil: 'অ্যাক্সেস থাকবে',
    selfPaced: 'নিজের সময়ে দেখুন',
    mode: 'ধরন',
    host: 'উপস্থাপক',
    purchase: {
      kinds: { batch: 'ব্যাচ', bundle: 'প্যাকেজ' },
      amount: 'পরিমাণ',
      method: 'মাধ্যম',
      expires: 'মেয়াদ শেষ',
    },
    batch: {
      metaTitle: 'আমার ব্যাচ',
      back: 'ড্যাশবোর্ডে ফিরে যান',
      modulesTitle: 'মডিউল ও রেকর্ডিং',
      modulesEmpty: 'এই ব্যাচে এখনো কোনো মডিউল যোগ হয়নি। ক্লাস শুরু হলে রেকর্ডিং এখানে আসবে।',
      lessonsEmpty: 'এই মডিউলে এখনো কোনো রেকর্ডিং নেই। ক্লাস হলে রেকর্ডিং এখানে আসবে।',
      notEnrolledTitle: 'আপনি এই ব্যাচে ভর্তি নন',
      notEnrolled: 'এই ব্যাচের রেকর্ডিং দেখতে আগে ভর্তি হন। কোর্সের পাতায় ব্যাচগুলো দেখুন।',
      toCourse: 'কোর্সের পাতায় যান',
      examsTitle: 'পরীক্ষা',
      finalExamsTitle: 'চূড়ান্ত পরীক্ষা',
      examsEmpty: 'এই ব্যাচে এখনো কোনো পরীক্ষা নেই।',
      planTitle: (module: string) => `পড়ার পরিকল্পনা — ${module}`,
    },
  },
  /** The orientation webinars (/orientation). */
  orientation: {
    title: 'ফ্রি ওরিয়েন্টেশন ওয়েবিনার',
    metaDescription: 'তিলাওয়াতের কোর্স কীভাবে চলে জানতে ফ্রি অনলাইন ওরিয়েন্টেশনে আসন বুক করুন।',
    intro: 'কোর্স শুরুর আগে জেনে নিন ক্লাস কীভাবে চলে — শিক্ষকের সঙ্গে সরাসরি প্রশ্নোত্তর। আসন সীমিত।',
    listLabel: 'আসন্ন ওয়েবিনার',
    emptyTitle: 'এখন কোনো ওয়েবিনার নেই',
    empty: 'নতুন ওয়েবিনারের সময় ঠিক হলে এখানে দেখাবে। কোর্সগুলো দেখে নিতে পারেন।',
  },
  /** A lesson's PDF in the site's viewer (/notes/{key}/{recording}). */
  notes: {
    metaTitle: 'পিডিএফ নোট',
    back: 'পাঠে ফিরে যান',
  },
  /** The "call me back" section of the home and course pages. */
  lead: {
    title: 'আমাদের কল করতে বলুন',
  },
  /** An exam's page (/exam/{id}) and the batch page's exam list. */
  exam: {
    metaTitle: 'পরীক্ষা',
    minutes: (minutes: number) => `${formatNumber(minutes)} মিনিট`,
    questions: (count: number) => `${formatNumber(count)}টি প্রশ্ন`,
    attemptsLeft: (left: number) => (left > 0 ? `আরও ${formatNumber(left)} বার দেওয়া যাবে` : 'আর সুযোগ নেই'),
    score: (score: number, total: number) => `প্রাপ্ত নম্বর ${formatNumber(score)} / ${formatNumber(total)}`,
    opensAt: (when: string) => `খুলবে ${when}`,
    previous: 'আগের প্রশ্ন',
    next: 'পরের প্রশ্ন',
    questionsTitle: 'প্রশ্নসমূহ',
    submit: 'পরীক্ষা জমা দিন',
    confirmTitle: 'পরীক্ষা জমা দেবেন?',
    confirmUnanswered: (count: number) =>
      `${formatNumber(count)}টি প্রশ্নের উত্তর দেওয়া হয়নি। জমা দিলে আর কোনো উত্তর বদলানো যাবে না।`,
    confirmAllAnswered: 'সব প্রশ্নের উত্তর দিয়েছেন। জমা দিলে আর কোনো উত্তর বদলানো যাবে না।',
    confirm: 'হ্যাঁ, জমা দিন',
    cancel: 'ফিরে যান',
    submitting: 'জমা দেওয়া হচ্ছে…',
    timeUp: 'সময় শেষ — আপনার উত্তর জমা দেওয়া হচ্ছে।',
    submitOwed: 'ইন্টারনেট সংযোগ নেই। সংযোগ ফিরলেই উত্তরগুলো নিজে থেকে জমা হবে; পাতাটি বন্ধ করবেন না।',
    lastResult: 'আপনার শেষ চেষ্টার ফল',
    tryAgain: 'আবার পরীক্ষা দিন',
    backToBatch: 'ব্যাচের পাতায় ফিরে যান',
    opening: 'পরীক্ষা খোলা হচ্ছে…',
  },
  /** A recording's page (/recording/{id}: free and public, or the enrolled learner's with ?batch=). */
  recording: {
    metaTitle: 'রেকর্ডিং',
    metaDescription: 'তিলাওয়াতের কোর্স থেকে একটি ফ্রি পাঠ: দেখুন, শুনুন, অনুশীলন করুন।',
    duration: (length: string) => `দৈর্ঘ্য ${length}`,
    free: 'ফ্রি পাঠ',
    resourcesTitle: 'এই পাঠের পিডিএফ',
    lessonsTitle: 'এই মডিউলের পাঠ',
    backToBatch: 'ব্যাচের সব পাঠ',
    backToCourse: 'কোর্সের পাতায় ফিরে যান',
    enroll: 'কোর্সটি দেখুন ও ভর্তি হন',
    notFoundAction: 'সব কোর্স দেখুন',
    lessonsLocked: 'বাকি পাঠগুলো দেখতে কোর্সে ভর্তি হন।',
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
