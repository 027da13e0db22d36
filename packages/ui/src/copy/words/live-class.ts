import { formatNumber } from '@tilawat/domain';

export const liveClass = {
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
} as const;
