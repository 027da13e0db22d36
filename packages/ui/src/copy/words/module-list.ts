import { formatNumber } from '@tilawat/domain';

export const moduleList = {
  title: 'পাঠ্যসূচি',
  module: (position: number) => `মডিউল ${formatNumber(position)}`,
  lessons: (count: number) => `${formatNumber(count)}টি পাঠ`,
  free: 'ফ্রি',
  locked: 'লক করা',
  lockedHint: 'ভর্তি হলে খুলবে',
  watch: 'দেখুন',
  current: 'এখন দেখছেন',
  watched: 'দেখা হয়েছে',
  resources: 'পিডিএফ',
} as const;
