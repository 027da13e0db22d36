import { formatNumber } from '@tilawat/domain';

/**
 * The console's background jobs (issue 37): the work done behind the pages — messages sent, videos
 * and recordings converted — that failed for good, and trying it again.
 */
export const consoleJobsBn = {
  navJobs: 'ব্যর্থ কাজ',
  jobs: {
    title: 'ব্যর্থ কাজ',
    intro:
      'পেছনে চলা যেসব কাজ (এসএমএস ও ই-মেইল পাঠানো, পাঠের ভিডিও ও তিলাওয়াতের অডিও তৈরি) সব চেষ্টার পরও হয়নি, সেগুলো ভুলের কারণসহ এখানে ৩০ দিন থাকে। কারণটি ঠিক হলে (যেমন এসএমএস গেটওয়ে আবার চালু হলে) কাজটি আবার চেষ্টা করুন।',
    caption: 'ব্যর্থ কাজের তালিকা, সবশেষে ব্যর্থটি আগে',
    queueFilter: 'কাজের ধরন',
    allQueues: 'সব ধরন',
    job: 'কাজ',
    tries: 'চেষ্টা (হয়েছে/মোট)',
    error: 'ভুলের কারণ',
    when: 'কখন ব্যর্থ হয়েছে',
    keptUntil: (date: string) => `${date} পর্যন্ত রাখা হবে`,
    none: '—',
    retry: 'আবার চেষ্টা করুন',
    retryLabel: (title: string, about: string | null) =>
      `${title}${about ? ` (${about})` : ''}: আবার চেষ্টা করুন`,
    retried: (title: string) =>
      `"${title}" কাজটি আবার চেষ্টার জন্য পাঠানো হয়েছে। ফল কিছুক্ষণের মধ্যে দেখা যাবে; আবার ব্যর্থ হলে এই তালিকায় ফিরে আসবে।`,
    empty: 'কোনো ব্যর্থ কাজ নেই।',
    emptyQueue: 'এই ধরনের কোনো ব্যর্থ কাজ নেই।',
    more: 'আরও দেখুন',
    shown: (count: number) => `এখন দেখানো হচ্ছে ${formatNumber(count)}টি`,
  },
} as const;
