import { formatNumber } from '@tilawat/domain';

export const progressBar = {
  watched: (value: number, max: number) => `${formatNumber(value)}/${formatNumber(max)} পাঠ দেখা হয়েছে`,
  /** Read by screen readers as the bar's value (aria-valuetext). */
  watchedText: (value: number, max: number) =>
    `${formatNumber(max)}টি পাঠের মধ্যে ${formatNumber(value)}টি দেখা হয়েছে`,
  empty: 'এখনো কোনো পাঠ নেই',
} as const;
