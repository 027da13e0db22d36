import { formatNumber } from '@tilawat/domain';

export const question = {
  number: (n: number, total: number) => `প্রশ্ন ${formatNumber(n)} / ${formatNumber(total)}`,
  marks: (marks: number) => `${formatNumber(marks)} নম্বর`,
  chooseOne: 'একটি উত্তর বেছে নিন',
  chooseMany: 'এক বা একাধিক উত্তর বেছে নিন',
  answer: 'আপনার উত্তর',
  answerHint: 'বাংলা বা আরবিতে লিখতে পারেন',
  flag: 'পরে দেখব',
} as const;
