import { formatNumber } from '@tilawat/domain';

/** RubricScore: a reviewed practice's score and what each kind of mistake cost. */
export const rubricScore = {
  title: 'তিলাওয়াতের নম্বর',
  /** Shown: '৯৭ / ১০০'; read: '১০০-এর মধ্যে ৯৭'. */
  of: (score: number, max: number) => `${formatNumber(score)} / ${formatNumber(max)}`,
  ofText: (score: number, max: number) => `${formatNumber(max)}-এর মধ্যে ${formatNumber(score)}`,
  deductions: 'যেসব ভুলে নম্বর কাটা গেছে',
  columns: {
    kind: 'ভুলের ধরন',
    severity: 'মাত্রা',
    count: 'কতবার',
    counted: 'ধরা হয়েছে',
    points: 'কাটা নম্বর',
  },
  count: (count: number) => `${formatNumber(count)}টি`,
  /** A repeated mistake beyond the limit: '৫টির মধ্যে ৩টি ধরা হয়েছে'. */
  capped: (counted: number, count: number) =>
    `${formatNumber(count)}টির মধ্যে ${formatNumber(counted)}টি ধরা হয়েছে`,
  points: (points: number) => `−${formatNumber(points)}`,
  total: 'মোট কাটা',
  none: 'কোনো ভুলে নম্বর কাটা যায়নি।',
  /** The rubric in words, its numbers from domain's RUBRIC. */
  rule: 'নম্বর দেওয়ার নিয়ম',
  perMistake: (points: number) => `প্রতিটিতে ${formatNumber(points)} নম্বর কাটা যায়।`,
  ruleSentence: (max: number, repeatLimit: number) =>
    `${formatNumber(max)} নম্বর থেকে শুরু। একই ধরন ও মাত্রার ভুল সর্বোচ্চ ${formatNumber(repeatLimit)} বার ধরা হয়, যাতে একটি অভ্যাসের জন্য পুরো তিলাওয়াতের নম্বর না হারায়; নম্বর শূন্যের নিচে নামে না।`,
} as const;
