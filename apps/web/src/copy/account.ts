import { formatNumber } from '@tilawat/domain';

/**
 * The learner's own pages: the control panel, profile, devices, wallet, coupons and the e-mail
 * verification link.
 */
export const accountBn = {
  /** The learner's control panel (/account): wallet, orders by status, recent orders, coupons, favourites. */
  account: {
    title: 'আমার অ্যাকাউন্ট',
    intro: 'ওয়ালেট, অর্ডার, কুপন আর পছন্দের তালিকা — এক নজরে।',
    topup: 'টপ-আপ করুন',
    ordersByStatusTitle: 'অবস্থা অনুযায়ী অর্ডার',
    /** '৩টি'. */
    count: (count: number) => `${formatNumber(count)}টি`,
    recentOrdersTitle: 'সাম্প্রতিক অর্ডার',
    allOrders: 'সব অর্ডার',
    recentEmptyTitle: 'এখনো কোনো অর্ডার নেই',
    recentEmpty: 'দোকান থেকে কুরআন শরীফ, বই বা কোর্সের গিফট কার্ড কিনলে অর্ডারগুলো এখানে দেখাবে।',
    toShop: 'দোকানে যান',
    couponsTitle: 'ব্যবহারযোগ্য কুপন',
    /** '২টি কুপন ব্যবহার করা যাবে'. */
    couponsCount: (count: number) =>
      count === 0 ? 'এখন কোনো কুপন ব্যবহারযোগ্য নেই' : `${formatNumber(count)}টি কুপন ব্যবহার করা যাবে`,
    toCoupons: 'আমার কুপন দেখুন',
    favouritesTitle: 'পছন্দের তালিকা',
    /** '৪টি ক্যাটালগ অনুসরণ করছেন'. */
    favouritesCount: (count: number) =>
      count === 0 ? 'এখনো কোনো ক্যাটালগ পছন্দের তালিকায় নেই' : `${formatNumber(count)}টি ক্যাটালগ পছন্দের তালিকায় আছে`,
    toFavourites: 'পছন্দের তালিকা দেখুন',
    linksLabel: 'অ্যাকাউন্টের পাতা',
    toWallet: 'আমার ওয়ালেট',
    toCouponsPage: 'আমার কুপন',
    toOrders: 'আমার অর্ডার',
    toProfile: 'আমার প্রোফাইল',
    toSecurity: 'লগইন থাকা ডিভাইস',
  },
  /** The reminders' channels on /account (issue 40). */
  /** The learner's guardians (issue 41): a pairing code, who follows them, unlinking. */
  guardians: {
    title: 'অভিভাবক',
    intro:
      'বাবা-মা বা অভিভাবক আপনার উপস্থিতি, পরীক্ষার ফল, শিক্ষকের মূল্যায়ন, হিফজ আর পেমেন্ট দেখতে পারবেন — শুধু দেখতে, আপনার হয়ে কিছু করতে পারবেন না। তাঁকে একটি কোড দিন; তিনি নিজের অ্যাকাউন্টে লগইন করে tilawat-এর অভিভাবকের পাতায় (/guardian) কোডটি লিখবেন।',
    make: 'নতুন কোড তৈরি করুন',
    code: (code: string) => `কোড: ${code}`,
    expires: (when: string) => `${when} পর্যন্ত, একবারই কাজ করবে।`,
    none: 'এখনো কোনো অভিভাবক যুক্ত হননি।',
    listLabel: 'যুক্ত অভিভাবক',
    since: (day: string) => `${day} থেকে`,
    remove: (name: string) => `${name}-কে সরিয়ে দিন`,
    removed: (name: string) => `${name} আর আপনার অগ্রগতি দেখতে পারবেন না।`,
    asGuardian: 'আপনি নিজে কারও অভিভাবক? অভিভাবকের পাতা খুলুন',
  },
  reminders: {
    title: 'রিমাইন্ডার',
    intro:
      'লাইভ ক্লাসের ১ ঘণ্টা ও ১০ মিনিট আগে, ওরিয়েন্টেশনের আগের দিন ও ১ ঘণ্টা আগে, শিক্ষক আবার রেকর্ড করতে বললে, আর সন্ধ্যায় পড়ার ধারা ভাঙার আগে — কীভাবে জানাব, বেছে নিন।',
    sms: 'SMS',
    smsNote: 'রাত ১০টা থেকে সকাল ৮টা পর্যন্ত কোনো SMS যায় না।',
    noPhone: 'অ্যাকাউন্টে ফোন নম্বর নেই।',
    email: 'ইমেইল',
    noEmail: 'অ্যাকাউন্টে ইমেইল নেই।',
    push: 'এই ব্রাউজারে পুশ নোটিফিকেশন',
    pushNote: (devices: number) =>
      devices === 0 ? 'কোনো ব্রাউজারে চালু নেই।' : `${formatNumber(devices)}টি ব্রাউজারে চালু আছে।`,
    pushDenied: 'ব্রাউজার নোটিফিকেশনের অনুমতি দেয়নি। ব্রাউজারের সেটিংস থেকে অনুমতি দিয়ে আবার চেষ্টা করুন।',
    pushUnsupported: 'এই ব্রাউজারে পুশ নোটিফিকেশন পাওয়া যায় না।',
    save: 'সংরক্ষণ করুন',
    saved: 'রিমাইন্ডারের পছন্দ সংরক্ষণ হয়েছে।',
  },
  /** A reminder's short link (/r/[code]) and an unsubscribe link (/unsubscribe/[token]), issue 40. */
  reminderLinks: {
    title: 'তিলাওয়াত রিমাইন্ডার',
    open: 'খুলুন',
    smsOff: 'এই ধরনের SMS আর চাই না',
    notFound: 'এই লিংকটি খুঁজে পাওয়া যায়নি।',
    turningOff: 'বন্ধ করা হচ্ছে…',
    off: {
      sms: 'SMS রিমাইন্ডার বন্ধ হয়েছে।',
      email: 'ইমেইল রিমাইন্ডার বন্ধ হয়েছে।',
      push: 'পুশ নোটিফিকেশন বন্ধ হয়েছে।',
    },
    again: 'অ্যাকাউন্টের পাতা থেকে যেকোনো সময় আবার চালু করতে পারবেন।',
    toAccount: 'রিমাইন্ডারের পছন্দ দেখুন',
    unsubscribeTitle: 'রিমাইন্ডার বন্ধ করা',
  },
  /** The learner's profile (/account/profile): name, second number, photo. */
  profile: {
    title: 'আমার প্রোফাইল',
    intro: 'আপনার নাম, দ্বিতীয় মোবাইল নম্বর ও ছবি এখানে বদলাতে পারেন।',
    photoTitle: 'প্রোফাইলের ছবি',
    photoSaved: 'ছবি হালনাগাদ হয়েছে।',
    back: 'আমার অ্যাকাউন্টে ফিরুন',
  },
  /** The learner's signed-in devices (/account/security). */
  security: {
    title: 'লগইন থাকা ডিভাইস',
    intro:
      'যেসব ডিভাইসে আপনার অ্যাকাউন্টে লগইন আছে, সেগুলো এখানে দেখুন। অচেনা কোনো ডিভাইস দেখলে সেখান থেকে লগআউট করুন এবং পাসওয়ার্ড বদলে নিন।',
    ended: 'ডিভাইসটি থেকে লগআউট করা হয়েছে।',
    back: 'আমার অ্যাকাউন্টে ফিরুন',
  },
  /** The wallet (/wallet): balance, top-up, ledger, and the gateway's return (`?status=`). */
  wallet: {
    title: 'আমার ওয়ালেট',
    intro: 'বিকাশ, নগদ, রকেট বা উপায় থেকে ওয়ালেটে টাকা যোগ করুন; দোকানের অর্ডারে এই ব্যালেন্স দিয়ে পেমেন্ট করা যায়।',
    balanceTitle: 'বর্তমান ব্যালেন্স',
    returned: {
      success: 'টপ-আপ সম্পন্ন হয়েছে। ব্যালেন্স হালনাগাদ হয়েছে।',
      failed: 'টপ-আপ হয়নি; কোনো টাকা যোগ হয়নি। আবার চেষ্টা করুন।',
      cancelled: 'টপ-আপ বাতিল করা হয়েছে।',
    },
    ledgerTitle: 'লেনদেনের হিসাব',
    kindLabel: 'লেনদেনের ধরন',
    kindAll: 'সব',
    /** 'মোট ৪৫টির মধ্যে ২০টি দেখানো হচ্ছে'. */
    shown: (shown: number, total: number) =>
      `মোট ${formatNumber(total)}টির মধ্যে ${formatNumber(shown)}টি দেখানো হচ্ছে`,
    more: 'আরও দেখুন',
    emptyFilteredTitle: (kind: string) => `“${kind}” ধরনের কোনো লেনদেন নেই`,
    emptyFiltered: 'অন্য ধরন বেছে নিন, অথবা সব লেনদেন দেখুন।',
    showAll: 'সব লেনদেন দেখুন',
  },
  /** The learner's coupons (/coupons): copy a gift coupon's code, claim a topup coupon into the wallet. */
  coupons: {
    title: 'আমার কুপন',
    intro:
      'উপহার কুপনের কোড দোকানের চেকআউটে লিখলে অর্ডারের দাম থেকে ছাড় পাবেন। টপ-আপ কুপন “ওয়ালেটে যোগ করুন” চাপলে তার টাকা সরাসরি ওয়ালেটে জমা হয়।',
    listLabel: 'কুপনের তালিকা',
    claimed: 'কুপনের টাকা ওয়ালেটে যোগ হয়েছে।',
    toWallet: 'ওয়ালেট দেখুন',
    emptyTitle: 'এখনো কোনো কুপন নেই',
    empty: 'উপহার বা টপ-আপ কুপন পেলে সেগুলো এখানে দেখাবে। এর মধ্যে দোকান ঘুরে দেখতে পারেন।',
    toShop: 'দোকানে যান',
    /** '৫০টির মধ্যে প্রথম ১০০টি…' when the learner holds more than one page. */
    more: (shown: number, total: number) =>
      `মোট ${formatNumber(total)}টি কুপনের মধ্যে প্রথম ${formatNumber(shown)}টি দেখানো হচ্ছে।`,
  },
  /** The e-mail verification link's page (/verify/[token]). */
  verify: {
    title: 'ইমেইল যাচাই',
    checking: 'আপনার ইমেইল যাচাই করা হচ্ছে…',
    successText: 'আপনার ইমেইল যাচাই হয়েছে, আর আপনি এখন লগইন অবস্থায় আছেন।',
    toDashboard: 'ড্যাশবোর্ডে যান',
    toCourses: 'কোর্সগুলো দেখুন',
    invalidTitle: 'লিংকটি আর কাজ করছে না',
    invalidText:
      'যাচাইয়ের লিংকটি সঠিক নয়, আগেই ব্যবহার করা হয়েছে, অথবা এর মেয়াদ শেষ হয়ে গেছে। নিচে আপনার ইমেইল বা মোবাইল নম্বর লিখুন, নতুন যাচাইয়ের লিংক পাঠিয়ে দেব।',
    resendTitle: 'নতুন যাচাইয়ের লিংক নিন',
    resend: 'নতুন লিংক পাঠান',
    toLogin: 'লগইন করুন',
    failedTitle: 'এখন যাচাই করা গেল না',
  },
} as const;
