// The demo shop's public side: catalogues, cards, content playlists and reviews.

export interface CardSeed {
  slug: string;
  catalog: string;
  title: string;
  description: string;
  kind: 'quran' | 'book' | 'gift-card';
  price: number;
  /** The unit of `price`: taka unless the card is a reward bought with points or stars. */
  currency?: 'tk' | 'star' | 'point';
  originalPrice?: number;
  sizes: ('small' | 'medium' | 'large')[];
  orderKind: 'pre-order' | 'instant-delivery';
  stock: number | null;
  details: Record<string, unknown>;
}

export const CATALOGS = [
  {
    slug: 'printed-quran',
    name: 'মুদ্রিত কুরআন শরীফ',
    description: 'বিভিন্ন মাপের হাফেজি, রঙিন তাজবিদ ও পকেট কুরআন শরীফ, সারা দেশে হোম ডেলিভারি।',
    position: 1,
  },
  {
    slug: 'tajweed-books',
    name: 'তাজবিদ ও ইসলামি বই',
    description: 'নূরানী কায়দা, তাজবিদ শিক্ষা ও তিলাওয়াত অনুশীলনের বই — অনেকগুলোর সঙ্গে অডিও-ভিডিও পাঠ।',
    position: 2,
  },
  {
    slug: 'course-gift-cards',
    name: 'কোর্স গিফট কার্ড',
    description: 'প্রিয়জনকে কুরআন শিক্ষার উপহার দিন; কেনার সঙ্গে সঙ্গে কোড পৌঁছে যায়।',
    position: 3,
  },
  {
    slug: 'hafezi-quran',
    name: 'হাফেজি কুরআন শরীফ',
    description: 'হিফজের জন্য ১৫ লাইনের হাফেজি কুরআন শরীফ।',
    position: 1,
    parent: 'printed-quran',
  },
];

export const CARDS: CardSeed[] = [
  {
    slug: 'hafezi-tajweed-quran',
    catalog: 'hafezi-quran',
    title: 'হাফেজি তাজবিদ কুরআন শরীফ',
    description:
      '১৫ লাইনের হাফেজি ছাপা, তাজবিদের নিয়ম রঙে চিহ্নিত। প্রতিটি পৃষ্ঠা একটি আয়াতে শেষ, তাই মুখস্থে সুবিধা হয়।\n\nমজবুত বাঁধাই, অফসেট কাগজ। ছোট, মাঝারি ও বড় — তিন মাপে পাওয়া যায়।',
    kind: 'quran',
    price: 1200,
    originalPrice: 1400,
    sizes: ['small', 'medium', 'large'],
    orderKind: 'pre-order',
    stock: 35,
    details: { lines_per_page: 15, pages: 611, binding: 'হার্ড কভার', publisher: 'তিলাওয়াত প্রকাশনী' },
  },
  {
    slug: 'rongin-tajweed-quran',
    catalog: 'printed-quran',
    title: 'রঙিন তাজবিদ কুরআন শরীফ (বাংলা উচ্চারণসহ)',
    description:
      'প্রতিটি আয়াতের নিচে বাংলা উচ্চারণ ও অর্থ; গুন্নাহ, মাদ ও ক্বলক্বলার জায়গা আলাদা রঙে।\n\nনতুন পাঠকদের জন্য সবচেয়ে সহজ সংস্করণ। নতুন মুদ্রণ ছাপা হচ্ছে: এখন অর্ডার করলে ছাপা হলেই পাঠানো হবে।',
    kind: 'quran',
    price: 1500,
    sizes: ['medium', 'large'],
    orderKind: 'pre-order',
    // a pre-order: not yet printed, no stock counted
    stock: null,
    details: { pages: 1048, binding: 'হার্ড কভার', publisher: 'তিলাওয়াত প্রকাশনী' },
  },
  {
    slug: 'pocket-quran-sharif',
    catalog: 'printed-quran',
    title: 'পকেট কুরআন শরীফ',
    description: 'সফরে সঙ্গে রাখার মতো ছোট মাপের কুরআন শরীফ, চেইন-ওয়ালা কভারসহ। নতুন চালান এলে আবার পাওয়া যাবে।',
    kind: 'quran',
    price: 450,
    sizes: ['small'],
    orderKind: 'pre-order',
    // sold out: the shop shows it, the basket refuses it
    stock: 0,
    details: { pages: 604, binding: 'চেইন কভার' },
  },
  {
    slug: 'sohoj-tajweed-shikkha',
    catalog: 'tajweed-books',
    title: 'সহজ তাজবিদ শিক্ষা (অডিওসহ)',
    description:
      'মাখরাজ ও তাজবিদের নিয়ম ছবি ও উদাহরণসহ।\n\nপ্রতিটি পাঠের অডিও তিলাওয়াত অ্যাপে শুনুন; প্রথম দুটি পাঠ সবার জন্য খোলা।',
    kind: 'book',
    price: 350,
    sizes: [],
    orderKind: 'pre-order',
    stock: 120,
    details: { pages: 160, author: 'কারী মাওলানা আব্দুর রহমান' },
  },
  {
    slug: 'noorani-qaida',
    catalog: 'tajweed-books',
    title: 'নূরানী কায়দা (ভিডিও পাঠসহ)',
    description: 'শিশু ও নতুনদের জন্য নূরানী কায়দা, প্রতিটি সবকের ভিডিও পাঠসহ।',
    kind: 'book',
    price: 180,
    sizes: [],
    orderKind: 'pre-order',
    stock: 200,
    details: { pages: 48 },
  },
  {
    slug: 'tajweed-chart-poster',
    catalog: 'tajweed-books',
    title: 'রঙিন তাজবিদ চার্ট (পোস্টার) — পয়েন্টে নিন',
    description:
      'মাখরাজ ও তাজবিদের রঙের নিয়ম এক পাতায়, পড়ার টেবিলের পাশে রাখার মতো বড় পোস্টার।\n\nকেনাকাটায় জমা পয়েন্ট দিয়ে নেওয়া যায় (প্রতি ১০০ টাকার কেনাকাটায় ১ পয়েন্ট); ডেলিভারি ফ্রি।',
    kind: 'book',
    price: 40,
    currency: 'point',
    sizes: [],
    orderKind: 'pre-order',
    stock: 100,
    details: { pages: 1 },
  },
  {
    slug: 'gift-card-quran-shikkha',
    catalog: 'course-gift-cards',
    title: 'গিফট কার্ড — কুরআন শিক্ষা (প্রাথমিক স্তর)',
    description:
      'প্রাথমিক স্তরের কুরআন শিক্ষা কোর্সের যেকোনো ব্যাচে ভর্তির উপহার।\n\nপেমেন্টের সঙ্গে সঙ্গে কোড আপনার অ্যাকাউন্টে পৌঁছে যায়; ছয় মাসের মধ্যে ব্যবহার করতে হবে।',
    kind: 'gift-card',
    price: 2500,
    sizes: [],
    orderKind: 'instant-delivery',
    stock: null,
    details: { course_slug: 'quran-shikkha-beginner', valid_days: 180 },
  },
  {
    slug: 'gift-card-tajweed',
    catalog: 'course-gift-cards',
    title: 'গিফট কার্ড — তাজবিদ কোর্স',
    description: 'তাজবিদ কোর্সের লাইভ ব্যাচে ভর্তির উপহার; পেমেন্টের সঙ্গে সঙ্গে কোড পৌঁছে যায়।',
    kind: 'gift-card',
    price: 3000,
    sizes: [],
    orderKind: 'instant-delivery',
    stock: null,
    details: { course_slug: 'tajweed-intermediate', valid_days: 180 },
  },
];

export const PLAYLISTS: Record<
  string,
  { title: string; kind: 'audio' | 'video' | 'pdf'; seconds: number | null; free?: boolean; body: string }[]
> = {
  'sohoj-tajweed-shikkha': [
    {
      title: 'পাঠ ১ — মাখরাজের পরিচয়',
      kind: 'audio',
      seconds: 540,
      free: true,
      body: 'মাখরাজ কী এবং কেন শুদ্ধ উচ্চারণে তা জরুরি।',
    },
    {
      title: 'পাঠ ২ — হালকের হরফ',
      kind: 'audio',
      seconds: 610,
      free: true,
      body: 'গলার ভেতর থেকে উচ্চারিত ছয়টি হরফের সঠিক উচ্চারণ।',
    },
    { title: 'পাঠ ৩ — জিহ্বার হরফ', kind: 'audio', seconds: 655, body: 'জিহ্বার বিভিন্ন অংশ থেকে উচ্চারিত হরফসমূহ।' },
    { title: 'পাঠ ৪ — নূন সাকিন ও তানভীন', kind: 'audio', seconds: 720, body: 'ইযহার, ইদগাম, ইকলাব ও ইখফার নিয়ম।' },
    { title: 'পাঠ ৫ — মীম সাকিন', kind: 'audio', seconds: 480, body: 'মীম সাকিনের তিনটি নিয়ম উদাহরণসহ।' },
    { title: 'পাঠ ৬ — মাদ', kind: 'audio', seconds: 690, body: 'মাদের প্রকারভেদ ও কত হরকত টেনে পড়তে হয়।' },
    { title: 'পাঠ ৭ — ক্বলক্বলা', kind: 'audio', seconds: 430, body: 'ক্বলক্বলার পাঁচটি হরফ ও উচ্চারণের ধরন।' },
    { title: 'অনুশীলনী — সব নিয়মের সারসংক্ষেপ', kind: 'pdf', seconds: null, body: 'বইয়ের সব নিয়ম এক পাতায়।' },
  ],
  'noorani-qaida': [
    {
      title: 'সবক ১ — আলিফ থেকে ইয়া',
      kind: 'video',
      seconds: 780,
      free: true,
      body: 'আরবি হরফের পরিচয়, ধীরে ধীরে।',
    },
    { title: 'সবক ২ — মিলিত হরফ', kind: 'video', seconds: 840, body: 'শব্দের শুরুতে, মাঝে ও শেষে হরফের রূপ।' },
    { title: 'সবক ৩ — হরকত', kind: 'video', seconds: 900, body: 'যবর, যের ও পেশ দিয়ে পড়া।' },
    { title: 'সবক ৪ — তানভীন', kind: 'video', seconds: 720, body: 'দুই যবর, দুই যের ও দুই পেশ।' },
    { title: 'সবক ৫ — জযম ও তাশদীদ', kind: 'video', seconds: 960, body: 'সাকিন ও তাশদীদযুক্ত শব্দ পড়া।' },
  ],
};

export const REVIEWS = [
  {
    card: 'hafezi-tajweed-quran',
    name: 'আব্দুল্লাহ আ.',
    rating: 5,
    days: 9,
    comment: 'ছাপা খুব পরিষ্কার, তাজবিদের রং দেখে পড়তে সুবিধা হয়। আলহামদুলিল্লাহ।',
  },
  {
    card: 'hafezi-tajweed-quran',
    name: 'নুসরাত জ.',
    rating: 4,
    days: 21,
    comment: 'মাঝারি মাপটা নিয়েছি, বাঁধাই মজবুত। ডেলিভারিতে দুই দিন বেশি লেগেছে।',
  },
  {
    card: 'rongin-tajweed-quran',
    name: 'রফিকুল ই.',
    rating: 5,
    days: 5,
    comment: 'বাংলা উচ্চারণ থাকায় আম্মা নিজেই পড়তে পারছেন। খুব উপকারী।',
  },
  {
    card: 'sohoj-tajweed-shikkha',
    name: 'ফারহানা ক.',
    rating: 5,
    days: 12,
    comment: 'বইয়ের সঙ্গে অডিও পাঠগুলো দারুণ, মাখরাজ বুঝতে অনেক সহজ হয়েছে।',
  },
  {
    card: 'sohoj-tajweed-shikkha',
    name: 'মাহমুদ হ.',
    rating: 4,
    days: 30,
    comment: 'ভালো বই; উদাহরণ আরও কিছু থাকলে ভালো হতো।',
  },
  {
    card: 'noorani-qaida',
    name: 'সুমাইয়া র.',
    rating: 5,
    days: 3,
    comment: 'আমার ছেলে ভিডিও দেখে দেখে হরফ চিনে ফেলেছে, মাশাআল্লাহ।',
  },
  {
    card: 'gift-card-quran-shikkha',
    name: 'তানভীর আ.',
    rating: 5,
    days: 15,
    comment: 'বাবাকে উপহার দিয়েছি, কোড সঙ্গে সঙ্গে পেয়েছি।',
  },
];
