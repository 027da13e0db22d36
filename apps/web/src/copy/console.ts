import { consoleCatalogueBn } from './console-catalogue';
import { consoleJobsBn } from './console-jobs';
import { consoleMoneyBn } from './console-money';
import { consolePeopleBn } from './console-people';
import { consoleTeachingBn } from './console-teaching';
import { consoleVitalsBn } from './console-vitals';

/**
 * The operator console's Bengali copy (issue 19), apart from the site's `webBn`: only the console's
 * pages import it, so a learner's page never carries a word of it.
 */
export const consoleBn = {
  title: 'কনসোল',
  metaTitle: 'কনসোল — তিলাওয়াত',
  nav: 'কনসোলের বিভাগ',
  /** The phone's section menu button: the section the operator is in. */
  navCurrent: (section: string) => `বিভাগ: ${section}`,
  navToday: 'আজ',
  navOrders: 'অর্ডার',
  navLeads: 'কলব্যাক অনুরোধ',
  navCourses: 'কোর্স',
  navBatches: 'ব্যাচ',
  navReviews: 'উত্তর মূল্যায়ন',
  navPractice: 'তিলাওয়াত অনুশীলন',
  navLearners: 'শিক্ষার্থী',
  navPromos: 'প্রোমো কোড',
  navOrientations: 'ওরিয়েন্টেশন',
  navAudit: 'অডিট লগ',
  forbiddenTitle: 'এই পাতা শুধু তিলাওয়াতের অ্যাডমিনদের জন্য',
  forbidden: 'আপনার অ্যাকাউন্ট দিয়ে কনসোল খোলা যায় না। অ্যাডমিন অ্যাকাউন্টে লগইন করুন, অথবা ড্যাশবোর্ডে ফিরে যান।',
  toDashboard: 'ড্যাশবোর্ডে যান',
  teacherForbidden:
    'এই পাতা শুধু অ্যাডমিনদের জন্য। শিক্ষক হিসেবে আপনি নিজের ব্যাচ আর শিক্ষার্থীদের উত্তর মূল্যায়ন দেখতে পারেন।',
  toReviews: 'উত্তর মূল্যায়নে যান',
  up: (name: string) => `${name} এক ধাপ ওপরে নিন`,
  down: (name: string) => `${name} এক ধাপ নিচে নিন`,
  upShort: 'ওপরে',
  downShort: 'নিচে',
  saving: 'সংরক্ষণ হচ্ছে…',
  ...consoleCatalogueBn,
  ...consolePeopleBn,
  ...consoleMoneyBn,
  ...consoleTeachingBn,
  ...consoleJobsBn,
  ...consoleVitalsBn,
} as const;
