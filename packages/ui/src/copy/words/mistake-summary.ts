import { formatDigits, formatNumber } from '@tilawat/domain';

/** MistakeSummary: the learner's most frequent mistakes and the words to drill. */
export const mistakeSummary = {
  title: 'যেসব ভুল বেশি হচ্ছে',
  /** '৩টি মূল্যায়নে মোট ১৪টি চিহ্ন'. */
  basis: (reviewed: number, marks: number) =>
    `${formatNumber(reviewed)}টি মূল্যায়নে মোট ${formatNumber(marks)}টি চিহ্ন`,
  kinds: 'ভুলের ধরন',
  words: 'যেসব শব্দ আবার অনুশীলন করবেন',
  /** How often: '৫ বার'. */
  times: (count: number) => `${formatNumber(count)} বার`,
  /** Shown: '১:২'; read: 'সূরা ১, আয়াত ২'. */
  reference: (surah: number, ayah: number) => `${formatDigits(surah)}:${formatDigits(ayah)}`,
  referenceText: (surah: number, ayah: number) => `সূরা ${formatNumber(surah)}, আয়াত ${formatNumber(ayah)}`,
  emptyTitle: 'এখনো কোনো মূল্যায়ন হয়নি',
  empty: 'শিক্ষক আপনার তিলাওয়াত দেখে দিলে কোন ভুল বেশি হচ্ছে আর কোন শব্দগুলো আবার অনুশীলন করতে হবে, তা এখানে দেখবেন।',
  cleanTitle: 'কোনো ভুল চিহ্নিত হয়নি',
  clean: (reviewed: number) =>
    `${formatNumber(reviewed)}টি মূল্যায়নে শিক্ষক কোনো ভুল পাননি। এভাবেই নিয়মিত অনুশীলন চালিয়ে যান।`,
} as const;
