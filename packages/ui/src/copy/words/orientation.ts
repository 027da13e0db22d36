import { formatNumber } from '@tilawat/domain';

export const orientation = {
  host: 'উপস্থাপক',
  when: 'সময়',
  length: 'দৈর্ঘ্য',
  seats: 'আসন',
  minutes: (minutes: number) => `${formatNumber(minutes)} মিনিট`,
  seatsLeft: (left: number) => `${formatNumber(left)}টি আসন বাকি`,
  full: 'আসন পূর্ণ',
  book: 'আসন বুক করুন',
  booked: 'বুক করা হয়েছে',
  ended: 'এই ওরিয়েন্টেশনটি শেষ হয়েছে',
} as const;
