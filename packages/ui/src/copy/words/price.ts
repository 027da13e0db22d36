import { formatNumber } from '@tilawat/domain';

export const price = {
  now: 'দাম',
  before: 'আগের দাম',
  off: (percent: number) => `${formatNumber(percent)}% ছাড়`,
  free: 'বিনামূল্যে',
} as const;
