import { formatNumber } from '@tilawat/domain';

export const questionNavigator = {
  label: 'প্রশ্নের তালিকা',
  item: (n: number, answered: boolean, flagged: boolean) =>
    [
      `প্রশ্ন ${formatNumber(n)}`,
      answered ? 'উত্তর দেওয়া হয়েছে' : 'উত্তর বাকি',
      flagged ? 'পরে দেখার জন্য চিহ্নিত' : '',
    ]
      .filter(Boolean)
      .join(', '),
  summary: (answered: number, total: number) =>
    `${formatNumber(total)}টির মধ্যে ${formatNumber(answered)}টির উত্তর দেওয়া হয়েছে`,
  flaggedCount: (count: number) => `${formatNumber(count)}টি পরে দেখার জন্য চিহ্নিত`,
  key: { answered: 'উত্তর দেওয়া', unanswered: 'উত্তর বাকি', flagged: 'পরে দেখব', current: 'এখনকার প্রশ্ন' },
} as const;
