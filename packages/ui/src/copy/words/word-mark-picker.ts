import { formatNumber } from '@tilawat/domain';

/** WordMarkPicker: the console's form that marks one word by the rubric. */
export const wordMarkPicker = {
  title: 'শব্দে ভুল চিহ্নিত করুন',
  /** The word's place: 'শব্দ ২' (PracticeWord.index is from 0). */
  word: (index: number) => `শব্দ ${formatNumber(index + 1)}`,
  category: 'ভুলের ধরন',
  categoryRequired: 'ভুলের ধরন বেছে নিন।',
  severity: 'ভুলের মাত্রা',
  note: 'নোট',
  /** The note's counter: '১২০ / ৫০০ অক্ষর'. */
  counter: (count: number, max: number) => `${formatNumber(count)} / ${formatNumber(max)} অক্ষর`,
  /** How the keys work, under the form. */
  keys: 'কী-বোর্ডে: ধরনের পাশের সংখ্যা বা অক্ষর, মাত্রার জন্য j বা k; Enter চাপলে চিহ্নিত হবে, Esc চাপলে বাতিল।',
  submit: 'চিহ্নিত করুন',
  cancel: 'বাতিল করুন',
} as const;
