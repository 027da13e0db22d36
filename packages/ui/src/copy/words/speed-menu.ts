import { formatNumber } from '@tilawat/domain';

export const speedMenu = {
  speed: 'গতি',
  /** 1.25 → '১.২৫×'. */
  rate: (rate: number) => `${formatNumber(rate)}×`,
  menu: 'ভিডিওর গতি',
  normal: 'স্বাভাবিক',
} as const;
