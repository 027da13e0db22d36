import { formatDigits } from '@tilawat/domain';

export const otp = {
  label: 'যাচাই কোড',
  hint: 'এসএমএস বা ইমেইলে পাওয়া ছয় সংখ্যার কোডটি লিখুন।',
  cell: (index: number, length: number) =>
    `${formatDigits(length)} সংখ্যার কোডের ${formatDigits(index)} নম্বর ঘর`,
} as const;
