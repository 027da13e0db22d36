import { formatNumber } from '@tilawat/domain';

/** RatingSummary: an item's average stars and how many reviews. */
export const ratingSummary = {
  /** '১২৬টি রিভিউ'. */
  count: (count: number) => `${formatNumber(count)}টি রিভিউ`,
  /** What a screen reader hears: '৫-এর মধ্যে ৪.৮, ১২৬টি রিভিউ'. */
  label: (average: string, max: number, count: number) =>
    `${formatNumber(max)}-এর মধ্যে ${average}, ${formatNumber(count)}টি রিভিউ`,
  none: 'এখনও কোনো রিভিউ নেই',
} as const;
