import { bnOf, formatNumber, weekdays } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';

export const batch = {
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
  weekdays: bnOf(weekdays) satisfies Record<V3Schemas['Weekday'], string>,
} as const;
