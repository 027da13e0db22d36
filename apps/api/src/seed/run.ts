// Bengali demo content for a fresh database: the learning catalogue (courses, live and on-demand
// batches, bundle plans, modules, recordings, live classes, study plans), promos, the CMS and the
// legacy shop's public side. Written once, in one transaction, and never over existing content.
//
// Media are stored as keys, never as URLs of this api (an absolute http(s) URL, a CDN's, would pass
// through). A recording's key names an HLS rendition folder under MEDIA_DIR: every demo recording
// plays the committed sample `hls/sample` (scripts/make-sample-media.sh), which the api serves under
// a signed `${PUBLIC_ORIGIN}/media/hls/sample/index.m3u8?exp=…&sig=…` (services/media.ts). Content
// audio, video and PDFs keep keys such as `content/<slug>/01.mp3`: files a media store will hold.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import {
  batches,
  bundlePlans,
  cards,
  catalogs,
  cmsPages,
  contents,
  courses,
  liveClasses,
  modules,
  promos,
  publicReviews,
  recordings,
  siteDocuments,
  studyPlanItems,
} from './schema';

/** The HLS rendition every demo recording plays (apps/api/media/hls/sample/). */
export const SAMPLE_RECORDING = 'hls/sample';

type Weekday = 'sat' | 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri';

interface LessonSeed {
  title: string;
  minutes: number;
  free?: boolean;
  /** A PDF attached to the lesson; the key is the file's identity across the platform. */
  pdf?: { key: string; title: string };
}

interface ModuleSeed {
  title: string;
  lessons: LessonSeed[];
}

interface LiveBatchSeed {
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

interface CourseSeed {
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

// ---------------------------------------------------------------- time in Asia/Dhaka (UTC+6, no DST)

const DHAKA_OFFSET_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;
const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** `hh:mm` in Asia/Dhaka on the Dhaka calendar day `days` after the day of `from`. */
function dhakaAt(from: Date, days: number, time: string): Date {
  const wall = new Date(from.getTime() + DHAKA_OFFSET_MS);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days, hours, minutes) -
      DHAKA_OFFSET_MS,
  );
}

const dhakaWeekday = (at: Date): Weekday =>
  WEEKDAYS[new Date(at.getTime() + DHAKA_OFFSET_MS).getUTCDay()] as Weekday;

/** Class sessions of a schedule, from the day `fromDays` after `now`, as many as asked. */
function sessions(now: Date, fromDays: number, days: Weekday[], time: string, howMany: number): Date[] {
  const found: Date[] = [];
  for (let day = fromDays; found.length < howMany && day < fromDays + 400; day += 1) {
    const at = dhakaAt(now, day, time);
    if (days.includes(dhakaWeekday(at))) found.push(at);
  }
  return found;
}

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const bn = (n: number) => String(n).replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)] as string);

// ---------------------------------------------------------------- the learning catalogue

const COURSES: CourseSeed[] = [
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

// ---------------------------------------------------------------- the shop's public side

const CMS_PAGES = [
  {
    slug: 'about-us',
    title: 'আমাদের সম্পর্কে',
    metaTitle: 'আমাদের সম্পর্কে — তিলাওয়াত',
    metaDescription: 'তিলাওয়াত ঘরে বসে অভিজ্ঞ কারী ও উস্তাযাদের কাছে শুদ্ধ করে কুরআন তিলাওয়াত শেখার একটি অনলাইন প্ল্যাটফর্ম।',
    bodyHtml: [
      '<h2>তিলাওয়াত</h2>',
      '<p>তিলাওয়াত ঘরে বসে শুদ্ধ করে কুরআন তিলাওয়াত শেখার একটি অনলাইন প্ল্যাটফর্ম। আরবি হরফ থেকে শুরু করে তাজবিদ, নাজেরা ও হিফজ — প্রতিটি স্তরে অভিজ্ঞ কারী ও উস্তাযারা লাইভ ক্লাসে আপনার তিলাওয়াত শুনে সংশোধন করে দেন।</p>',
      '<h3>আমরা যেভাবে শেখাই</h3>',
      '<ul><li>ছোট ব্যাচে লাইভ ক্লাস, যাতে প্রত্যেকে পড়ার সুযোগ পান</li><li>প্রতিটি ক্লাসের রেকর্ডিং ও PDF নোট</li><li>মডিউলভিত্তিক স্টাডি প্ল্যান ও অনুশীলন</li><li>মহিলাদের জন্য উস্তাযা পরিচালিত আলাদা ব্যাচ</li></ul>',
      '<p>যেকোনো প্রশ্নে আমাদের হটলাইনে (০৯৬১২-৩৪৫৬৭৮) যোগাযোগ করুন।</p>',
    ].join(''),
  },
  {
    slug: 'privacy-policy',
    title: 'গোপনীয়তা নীতি',
    metaTitle: 'গোপনীয়তা নীতি — তিলাওয়াত',
    metaDescription: 'তিলাওয়াত আপনার কোন তথ্য সংগ্রহ করে, কেন করে এবং কীভাবে সুরক্ষিত রাখে।',
    bodyHtml: [
      '<h2>গোপনীয়তা নীতি</h2>',
      '<p>আপনার নাম, মোবাইল নম্বর ও ইমেইল শুধু অ্যাকাউন্ট খোলা, ক্লাসের তথ্য পাঠানো ও পেমেন্ট যাচাইয়ের জন্য ব্যবহার করা হয়। আমরা আপনার তথ্য কারো কাছে বিক্রি করি না।</p>',
      '<h3>যে তথ্য আমরা রাখি</h3>',
      '<ul><li>অ্যাকাউন্টের তথ্য: নাম, মোবাইল নম্বর বা ইমেইল</li><li>কোর্সে ভর্তি ও পেমেন্টের ইতিহাস</li><li>ক্লাসে উপস্থিতি ও পরীক্ষার ফলাফল</li></ul>',
      '<h3>পেমেন্ট</h3>',
      '<p>বিকাশ, নগদ, উপায় ও রকেটের পেমেন্ট সংশ্লিষ্ট ওয়ালেটের পাতায় সম্পন্ন হয়; আপনার ওয়ালেটের পিন আমরা কখনো দেখি না বা রাখি না।</p>',
      '<p>অ্যাকাউন্ট ও তথ্য মুছে ফেলতে support@tilawat.com.bd ঠিকানায় লিখুন।</p>',
    ].join(''),
  },
  {
    slug: 'refund-policy',
    title: 'রিফান্ড নীতি',
    metaTitle: 'রিফান্ড নীতি — তিলাওয়াত',
    metaDescription: 'ব্যাচ শুরুর আগে বা প্রথম সপ্তাহে কোর্স ফি ফেরত পাওয়ার নিয়ম।',
    bodyHtml: [
      '<h2>রিফান্ড নীতি</h2>',
      '<p>লাইভ ব্যাচ শুরুর আগে অথবা প্রথম সপ্তাহের মধ্যে আবেদন করলে কোর্স ফি সম্পূর্ণ ফেরত দেওয়া হয়। ফি যে ওয়ালেট থেকে দেওয়া হয়েছে, সেখানেই সাত কর্মদিবসের মধ্যে ফেরত যায়।</p>',
      '<p>অন-ডিমান্ড ব্যাচ ও প্যাকেজের ক্ষেত্রে ১০%-এর বেশি রেকর্ডিং দেখা হয়ে গেলে ফি ফেরত দেওয়া সম্ভব নয়।</p>',
    ].join(''),
  },
];

const HEADER_FOOTER = (year: number) => ({
  header_links: [
    { label: 'হোম', href: '/', external: false },
    { label: 'আল-কুরআন কোর্স', href: '/al-quran-course', external: false },
    { label: 'শপ', href: '/shop', external: false },
    { label: 'আমাদের সম্পর্কে', href: '/about-us', external: false },
  ],
  footer_columns: [
    {
      title: 'তিলাওয়াত',
      links: [
        { label: 'আমাদের সম্পর্কে', href: '/about-us', external: false },
        { label: 'সব কোর্স', href: '/al-quran-course', external: false },
        { label: 'কুরআন শরীফ ও বই', href: '/shop', external: false },
      ],
    },
    {
      title: 'নীতিমালা',
      links: [
        { label: 'গোপনীয়তা নীতি', href: '/privacy-policy', external: false },
        { label: 'রিফান্ড নীতি', href: '/refund-policy', external: false },
      ],
    },
    {
      title: 'সহায়তা',
      links: [
        { label: 'হোয়াটসঅ্যাপে কথা বলুন', href: 'https://wa.me/8801712345678', external: true },
        { label: 'লগইন', href: '/login', external: false },
      ],
    },
  ],
  contact: {
    phone: '০৯৬১২-৩৪৫৬৭৮',
    email: 'support@tilawat.com.bd',
    address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫',
    hours: 'শনি–বৃহস্পতি, সকাল ১০টা–রাত ১০টা',
  },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/tilawat.com.bd' },
    { network: 'youtube', url: 'https://www.youtube.com/@tilawat' },
    { network: 'whatsapp', url: 'https://wa.me/8801712345678' },
  ],
  copyright: `© ${bn(year)} তিলাওয়াত। সর্বস্বত্ব সংরক্ষিত।`,
});

interface CardSeed {
  slug: string;
  catalog: string;
  title: string;
  description: string;
  kind: 'quran' | 'book' | 'gift-card';
  price: number;
  originalPrice?: number;
  sizes: ('small' | 'medium' | 'large')[];
  orderKind: 'pre-order' | 'instant-delivery';
  stock: number | null;
  details: Record<string, unknown>;
}

const CATALOGS = [
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

const CARDS: CardSeed[] = [
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
      'প্রতিটি আয়াতের নিচে বাংলা উচ্চারণ ও অর্থ; গুন্নাহ, মাদ ও ক্বলক্বলার জায়গা আলাদা রঙে।\n\nনতুন পাঠকদের জন্য সবচেয়ে সহজ সংস্করণ।',
    kind: 'quran',
    price: 1500,
    sizes: ['medium', 'large'],
    orderKind: 'pre-order',
    stock: 20,
    details: { pages: 1048, binding: 'হার্ড কভার', publisher: 'তিলাওয়াত প্রকাশনী' },
  },
  {
    slug: 'pocket-quran-sharif',
    catalog: 'printed-quran',
    title: 'পকেট কুরআন শরীফ',
    description: 'সফরে সঙ্গে রাখার মতো ছোট মাপের কুরআন শরীফ, চেইন-ওয়ালা কভারসহ।',
    kind: 'quran',
    price: 450,
    sizes: ['small'],
    orderKind: 'pre-order',
    stock: 80,
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

const PLAYLISTS: Record<
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

const REVIEWS = [
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

// ---------------------------------------------------------------- writing it

async function insertCatalogue(tx: Tx, now: Date) {
  const insertedCourses = await tx
    .insert(courses)
    .values(
      COURSES.map((c, i) => ({
        slug: c.slug,
        title: c.title,
        subtitle: c.subtitle,
        description: c.description,
        level: c.level,
        coverImage: null,
        durationWeeks: c.durationWeeks,
        position: i + 1,
      })),
    )
    .returning({ id: courses.id, slug: courses.slug });
  const courseId = new Map(insertedCourses.map((c) => [c.slug, c.id]));

  for (const course of COURSES) {
    const id = courseId.get(course.slug) as number;
    let videoNumber = 0;

    // Live batches, then the on-demand batch; each teaches the whole syllabus.
    const liveSchedules = course.live.map((live) => {
      const all = sessions(now, live.startDays, live.classDays, live.classTime, 60);
      return { live, startsAt: all[0] as Date, all };
    });
    const insertedBatches = await tx
      .insert(batches)
      .values([
        ...liveSchedules.map(({ live, startsAt }) => ({
          courseId: id,
          name: live.name,
          mode: 'live' as const,
          startsAt,
          classDays: live.classDays,
          classTime: live.classTime,
          durationMinutes: live.durationMinutes,
          seatsTotal: live.seats,
          price: live.price,
          originalPrice: live.originalPrice ?? null,
          enrollmentOpen: true,
          instructor: course.instructor,
        })),
        {
          courseId: id,
          name: 'অন-ডিমান্ড — নিজের সময়ে',
          mode: 'on-demand' as const,
          startsAt: dhakaAt(now, -30, '00:00'),
          classDays: [],
          classTime: null,
          durationMinutes: null,
          seatsTotal: null,
          price: course.onDemand.price,
          originalPrice: course.onDemand.originalPrice ?? null,
          enrollmentOpen: true,
          instructor: course.instructor,
        },
      ])
      .returning();
    const onDemandBatch = insertedBatches[insertedBatches.length - 1] as (typeof insertedBatches)[number];

    await tx.insert(bundlePlans).values(
      course.plans.map((plan) => ({
        id: plan.id,
        courseId: id,
        title: plan.title,
        description: plan.description,
        accessDays: plan.accessDays,
        price: plan.price,
        batchId: onDemandBatch.id,
      })),
    );

    const lessonTitles = course.modules.flatMap((m) => m.lessons.map((l) => l.title));
    for (const [batchIndex, batch] of insertedBatches.entries()) {
      const schedule = liveSchedules[batchIndex];

      // Live classes: the two last past sessions, the next four, and any special sessions.
      const classes: { title: string; startsAt: Date; durationMinutes: number }[] = [];
      if (schedule) {
        const { live, all } = schedule;
        const minutes = live.durationMinutes * 60_000;
        const indexed = all.map((startsAt, n) => ({ startsAt, n }));
        const past = indexed.filter((s) => s.startsAt.getTime() + minutes <= now.getTime()).slice(-2);
        const coming = indexed.filter((s) => s.startsAt.getTime() + minutes > now.getTime()).slice(0, 4);
        for (const { startsAt, n } of [...past, ...coming]) {
          classes.push({
            title: `ক্লাস ${bn(n + 1)} — ${lessonTitles[n % lessonTitles.length]}`,
            startsAt,
            durationMinutes: live.durationMinutes,
          });
        }
        const minute = Math.floor(now.getTime() / 60_000) * 60_000;
        for (const special of live.specials ?? []) {
          classes.push({
            title: special.title,
            startsAt: new Date(minute + special.inMinutes * 60_000),
            durationMinutes: special.durationMinutes,
          });
        }
        classes.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      }
      const code = schedule?.live.code ?? course.onDemand.code;
      const insertedClasses =
        classes.length > 0
          ? await tx
              .insert(liveClasses)
              .values(
                classes.map((c, n) => ({
                  batchId: batch.id,
                  title: c.title,
                  startsAt: c.startsAt,
                  durationMinutes: c.durationMinutes,
                  joinUrl: `https://meet.jit.si/tilawat-${code}-${n + 1}`,
                })),
              )
              .returning({ id: liveClasses.id, startsAt: liveClasses.startsAt })
          : [];
      const upcomingClasses = insertedClasses.filter((c) => c.startsAt.getTime() > now.getTime());

      const insertedModules = await tx
        .insert(modules)
        .values(course.modules.map((m, i) => ({ batchId: batch.id, title: m.title, position: i + 1 })))
        .returning({ id: modules.id, position: modules.position });

      const recordingValues = insertedModules.flatMap((mod) => {
        const seed = course.modules[mod.position - 1] as ModuleSeed;
        return seed.lessons.map((lesson, i) => {
          videoNumber += 1;
          return {
            moduleId: mod.id,
            title: lesson.title,
            position: i + 1,
            durationSeconds: lesson.minutes * 60 + ((videoNumber * 17) % 60),
            free: lesson.free ?? false,
            thumbnail: null,
            videoUrl: SAMPLE_RECORDING,
            resources: lesson.pdf
              ? [{ key: lesson.pdf.key, title: lesson.pdf.title, kind: 'pdf' as const }]
              : [],
          };
        });
      });
      const insertedRecordings = await tx
        .insert(recordings)
        .values(recordingValues)
        .returning({ id: recordings.id, moduleId: recordings.moduleId, position: recordings.position });

      // A study plan per module: watch, attend (live batches) or practise, read, finish the module.
      const planValues = insertedModules.flatMap((mod, moduleIndex) => {
        const seed = course.modules[mod.position - 1] as ModuleSeed;
        const recs = insertedRecordings
          .filter((r) => r.moduleId === mod.id)
          .sort((a, b) => a.position - b.position);
        const first = recs[0];
        const second = recs[1];
        const last = recs[recs.length - 1];
        const pdf = seed.lessons.find((l) => l.pdf)?.pdf;
        const due = (day: number) =>
          schedule
            ? dhakaAt(new Date(batch.startsAt.getTime() + (moduleIndex * 7 + day - 1) * DAY_MS), 0, '23:59')
            : null;
        const liveClass = upcomingClasses[moduleIndex % Math.max(1, upcomingClasses.length)];
        const items: {
          moduleId: number;
          day: number;
          title: string;
          kind: 'recording' | 'live' | 'exam' | 'reading';
          refId: number | null;
          dueAt: Date | null;
        }[] = [];
        if (first) {
          items.push({
            moduleId: mod.id,
            day: 1,
            title: `‘${seed.lessons[0]?.title}’ রেকর্ডিং দেখুন`,
            kind: 'recording',
            refId: first.id,
            dueAt: due(1),
          });
        }
        if (schedule && liveClass) {
          items.push({
            moduleId: mod.id,
            day: 2,
            title: `লাইভ ক্লাসে অংশ নিন — ${seed.title}`,
            kind: 'live',
            refId: liveClass.id,
            dueAt: due(2),
          });
        } else if (second) {
          items.push({
            moduleId: mod.id,
            day: 2,
            title: `‘${seed.lessons[1]?.title}’ রেকর্ডিং দেখুন ও সঙ্গে সঙ্গে তিলাওয়াত করুন`,
            kind: 'recording',
            refId: second.id,
            dueAt: due(2),
          });
        }
        items.push({
          moduleId: mod.id,
          day: 3,
          title: pdf ? `PDF পড়ুন: ${pdf.title}` : `${seed.title} — নোট দেখে ১৫ মিনিট অনুশীলন করুন`,
          kind: 'reading',
          refId: null,
          dueAt: due(3),
        });
        if (last && last !== first) {
          items.push({
            moduleId: mod.id,
            day: 5,
            title: `মডিউলের বাকি রেকর্ডিং শেষ করুন (‘${seed.lessons[seed.lessons.length - 1]?.title}’ পর্যন্ত)`,
            kind: 'recording',
            refId: last.id,
            dueAt: due(5),
          });
        }
        return items;
      });
      await tx.insert(studyPlanItems).values(planValues);
    }
  }
  return courseId;
}

async function insertPromos(tx: Tx, now: Date, courseId: Map<string, number>) {
  const inDays = (days: number) => dhakaAt(now, days, '23:59');
  await tx.insert(promos).values([
    {
      code: 'RAMADAN20',
      title: 'রমজান উপলক্ষে ২০% ছাড়',
      description: 'সব কোর্সে ২০% ছাড়, অফার চলবে সীমিত সময়।',
      kind: 'percentage',
      value: 20,
      courseIds: null,
      validUntil: inDays(60),
      public: true,
    },
    {
      code: 'NOTUN500',
      title: 'নতুনদের জন্য ৫০০ টাকা ছাড়',
      description: 'প্রাথমিক স্তরের কুরআন শিক্ষা কোর্সে প্রথম কেনায় ৫০০ টাকা ছাড়।',
      kind: 'fixed',
      value: 500,
      courseIds: [courseId.get('quran-shikkha-beginner') as number],
      validUntil: inDays(90),
      public: true,
    },
    {
      code: 'FREE100',
      title: 'শিক্ষাবৃত্তি — সম্পূর্ণ ফ্রি',
      description: 'শিক্ষাবৃত্তিপ্রাপ্ত শিক্ষার্থীদের জন্য যেকোনো কোর্সে ১০০% ছাড়।',
      kind: 'percentage',
      value: 100,
      courseIds: null,
      validUntil: inDays(30),
      public: false,
    },
    {
      code: 'PURONO10',
      title: 'গত ঈদের ১০% ছাড়',
      description: 'ঈদুল আযহা উপলক্ষে সব কোর্সে ১০% ছাড় (মেয়াদ শেষ)।',
      kind: 'percentage',
      value: 10,
      courseIds: null,
      validUntil: inDays(-10),
      public: true,
    },
  ]);
}

async function insertCms(tx: Tx, now: Date) {
  const year = new Date(now.getTime() + DHAKA_OFFSET_MS).getUTCFullYear();
  await tx.insert(siteDocuments).values({ key: 'header-footer', value: HEADER_FOOTER(year), updatedAt: now });
  await tx.insert(cmsPages).values(CMS_PAGES.map((page) => ({ ...page, updatedAt: now })));
}

async function insertShop(tx: Tx, now: Date) {
  const catalogId = new Map<string, number>();
  for (const catalog of CATALOGS) {
    const [row] = await tx
      .insert(catalogs)
      .values({
        slug: catalog.slug,
        name: catalog.name,
        description: catalog.description,
        parentId: catalog.parent ? (catalogId.get(catalog.parent) ?? null) : null,
        image: null,
        position: catalog.position,
      })
      .returning({ id: catalogs.id });
    catalogId.set(catalog.slug, (row as { id: number }).id);
  }
  const insertedCards = await tx
    .insert(cards)
    .values(
      CARDS.map((card, i) => ({
        slug: card.slug,
        catalogId: catalogId.get(card.catalog) as number,
        title: card.title,
        description: card.description,
        kind: card.kind,
        price: card.price,
        originalPrice: card.originalPrice ?? null,
        currency: 'tk' as const,
        sizes: card.sizes,
        orderKind: card.orderKind,
        stock: card.stock,
        images: [],
        details: card.details,
        position: i + 1,
      })),
    )
    .returning({ id: cards.id, slug: cards.slug });
  const cardId = new Map(insertedCards.map((c) => [c.slug, c.id]));

  await tx.insert(contents).values(
    Object.entries(PLAYLISTS).flatMap(([slug, items]) =>
      items.map((item, i) => ({
        cardId: cardId.get(slug) as number,
        title: item.title,
        kind: item.kind,
        position: i + 1,
        durationSeconds: item.seconds,
        free: item.free ?? false,
        mediaUrl: `content/${slug}/${String(i + 1).padStart(2, '0')}.${{ audio: 'mp3', video: 'mp4', pdf: 'pdf' }[item.kind]}`,
        body: item.body,
      })),
    ),
  );

  await tx.insert(publicReviews).values(
    REVIEWS.map((review) => ({
      cardId: cardId.get(review.card) as number,
      reviewerName: review.name,
      rating: review.rating,
      comment: review.comment,
      createdAt: new Date(now.getTime() - review.days * DAY_MS),
    })),
  );
}

const hasCourses = async (db: Db | Tx) =>
  (await db.select({ id: courses.id }).from(courses).limit(1)).length > 0;

/**
 * Writes the Bengali demo content when the `courses` table is empty, in one transaction, and
 * answers whether it did. A database that already holds courses is never touched; two processes
 * starting together are serialised by a table lock, so only one of them seeds.
 *
 * Times are relative to `now`: some live classes are open or start within the hour, others are
 * days ahead. Media are stored as keys and answered under the api's `/media/` path by the
 * handlers (which know the public origin and sign recordings' URLs); `publicOrigin` is accepted for content that must
 * carry an absolute link of this api and is not needed by the current demo content.
 */
export async function seedIfEmpty(db: Db, opts: { publicOrigin: string; now?: Date }): Promise<boolean> {
  if (await hasCourses(db)) return false;
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${courses} in share row exclusive mode`);
    if (await hasCourses(tx)) return false;
    const courseId = await insertCatalogue(tx, now);
    await insertPromos(tx, now, courseId);
    await insertCms(tx, now);
    await insertShop(tx, now);
    return true;
  });
}
