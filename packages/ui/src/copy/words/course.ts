import { bnOf, courseLevels, formatNumber } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';

export const course = {
  levels: bnOf(courseLevels) satisfies Record<V3Schemas['CourseLevel'], string>,
  lessons: (count: number) => `${formatNumber(count)}টি পাঠ`,
  weeks: (count: number) => `${formatNumber(count)} সপ্তাহ`,
  priceFrom: 'শুরু',
  modes: 'যেভাবে শিখবেন',
  details: 'বিস্তারিত দেখুন',
} as const;
