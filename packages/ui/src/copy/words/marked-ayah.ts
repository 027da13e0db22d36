import { formatNumber } from '@tilawat/domain';

/** MarkedAyah: an ayah with the words a teacher marked. */
export const markedAyah = {
  ayah: (number: number) => `আয়াত ${formatNumber(number)}`,
  /** The words' group: 'আয়াত ২-এর শব্দ'. */
  words: (number: number) => `আয়াত ${formatNumber(number)}-এর শব্দ`,
  /** After a marked word, for screen readers: '২টি ভুল চিহ্নিত'. */
  markedCount: (count: number) => `${formatNumber(count)}টি ভুল চিহ্নিত`,
  /** Under the words: what to tap. */
  learnerHint: 'দাগ দেওয়া শব্দে চাপ দিলে শিক্ষকের চিহ্ন দেখবেন।',
  consoleHint: 'যে শব্দে ভুল হয়েছে, সেটিতে চাপ দিন।',
  /** The legend of the underlines, before each severity's name. */
  legend: 'দাগের মানে:',
  /** The word the legend underlines to show each style. */
  legendSample: 'শব্দ',
  /** The panel under the words: its heading, before the word itself. */
  marksOf: 'শব্দটির চিহ্ন:',
  noMarks: 'এই শব্দে কোনো চিহ্ন নেই।',
  note: 'শিক্ষকের নোট:',
  correction: 'শিক্ষকের কণ্ঠে সংশোধন',
  correctionProcessing: 'সংশোধন তৈরি হচ্ছে',
  correctionFailed: 'সংশোধনের অডিওটি চালানো যাচ্ছে না।',
  remove: 'মুছে ফেলুন',
} as const;
