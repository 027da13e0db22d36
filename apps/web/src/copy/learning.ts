import { formatNumber } from '@tilawat/domain';

/**
 * The learner's learning pages: the dashboard and a batch, orientation webinars, a lesson's PDF, an exam
 * and a recording.
 */
export const learningBn = {
  /** The learner's dashboard and a batch's page (private: /dashboard, /dashboard/batch/{id}). */
  dashboard: {
    title: 'আমার ড্যাশবোর্ড',
    /** The header's link to the dashboard, shown to a signed-in learner. */
    navLabel: 'ড্যাশবোর্ড',
    greeting: (name: string) => `আসসালামু আলাইকুম, ${name}`,
    intro: 'আপনার ব্যাচ, আসন্ন লাইভ ক্লাস আর পেমেন্টের খবর এক জায়গায়।',
    enrollmentsTitle: 'আমার ব্যাচসমূহ',
    /** A batch's next item of its study plan (issue 40). */
    nextItem: 'পরের কাজ',
    planDone: 'স্টাডি প্ল্যানের সব কাজ শেষ হয়েছে।',
    /** '৭ ডিসেম্বর, ২০২৬-এর মধ্যে'. */
    dueBy: (date: string) => `${date}-এর মধ্যে`,
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
    practiceTitle: 'তিলাওয়াত অনুশীলন',
    hifzLink: 'আমার হিফজ: আজকের সবক, সবকি ও মানযিল',
    practiceEmptyTitle: 'এখনো কোনো অনুশীলন দেওয়া হয়নি',
    practiceEmpty: 'শিক্ষক অনুশীলন দিলে এখানে দেখা যাবে: আয়াত ধরে ধরে রেকর্ড করে পাঠাবেন, শিক্ষক প্রতিটি শব্দ শুনে জানাবেন।',
    practiceRange: (surah: string, from: string, to: string) =>
      from === to ? `${surah} ${from}` : `${surah} ${from}–${to}`,
    practiceDue: 'জমার শেষ সময়',
    practiceStatus: 'অবস্থা',
    practiceScore: 'নম্বর',
    practiceFocus: 'লক্ষ্য',
    browseCourses: 'সব কোর্স দেখুন',
    source: 'ভর্তি',
    sources: {
      purchase: 'কিনে ভর্তি',
      bundle: 'প্যাকেজের অংশ',
      promo: 'প্রোমো কোডে ভর্তি',
      manual: 'তিলাওয়াত থেকে ভর্তি করা হয়েছে',
    },
    accessUntil: 'অ্যাক্সেস থাকবে',
    selfPaced: 'নিজের সময়ে দেখুন',
    mode: 'ধরন',
    host: 'উপস্থাপক',
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
      /** The batch's progress bar's name (issue 22). */
      progressLabel: 'ব্যাচের অগ্রগতি',
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
    // a recitation question (issue 20): recorded on its practice page, marked by the teacher
    recitationLabel: (index: number, total: number) => `প্রশ্ন ${formatNumber(index)} / ${formatNumber(total)}`,
    recitationRange: (surah: string, from: number, to: number) =>
      from === to
        ? `সূরা ${surah}, আয়াত ${formatNumber(from)}`
        : `সূরা ${surah}, আয়াত ${formatNumber(from)}–${formatNumber(to)}`,
    recitationMarks: (marks: number) => `${formatNumber(marks)} নম্বর`,
    recordAyahs: 'আয়াতগুলো রেকর্ড করুন',
    recordAyahsNewTab: '(নতুন ট্যাবে খুলবে)',
    recitationHow:
      'প্রতিটি আয়াত রেকর্ড করে এই পাতায় ফিরে পরীক্ষা জমা দিন। জমা দেওয়ার পর শিক্ষক তিলাওয়াত শুনে নম্বর দেবেন; কোনো আয়াত রেকর্ড না থাকলে এই প্রশ্নে ০ নম্বর।',
    recitationResults: 'তিলাওয়াতের প্রশ্ন',
    recitationWaiting: 'শিক্ষকের মূল্যায়নের অপেক্ষায়',
    recitationAwarded: (awarded: number, marks: number, score: number | null) =>
      `প্রাপ্ত নম্বর ${formatNumber(awarded)} / ${formatNumber(marks)}${score === null ? '' : ` (তিলাওয়াতের মান ${formatNumber(score)} / ১০০)`}`,
    recitationMissing: 'সব আয়াত রেকর্ড করা হয়নি, তাই এই প্রশ্নে ০ নম্বর।',
    recitationReview: 'শিক্ষকের চিহ্নিত ভুলগুলো দেখুন',
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
    videoComing: 'এই পাঠের ভিডিও শিগগির আসছে। একটু পরে আবার দেখুন।',
    notFoundAction: 'সব কোর্স দেখুন',
    lessonsLocked: 'বাকি পাঠগুলো দেখতে কোর্সে ভর্তি হন।',
    /** A downloaded lesson (issue 39). */
    playingKept: 'ডিভাইসে রাখা কপি চলছে; ইন্টারনেট লাগবে না।',
    openKept: 'খুলুন',
    closeKept: 'পিডিএফ বন্ধ করুন',
    keptMissing: 'এই পিডিএফটি ডিভাইসে পাওয়া যায়নি। পাঠটি আবার ডাউনলোড করুন।',
    downloadsLink: 'আমার ডাউনলোড',
    offlineUnavailable: 'এই ব্রাউজারে পাঠ ডাউনলোড করে রাখা যায় না।',
  },
  /** Certificates (issue 40): the learner's on the dashboard, and the public verification page. */
  certificates: {
    title: 'আমার সনদ',
    empty: 'কোনো ব্যাচ শেষ করলে তার সনদ এখানে আসবে।',
    downloadFailed: 'পিডিএফটি এখন আনা গেল না। একটু পরে আবার চেষ্টা করুন।',
    /** The public page /certificate/[code]. */
    verifyTitle: 'সনদ যাচাই',
    validLead: 'এই সনদটি তিলাওয়াত দিয়েছে এবং এটি বৈধ।',
    revokedLead: 'এই সনদটি বাতিল করা হয়েছে; এটি আর বৈধ নয়।',
    notFoundTitle: 'সনদটি পাওয়া যায়নি',
    notFound: 'এই কোডের কোনো সনদ তিলাওয়াতে নেই। কোডটি সনদের সঙ্গে মিলিয়ে আবার দেখুন।',
    home: 'প্রথম পাতায় যান',
    /** The card a shared link shows on social media. */
    metaTitle: (name: string, course: string) => `${name} — ${course} কোর্সের সমাপনী সনদ`,
    metaDescription: (name: string, course: string, batch: string, day: string) =>
      `${name} তিলাওয়াতের ${course} কোর্সের ${batch} ${day} তারিখে সফলভাবে শেষ করেছেন। সনদটি যাচাই করুন।`,
    metaRevoked: 'এই সনদটি বাতিল করা হয়েছে।',
    metaNotFound: 'সনদ যাচাই — কোডটি মিলিয়ে দেখুন।',
  },
  /** "My downloads" (/dashboard/downloads, issue 39): the lessons kept on this device. */
  downloads: {
    title: 'আমার ডাউনলোড',
    intro: 'যে পাঠগুলো এই ডিভাইসে রাখা আছে, সেগুলো ইন্টারনেট ছাড়াই দেখা যায়। ভর্তি শেষ হলে পাঠগুলো নিজেই মুছে যায়।',
    listLabel: 'ডিভাইসে রাখা পাঠ',
    emptyTitle: 'কোনো পাঠ ডাউনলোড করা নেই',
    empty: 'পাঠের পাতায় "ডাউনলোড করুন" চাপলে পাঠটি এখানে আসবে, অফলাইনে দেখার জন্য।',
    size: 'আকার',
    until: 'দেখা যাবে',
    state: 'অবস্থা',
    states: { downloading: 'ডাউনলোড হচ্ছে', paused: 'অর্ধেক নামানো — পাঠের পাতায় চালু করুন', ready: 'দেখার জন্য প্রস্তুত' },
    play: 'দেখুন',
    remove: 'মুছুন',
    removeNamed: (title: string) => `"${title}" ডিভাইস থেকে মুছুন`,
    removeAll: 'সব মুছুন',
    removeAllTitle: 'সব ডাউনলোড মুছবেন?',
    removeAllBody: 'এই ডিভাইসে রাখা সব পাঠ মুছে যাবে। পরে আবার ডাউনলোড করা যাবে।',
    removed: (title: string) => `"${title}" মুছে ফেলা হয়েছে।`,
    removedAll: 'সব ডাউনলোড মুছে ফেলা হয়েছে।',
    spaceTitle: 'জায়গা',
    usedByDownloads: (size: string) => `ডাউনলোডে লেগেছে ${size}`,
    browserFree: (free: string) => `ব্রাউজার বলছে আরও ${free} খালি আছে`,
    browserUnknown: 'এই ব্রাউজার খালি জায়গার হিসাব দেয় না।',
    persisted: 'ব্রাউজার এই ডাউনলোডগুলো নিজে থেকে মুছবে না।',
    notPersisted: 'জায়গা কম পড়লে ব্রাউজার ডাউনলোড মুছে দিতে পারে।',
    persist: 'স্থায়ীভাবে রাখতে বলুন',
    persistRefused: 'ব্রাউজার এখন স্থায়ী জায়গা দিল না; পাঠ দেখতে থাকলে পরে দিতে পারে।',
    unavailable: 'এই ব্রাউজারে পাঠ ডাউনলোড করে রাখা যায় না।',
  },
} as const;
