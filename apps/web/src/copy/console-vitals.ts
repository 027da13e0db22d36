import { formatDate, formatNumber } from '@tilawat/domain';

/**
 * The console's field data (issue 38): how fast the site is on learners' own phones, page by page — the
 * 75th percentile of the Core Web Vitals their browsers measured, beside the targets a phone should meet.
 */
export const consoleVitalsBn = {
  navVitals: 'ফোনে গতি',
  vitals: {
    title: 'শিক্ষার্থীদের ফোনে গতি',
    intro:
      'শিক্ষার্থীদের নিজের ফোন ও কম্পিউটারে সাইটের প্রতিটি পাতা কত দ্রুত খোলে, সাড়া দেয় আর স্থির থাকে — তাদের ব্রাউজার যা মেপে পাঠিয়েছে। কারও নাম, নম্বর বা ঠিকানা রাখা হয় না; মাপগুলো ৩৫ দিন থাকে।',
    windowLegend: 'সময়',
    window: (days: number) => `শেষ ${formatNumber(days)} দিন`,
    between: (since: string, until: string) =>
      `${formatDate(`${since}T12:00:00+06:00`)} থেকে ${formatDate(`${until}T12:00:00+06:00`)} পর্যন্ত`,
    targetsTitle: 'লক্ষ্য',
    targets:
      'পাশের লক্ষ্যগুলো গুগলের "ভালো" সীমা: একটি সাধারণ ফোনে শিক্ষার্থীর যা পাওয়া উচিত। এগুলো সরাসরি মাপের লক্ষ্য, আমাদের পরীক্ষাগারের বাজেট নয় — সেগুলো একটি ফাঁকা পাতার তুলনায় মাপা হয়। প্রতিটি মাপের ৭৫তম পার্সেন্টাইল দেখানো হয়েছে: প্রতি চারটি ভিজিটের তিনটি এর চেয়ে দ্রুত বা সমান ছিল।',
    caption: (route: string) => `পাতা ${route}`,
    routeVisits: (count: number) => `${formatNumber(count)}টি মাপ`,
    metric: 'মাপ',
    p75: '৭৫তম পার্সেন্টাইল',
    rating: 'অবস্থা',
    count: 'মাপের সংখ্যা',
    target: (text: string) => `লক্ষ্য: ${text}`,
    names: {
      LCP: 'মূল অংশ দেখা দিতে',
      INP: 'চাপ দিলে সাড়া দিতে',
      CLS: 'পাতা সরে যাওয়া',
      TTFB: 'সার্ভারের প্রথম সাড়া',
    },
    ratings: {
      good: 'ভালো',
      'needs-improvement': 'উন্নতি দরকার',
      poor: 'খারাপ',
    },
    seconds: (value: string) => `${value} সেকেন্ড`,
    milliseconds: (value: string) => `${value} মিলিসেকেন্ড`,
    atMost: (value: string) => `≤ ${value}`,
    none: '—',
    noneYet: 'এখনো মাপ নেই',
    empty: 'এই সময়ে কোনো মাপ আসেনি। শিক্ষার্থীরা সাইটের পাতা খুললে (কিছু ভিজিট বেছে নিয়ে মাপা হয়) এখানে দেখা যাবে।',
  },
} as const;
