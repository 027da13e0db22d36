import { formatNumber } from '@tilawat/domain';

/** ReviewedRecitation: a recitation as its teacher's review left it (issue 41, the guardian's view). */
export const reviewedRecitation = {
  practice: 'তিলাওয়াত অনুশীলন',
  hifz: (tier: string) => `হিফজ — ${tier}`,
  range: (surah: string, from: number, to: number) =>
    from === to
      ? `সূরা ${surah}, আয়াত ${formatNumber(from)}`
      : `সূরা ${surah}, আয়াত ${formatNumber(from)}–${formatNumber(to)}`,
  score: (score: number) => `নম্বর ${formatNumber(score)}/১০০`,
  reviewedOn: (day: string) => `মূল্যায়ন: ${day}`,
  ayah: (n: number) => `আয়াত ${formatNumber(n)}`,
  clean: 'কোনো ভুল চিহ্নিত হয়নি',
  note: 'শিক্ষকের নোট:',
} as const;
