import { formatNumber } from '@tilawat/domain';

export const attendance = {
  /** Visible: 'উপস্থিত ৭/১০'. */
  short: (attended: number, held: number) => `উপস্থিত ${formatNumber(attended)}/${formatNumber(held)}`,
  /** Read by screen readers: '১০টি ক্লাসের মধ্যে ৭টিতে উপস্থিত'. */
  sentence: (attended: number, held: number) =>
    `${formatNumber(held)}টি ক্লাসের মধ্যে ${formatNumber(attended)}টিতে উপস্থিত`,
  none: 'এখনো কোনো ক্লাস হয়নি',
} as const;
