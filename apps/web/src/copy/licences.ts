// The attribution the Quran text's licence (CC BY-SA 4.0) asks for, in Bengali: components/quran-attribution.tsx.

/** The attribution's Bengali words (only the pages that show the Quran's text import them). */
export const quranAttributionBn = {
  before: 'কুরআনের আরবি (উসমানি) পাঠ নেওয়া হয়েছে রিসান বাগজা প্রদানার',
  author: 'Risan Bagja Pradana',
  packageName: 'quran-json',
  afterPackage: 'প্যাকেজ থেকে, যার পাঠ',
  textSite: 'quranenc.com',
  afterText: '-এর; লাইসেন্স',
  licence: 'CC BY-SA 4.0',
  changed: 'শিক্ষকের চিহ্ন দেওয়ার জন্য আমরা প্রতিটি আয়াত শব্দে ভাগ করেছি; ভাগ করা পাঠটিও একই লাইসেন্সে।',
  more: 'উৎস ও লাইসেন্সের বিস্তারিত',
} as const;
