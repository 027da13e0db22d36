import { formatNumber } from '@tilawat/domain';

export const quantityStepper = {
  label: 'পরিমাণ',
  decrease: 'একটি কমান',
  increase: 'একটি বাড়ান',
  /** Said politely after a − or + press (focus stays on the button, so the number is announced). */
  now: (count: number) => `পরিমাণ ${formatNumber(count)}`,
  /** The range, told to screen readers with the field. */
  range: (min: number, max: number) => `${formatNumber(min)} থেকে ${formatNumber(max)}টি`,
} as const;
