// The demo courses (catalogue) with what each batch teaches (learning): live and on-demand batches,
// bundle plans, modules and lessons, live class schedules. Media are stored as keys (see run.ts).
import type { Weekday } from './dhaka-time';

/** The HLS rendition every demo recording plays (apps/api/media/hls/sample/). */
export const SAMPLE_RECORDING = 'hls/sample';

export interface LessonSeed {
  title: string;
  minutes: number;
  free?: boolean;
  /** A PDF attached to the lesson; the key is the file's identity across the platform. */
  pdf?: { key: string; title: string };
}

export interface ModuleSeed {
  title: string;
  lessons: LessonSeed[];
}

export interface LiveBatchSeed {
  code: string;
  name: string;
  classDays: Weekday[];
  classTime: string;
  durationMinutes: number;
  seats: number;
  price: number;
  originalPrice?: number;
  /** First class on the first class day on or after this many days from now (negative: already running). */
  startDays: number;
  /** Extra sessions relative to now (minutes), such as a Q&A that is open right now. */
  specials?: { inMinutes: number; durationMinutes: number; title: string }[];
}

export interface CourseSeed {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  durationWeeks: number;
  instructor: string;
  live: LiveBatchSeed[];
  onDemand: { code: string; price: number; originalPrice?: number };
  plans: { id: string; title: string; description: string; accessDays: number; price: number }[];
  modules: ModuleSeed[];
}

export const COURSES: CourseSeed[] = [
  {
    slug: 'quran-shikkha-beginner',
    title: 'কুরআন শিক্ষা — প্রাথমিক স্তর',
    subtitle: 'আরবি হরফ থেকে শুরু করে শুদ্ধ তিলাওয়াত',
    description:
      'যাঁরা একেবারে শুরু থেকে কুরআন পড়া শিখতে চান তাঁদের জন্য। আরবি হরফ, মাখরাজ, হরকত ও তাজবিদের মৌলিক নিয়ম শিখে ধীরে ধীরে সূরা ফাতিহা ও ছোট সূরাগুলো শুদ্ধভাবে তিলাওয়াত করতে পারবেন। প্রতিটি ক্লাসে উস্তাদ আপনার তিলাওয়াত শুনে সংশোধন করে দেবেন।',
    level: 'beginner',
    durationWeeks: 12,
    instructor: 'কারী মাওলানা আব্দুর রহমান',
    live: [
      {
        code: 'qs-b12',
        name: 'ব্যাচ ১২ — সন্ধ্যা',
        classDays: ['sat', 'mon', 'wed'],
        classTime: '20:30',
        durationMinutes: 60,
        seats: 40,
        price: 2500,
        originalPrice: 3000,
        startDays: -14,
        specials: [
          { inMinutes: -5, durationMinutes: 60, title: 'সাপ্তাহিক প্রশ্নোত্তর — তিলাওয়াত সংশোধন' },
          { inMinutes: 45, durationMinutes: 45, title: 'বিশেষ অনুশীলন — মাখরাজ' },
        ],
      },
      {
        code: 'qs-b13',
        name: 'ব্যাচ ১৩ — সকাল',
        classDays: ['sun', 'tue', 'thu'],
        classTime: '07:00',
        durationMinutes: 60,
        seats: 40,
        price: 2500,
        startDays: 6,
      },
    ],
    onDemand: { code: 'qs-od', price: 1500 },
    plans: [
      {
        id: 'quran-shikkha-3-months',
        title: 'তিন মাসের অ্যাক্সেস',
        description: 'অন-ডিমান্ড ব্যাচের সব রেকর্ডিং, PDF নোট ও স্টাডি প্ল্যান তিন মাসের জন্য।',
        accessDays: 90,
        price: 800,
      },
      {
        id: 'quran-shikkha-1-year',
        title: 'এক বছরের অ্যাক্সেস',
        description: 'অন-ডিমান্ড ব্যাচের সব রেকর্ডিং, PDF নোট ও স্টাডি প্ল্যান পুরো এক বছরের জন্য।',
        accessDays: 365,
        price: 1200,
      },
    ],
    modules: [
      {
        title: 'আরবি হরফ ও মাখরাজ',
        lessons: [
          {
            title: 'হরফ পরিচিতি',
            minutes: 14,
            free: true,
            pdf: { key: 'qs-makhraj-chart', title: 'মাখরাজের চার্ট' },
          },
          { title: 'হলকি হরফের মাখরাজ', minutes: 21 },
          { title: 'জিহ্বার হরফসমূহ', minutes: 18 },
          { title: 'ঠোঁট ও নাকের হরফ', minutes: 16 },
        ],
      },
      {
        title: 'হরকত, তানভীন ও মাদ',
        lessons: [
          { title: 'যবর, যের ও পেশ', minutes: 15, free: true },
          { title: 'তানভীনের উচ্চারণ', minutes: 17, pdf: { key: 'qs-harakat-practice', title: 'হরকত অনুশীলনী' } },
          { title: 'মাদের পরিচয়', minutes: 19 },
          { title: 'খাড়া যবর ও খাড়া যের', minutes: 12 },
        ],
      },
      {
        title: 'সাকিন, তাশদীদ ও শব্দ গঠন',
        lessons: [
          {
            title: 'জযম ও সাকিন',
            minutes: 16,
            pdf: { key: 'qs-sakin-tashdid', title: 'সাকিন ও তাশদীদের নিয়ম' },
          },
          { title: 'তাশদীদের নিয়ম', minutes: 18 },
          { title: 'হরফ মিলিয়ে শব্দ পড়া', minutes: 22 },
        ],
      },
      {
        title: 'সূরা ফাতিহা ও ছোট সূরা অনুশীলন',
        lessons: [
          {
            title: 'সূরা ফাতিহা — ধীরে ধীরে তিলাওয়াত',
            minutes: 25,
            pdf: { key: 'qs-surah-fatiha', title: 'সূরা ফাতিহা — উচ্চারণ নির্দেশিকা' },
          },
          { title: 'সূরা ইখলাস, ফালাক ও নাস', minutes: 20 },
          { title: 'সূরা কাউসার ও সূরা আসর', minutes: 17 },
        ],
      },
    ],
  },
  {
    slug: 'tajweed-intermediate',
    title: 'তাজবিদ — শুদ্ধ তিলাওয়াতের নিয়ম',
    subtitle: 'নূন সাকিন, মীম সাকিন, মাদ ও ওয়াকফের পূর্ণাঙ্গ পাঠ',
    description:
      'যাঁরা কুরআন পড়তে পারেন কিন্তু তাজবিদের নিয়মগুলো ঠিকভাবে মানতে চান, তাঁদের জন্য এই কোর্স। প্রতিটি নিয়ম উদাহরণসহ শিখে লাইভ ক্লাসে অনুশীলন করবেন, আর প্রতি মডিউলের শেষে নিজের তিলাওয়াত যাচাই করে নেবেন।',
    level: 'intermediate',
    durationWeeks: 10,
    instructor: 'কারী হাফেজ মুহাম্মাদ ইউসুফ',
    live: [
      {
        code: 'tj-b5',
        name: 'তাজবিদ ব্যাচ ৫ — রাত',
        classDays: ['fri', 'sun', 'tue'],
        classTime: '21:30',
        durationMinutes: 60,
        seats: 40,
        price: 3000,
        startDays: -7,
        specials: [{ inMinutes: 10, durationMinutes: 60, title: 'তাজবিদ অনুশীলন — নূন সাকিনের প্রশ্নোত্তর' }],
      },
    ],
    onDemand: { code: 'tj-od', price: 2000 },
    plans: [
      {
        id: 'tajweed-6-months',
        title: 'ছয় মাসের অ্যাক্সেস',
        description: 'তাজবিদ কোর্সের সব রেকর্ডিং ও PDF নোট ছয় মাসের জন্য।',
        accessDays: 180,
        price: 1500,
      },
    ],
    modules: [
      {
        title: 'নূন সাকিন ও তানভীনের নিয়ম',
        lessons: [
          {
            title: 'ইযহার',
            minutes: 18,
            free: true,
            pdf: { key: 'tj-nun-sakin-rules', title: 'নূন সাকিন ও তানভীনের চার্ট' },
          },
          { title: 'ইদগাম', minutes: 22 },
          { title: 'ইকলাব', minutes: 12 },
          { title: 'ইখফা', minutes: 20 },
        ],
      },
      {
        title: 'মীম সাকিনের নিয়ম',
        lessons: [
          { title: 'ইখফা শাফাবি', minutes: 14, pdf: { key: 'tj-mim-sakin-rules', title: 'মীম সাকিনের নিয়ম' } },
          { title: 'ইদগাম মিসলাইন', minutes: 11 },
          { title: 'ইযহার শাফাবি', minutes: 13 },
        ],
      },
      {
        title: 'মাদের প্রকারভেদ',
        lessons: [
          { title: 'মাদ্দে তবয়ী', minutes: 15, free: true },
          {
            title: 'মাদ্দে মুত্তাসিল ও মুনফাসিল',
            minutes: 21,
            pdf: { key: 'tj-madd-types', title: 'মাদের প্রকারভেদ — সারণি' },
          },
          { title: 'মাদ্দে লাযিম', minutes: 17 },
        ],
      },
      {
        title: 'ওয়াকফ ও পুর-বারিক',
        lessons: [
          { title: 'ওয়াকফের চিহ্ন', minutes: 19, pdf: { key: 'tj-waqf-signs', title: 'ওয়াকফের চিহ্নসমূহ' } },
          { title: 'রা-এর পুর ও বারিক', minutes: 16 },
          { title: 'আল্লাহ শব্দের লাম', minutes: 10 },
        ],
      },
    ],
  },
  {
    slug: 'nazera-quran',
    title: 'নাজেরা কুরআন — সাবলীল তিলাওয়াত',
    subtitle: 'দেখে দেখে সাবলীল ও শুদ্ধ তিলাওয়াতের অনুশীলন',
    description:
      'তাজবিদের প্রাথমিক জ্ঞান আছে এমন শিক্ষার্থীদের জন্য নাজেরা কোর্স। আমপারা, সূরা ইয়াসীন, মুলক ও রহমান উস্তাদের সঙ্গে ধাপে ধাপে তিলাওয়াত করে গতি ও শুদ্ধতা দুটোই বাড়াবেন।',
    level: 'intermediate',
    durationWeeks: 8,
    instructor: 'উস্তাযা উম্মে সালমা',
    live: [
      {
        code: 'nz-b3',
        name: 'নাজেরা ব্যাচ ৩ — বিকেল (মহিলা)',
        classDays: ['sat', 'tue'],
        classTime: '16:00',
        durationMinutes: 75,
        seats: 35,
        price: 2000,
        startDays: 3,
      },
    ],
    onDemand: { code: 'nz-od', price: 1200 },
    plans: [
      {
        id: 'nazera-1-year',
        title: 'এক বছরের অ্যাক্সেস',
        description: 'নাজেরা কোর্সের সব তিলাওয়াত-রেকর্ডিং এক বছরের জন্য।',
        accessDays: 365,
        price: 1000,
      },
    ],
    modules: [
      {
        title: 'আমপারা নাজেরা',
        lessons: [
          {
            title: 'সূরা নাবা',
            minutes: 24,
            free: true,
            pdf: { key: 'nz-amma-para-guide', title: 'আমপারা তিলাওয়াত নির্দেশিকা' },
          },
          { title: 'সূরা নাযিআত', minutes: 22 },
          { title: 'সূরা আবাসা ও তাকভীর', minutes: 20 },
        ],
      },
      {
        title: 'সূরা ইয়াসীন',
        lessons: [
          { title: 'সূরা ইয়াসীন — আয়াত ১–২১', minutes: 18 },
          { title: 'সূরা ইয়াসীন — আয়াত ২২–৫০', minutes: 21 },
          { title: 'সূরা ইয়াসীন — আয়াত ৫১–৮৩', minutes: 20 },
        ],
      },
      {
        title: 'সূরা মুলক ও সূরা রহমান',
        lessons: [
          { title: 'সূরা মুলক', minutes: 19, free: true },
          {
            title: 'সূরা রহমান — আয়াত ১–৪০',
            minutes: 17,
            pdf: { key: 'nz-surah-rahman', title: 'সূরা রহমান — তিলাওয়াত নোট' },
          },
          { title: 'সূরা রহমান — আয়াত ৪১–৭৮', minutes: 18 },
        ],
      },
    ],
  },
  {
    slug: 'hifz-amma-para',
    title: 'হিফজুল কুরআন — আমপারা মুখস্থ',
    subtitle: 'পদ্ধতি মেনে আমপারা মুখস্থ ও দীর্ঘদিন ধরে রাখা',
    description:
      'শুদ্ধ তিলাওয়াত জানা শিক্ষার্থীদের জন্য হিফজ কোর্স। দৈনিক সবক, সাবকী ও মানজিলের রুটিনে আমপারা মুখস্থ করবেন; প্রতি সপ্তাহে উস্তাদ আপনার মুখস্থ শুনে নেবেন।',
    level: 'advanced',
    durationWeeks: 16,
    instructor: 'হাফেজ মাওলানা আবু বকর সিদ্দিক',
    live: [
      {
        code: 'hf-b2',
        name: 'হিফজ ব্যাচ ২ — ভোর',
        classDays: ['sat', 'sun', 'mon', 'tue', 'wed'],
        classTime: '05:45',
        durationMinutes: 45,
        seats: 20,
        price: 4500,
        originalPrice: 5000,
        startDays: 10,
      },
    ],
    onDemand: { code: 'hf-od', price: 3000 },
    plans: [
      {
        id: 'hifz-1-year',
        title: 'এক বছরের অ্যাক্সেস',
        description: 'হিফজ কোর্সের সব রেকর্ডিং, মুখস্থের রুটিন ও PDF নোট এক বছরের জন্য।',
        accessDays: 365,
        price: 2500,
      },
    ],
    modules: [
      {
        title: 'মুখস্থের পদ্ধতি ও রুটিন',
        lessons: [
          {
            title: 'মুখস্থের কৌশল',
            minutes: 20,
            free: true,
            pdf: { key: 'hf-daily-routine', title: 'দৈনিক হিফজ রুটিন' },
          },
          { title: 'দৈনিক সবক ও সাবকী', minutes: 18 },
          { title: 'পুরোনো পড়া ধরে রাখা', minutes: 16 },
        ],
      },
      {
        title: 'সূরা নাস থেকে সূরা দুহা',
        lessons: [
          { title: 'সূরা নাস থেকে সূরা কাফিরূন', minutes: 22 },
          { title: 'সূরা কাউসার থেকে সূরা তাকাসুর', minutes: 24 },
          { title: 'সূরা কারিআ থেকে সূরা দুহা', minutes: 26 },
        ],
      },
      {
        title: 'সূরা লাইল থেকে সূরা বুরূজ',
        lessons: [
          {
            title: 'সূরা লাইল, শামস ও বালাদ',
            minutes: 23,
            pdf: { key: 'hf-revision-chart', title: 'মানজিল রিভিশন চার্ট' },
          },
          { title: 'সূরা ফাজর ও গাশিয়াহ', minutes: 25 },
          { title: 'সূরা আ‘লা, তারিক ও বুরূজ', minutes: 24 },
        ],
      },
      {
        title: 'সূরা ইনশিকাক থেকে সূরা নাবা',
        lessons: [
          { title: 'সূরা ইনশিকাক ও মুতাফফিফীন', minutes: 26 },
          { title: 'সূরা ইনফিতার, তাকভীর ও আবাসা', minutes: 27 },
          { title: 'সূরা নাযিআত ও নাবা', minutes: 28 },
        ],
      },
    ],
  },
];
