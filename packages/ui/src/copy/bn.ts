import { FALLBACK_ERROR, formatDigits, formatNumber } from '@tilawat/domain';
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';

/**
 * The kit's Bengali catalogue: every word a component shows that does not come from props or
 * from @tilawat/domain (enum labels, form and toast messages live there and are reused, never
 * restated). Numbers inside sentences go through domain's formatters (Bengali digits).
 */
export const bn = {
  brand: {
    name: 'তিলাওয়াত',
    tagline: 'ঘরে বসে শুদ্ধ কুরআন তিলাওয়াত শিখুন',
    home: 'তিলাওয়াত — প্রথম পাতা',
  },
  common: {
    wait: 'অপেক্ষা করুন…',
    loading: 'লোড হচ্ছে…',
    close: 'বন্ধ করুন',
    back: 'ফিরে যান',
    optional: 'ঐচ্ছিক',
    opensInNewTab: '(নতুন ট্যাবে খোলে)',
    errorPrefix: 'ত্রুটি:',
  },
  phoneField: {
    label: 'মোবাইল নম্বর',
    hint: '১১ সংখ্যার বাংলাদেশি মোবাইল নম্বর, যেমন ০১৭১২৩৪৫৬৭৮',
    countryCode: '+৮৮',
    countryCodeLabel: 'বাংলাদেশের কোড +৮৮',
    placeholder: '০১XXXXXXXXX',
  },
  passwordField: {
    label: 'পাসওয়ার্ড',
    /** Visible text of the toggle; the accessible name adds "পাসওয়ার্ড" before it. */
    show: 'দেখান',
    hide: 'লুকান',
    subject: 'পাসওয়ার্ড',
  },
  otp: {
    label: 'যাচাই কোড',
    hint: 'এসএমএস বা ইমেইলে পাওয়া ছয় সংখ্যার কোডটি লিখুন।',
    cell: (index: number, length: number) =>
      `${formatDigits(length)} সংখ্যার কোডের ${formatDigits(index)} নম্বর ঘর`,
  },
  resend: {
    action: 'আবার কোড পাঠান',
    sending: 'কোড পাঠানো হচ্ছে…',
    wait: (seconds: number) => `${formatDigits(seconds)} সেকেন্ড পরে আবার কোড পাঠাতে পারবেন`,
  },
  auth: {
    back: 'ফিরে যান',
    'phone-email': {
      title: 'লগইন বা নিবন্ধন',
      description: 'আপনার মোবাইল নম্বর বা ইমেইল দিয়ে শুরু করুন। অ্যাকাউন্ট না থাকলে নতুন খুলে দেব।',
      identity: 'মোবাইল নম্বর বা ইমেইল',
      identityHint: 'যেমন ০১৭১২৩৪৫৬৭৮ অথবা name@example.com',
      submit: 'এগিয়ে যান',
    },
    'login-password': {
      title: 'পাসওয়ার্ড দিন',
      signingInAs: 'যে অ্যাকাউন্টে লগইন করছেন',
      change: 'বদলান',
      submit: 'লগইন করুন',
      forgot: 'পাসওয়ার্ড ভুলে গেছেন?',
    },
    'forgot-password': {
      title: 'পাসওয়ার্ড ভুলে গেছেন?',
      description: 'আপনার মোবাইল নম্বর বা ইমেইলে একটি ছয় সংখ্যার কোড পাঠানো হবে।',
      identity: 'মোবাইল নম্বর বা ইমেইল',
      submit: 'কোড পাঠান',
    },
    'reset-password': {
      title: 'নতুন পাসওয়ার্ড দিন',
      description: (identity: string) => `${identity}-এ পাঠানো কোড আর নতুন পাসওয়ার্ডটি লিখুন।`,
      newPassword: 'নতুন পাসওয়ার্ড',
      confirmPassword: 'নতুন পাসওয়ার্ডটি আবার লিখুন',
      passwordHint: 'অন্তত ৮ অক্ষর',
      submit: 'পাসওয়ার্ড বদলান',
    },
    'signup-verify-otp': {
      title: 'নম্বর যাচাই করুন',
      description: (identity: string) => `${identity}-এ পাঠানো ছয় সংখ্যার কোডটি লিখুন।`,
      submit: 'যাচাই করুন',
    },
    'signup-name-password': {
      title: 'নতুন অ্যাকাউন্ট খুলুন',
      description: (identity: string) => `${identity} দিয়ে নতুন অ্যাকাউন্ট খোলা হবে।`,
      name: 'আপনার নাম',
      password: 'পাসওয়ার্ড',
      confirmPassword: 'পাসওয়ার্ডটি আবার লিখুন',
      passwordHint: 'অন্তত ৮ অক্ষর',
      phoneExtra: 'হোয়াটসঅ্যাপ নম্বর',
      phoneExtraHint: 'অন্য কোনো নম্বরে যোগাযোগ চাইলে দিন',
      submit: 'নিবন্ধন করুন',
    },
  },
  course: {
    levels: {
      beginner: 'প্রাথমিক স্তর',
      intermediate: 'মধ্যম স্তর',
      advanced: 'উচ্চতর স্তর',
    } satisfies Record<V3Schemas['CourseLevel'], string>,
    lessons: (count: number) => `${formatNumber(count)}টি পাঠ`,
    weeks: (count: number) => `${formatNumber(count)} সপ্তাহ`,
    priceFrom: 'শুরু',
    modes: 'যেভাবে শিখবেন',
    details: 'বিস্তারিত দেখুন',
  },
  batch: {
    startsOn: 'শুরু',
    openedOn: 'চালু হয়েছে',
    classDays: 'ক্লাসের দিন',
    classTime: 'ক্লাসের সময়',
    eachClass: (minutes: number) => `প্রতি ক্লাস ${formatNumber(minutes)} মিনিট`,
    instructor: 'শিক্ষক',
    seatsLeft: (left: number) => `${formatNumber(left)}টি আসন বাকি`,
    seatsOf: (total: number) => `মোট ${formatNumber(total)}টি আসন`,
    full: 'আসন পূর্ণ',
    closed: 'ভর্তি বন্ধ',
    selfPaced: 'নিজের সময়ে দেখুন, আসনের সীমা নেই',
    enroll: 'ভর্তি হন',
    enrolled: 'আপনি এই ব্যাচে ভর্তি আছেন',
    goToClass: 'ক্লাসে যান',
    weekdays: {
      sat: 'শনি',
      sun: 'রবি',
      mon: 'সোম',
      tue: 'মঙ্গল',
      wed: 'বুধ',
      thu: 'বৃহস্পতি',
      fri: 'শুক্র',
    } satisfies Record<V3Schemas['Weekday'], string>,
  },
  price: {
    now: 'দাম',
    before: 'আগের দাম',
    off: (percent: number) => `${formatNumber(percent)}% ছাড়`,
    free: 'বিনামূল্যে',
  },
  promoBar: {
    region: 'চলতি অফার',
    code: 'কোড',
    until: (date: string) => `${date} পর্যন্ত`,
    apply: 'কোডটি ব্যবহার করুন',
    dismiss: 'অফারটি বন্ধ করুন',
  },
  promoForm: {
    label: 'প্রোমো কোড',
    hint: 'কোড থাকলে লিখে প্রয়োগ করুন',
    placeholder: 'যেমন RAMADAN25',
    apply: 'প্রয়োগ করুন',
    checking: 'যাচাই হচ্ছে…',
    applied: (code: string) => `${code} কোডটি প্রয়োগ হয়েছে`,
    saving: (amount: string) => `আপনি ${amount} সাশ্রয় করছেন`,
    remove: 'কোড সরান',
    invalid: 'এই প্রোমো কোডটি সঠিক নয় বা এর মেয়াদ শেষ।',
  },
  paymentPicker: {
    label: 'কীভাবে পেমেন্ট করবেন',
    hint: 'যে ওয়ালেট থেকে টাকা দেবেন সেটি বেছে নিন',
  },
  orderSummary: {
    title: 'অর্ডারের সারাংশ',
    course: 'কোর্স',
    batch: 'ব্যাচ',
    price: 'মূল্য',
    discount: (code: string) => `ছাড় (${code})`,
    /** Read before the discount amount (the minus sign is hidden from screen readers). */
    minus: 'বাদ',
    total: 'মোট পরিশোধ',
    method: 'পেমেন্টের মাধ্যম',
    notChosen: 'এখনো বাছাই করা হয়নি',
  },
  header: {
    nav: 'প্রধান মেনু',
    menu: 'মেনু',
    login: 'লগইন',
    logout: 'লগআউট',
    account: 'আপনার অ্যাকাউন্ট',
  },
  footer: {
    contact: 'যোগাযোগ',
    phone: 'ফোন',
    email: 'ইমেইল',
    address: 'ঠিকানা',
    hours: 'সময়',
    social: 'আমাদের সঙ্গে থাকুন',
    networks: {
      facebook: 'ফেসবুক',
      youtube: 'ইউটিউব',
      instagram: 'ইনস্টাগ্রাম',
      whatsapp: 'হোয়াটসঅ্যাপ',
      telegram: 'টেলিগ্রাম',
      tiktok: 'টিকটক',
    } satisfies Record<V2Schemas['SocialLink']['network'], string>,
  },
  toaster: {
    region: 'বার্তা',
  },
  video: {
    player: (title: string) => `ভিডিও: ${title}`,
    play: 'চালান',
    pause: 'থামান',
    back: '১০ সেকেন্ড পিছনে',
    forward: '১০ সেকেন্ড সামনে',
    mute: 'শব্দ বন্ধ',
    unmute: 'শব্দ চালু',
    fullscreen: 'পূর্ণ পর্দা',
    exitFullscreen: 'পূর্ণ পর্দা বন্ধ',
    seek: 'ভিডিওর অবস্থান',
    position: (current: string, total: string) => `${current} / ${total}`,
    positionText: (current: string, total: string) => `${total}-এর মধ্যে ${current}`,
    resumed: (at: string) => `আগের জায়গা (${at}) থেকে দেখছেন`,
    locked: 'এই পাঠটি দেখতে কোর্সে ভর্তি হন।',
    error: 'ভিডিওটি চালানো যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    keys: 'কিবোর্ড: স্পেস বা K চালান/থামান, ← → ১০ সেকেন্ড, M শব্দ, F পূর্ণ পর্দা',
  },
  moduleList: {
    title: 'পাঠ্যসূচি',
    module: (position: number) => `মডিউল ${formatNumber(position)}`,
    lessons: (count: number) => `${formatNumber(count)}টি পাঠ`,
    free: 'ফ্রি',
    locked: 'লক করা',
    lockedHint: 'ভর্তি হলে খুলবে',
    watch: 'দেখুন',
    current: 'এখন দেখছেন',
    resources: 'পিডিএফ',
  },
  liveClass: {
    status: {
      upcoming: 'আসন্ন',
      open: 'যোগ দেওয়া যাবে',
      live: 'এখন চলছে',
      ended: 'ক্লাস শেষ',
    },
    startsAt: 'শুরু',
    startsIn: 'শুরু হতে বাকি',
    length: 'দৈর্ঘ্য',
    joinOpens: (relative: string) => `যোগ দেওয়ার বাটন চালু হবে ${relative}`,
    join: 'ক্লাসে যোগ দিন',
    joining: 'যুক্ত হচ্ছে…',
    ended: 'এই ক্লাসটি শেষ হয়েছে। রেকর্ডিং এলে পাঠ্যসূচিতে পাবেন।',
    minutes: (minutes: number) => `${formatNumber(minutes)} মিনিট`,
  },
  examTimer: {
    label: 'বাকি সময়',
    warning: 'সময় প্রায় শেষ',
    expired: 'সময় শেষ',
    /** Announced once when 5, then 1, minutes or less are left. */
    minutesLeft: (minutes: number) => `আর ${formatNumber(minutes)} মিনিট বা তার কম সময় বাকি`,
  },
  saveStatus: {
    saved: (time: string) => `${time}-এ উত্তর সংরক্ষিত হয়েছে`,
    nothingYet: 'এখনো কোনো উত্তর সংরক্ষণ হয়নি',
    saving: 'উত্তর সংরক্ষণ হচ্ছে…',
    offline: 'অফলাইন — উত্তর এই ডিভাইসে রাখা আছে',
    error: 'উত্তর সংরক্ষণ করা যায়নি',
    retry: 'আবার চেষ্টা করুন',
  },
  question: {
    number: (n: number, total: number) => `প্রশ্ন ${formatNumber(n)} / ${formatNumber(total)}`,
    marks: (marks: number) => `${formatNumber(marks)} নম্বর`,
    chooseOne: 'একটি উত্তর বেছে নিন',
    chooseMany: 'এক বা একাধিক উত্তর বেছে নিন',
    answer: 'আপনার উত্তর',
    answerHint: 'বাংলা বা আরবিতে লিখতে পারেন',
    flag: 'পরে দেখব',
  },
  questionNavigator: {
    label: 'প্রশ্নের তালিকা',
    item: (n: number, answered: boolean, flagged: boolean) =>
      [
        `প্রশ্ন ${formatNumber(n)}`,
        answered ? 'উত্তর দেওয়া হয়েছে' : 'উত্তর বাকি',
        flagged ? 'পরে দেখার জন্য চিহ্নিত' : '',
      ]
        .filter(Boolean)
        .join(', '),
    summary: (answered: number, total: number) =>
      `${formatNumber(total)}টির মধ্যে ${formatNumber(answered)}টির উত্তর দেওয়া হয়েছে`,
    flaggedCount: (count: number) => `${formatNumber(count)}টি পরে দেখার জন্য চিহ্নিত`,
    key: { answered: 'উত্তর দেওয়া', unanswered: 'উত্তর বাকি', flagged: 'পরে দেখব', current: 'এখনকার প্রশ্ন' },
  },
  dialog: {
    close: 'বন্ধ করুন',
  },
  skeleton: {
    loading: 'লোড হচ্ছে…',
  },
  emptyState: {
    title: 'এখানে এখনো কিছু নেই',
  },
  errorState: {
    title: 'কিছু একটা সমস্যা হয়েছে',
    description: FALLBACK_ERROR.bn,
    retry: 'আবার চেষ্টা করুন',
  },
} as const;

export type Copy = typeof bn;
