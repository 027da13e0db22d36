import { formatNumber } from '@tilawat/domain';

export const examTimer = {
  label: 'বাকি সময়',
  warning: 'সময় প্রায় শেষ',
  expired: 'সময় শেষ',
  /** Announced once when 5, then 1, minutes or less are left. */
  minutesLeft: (minutes: number) => `আর ${formatNumber(minutes)} মিনিট বা তার কম সময় বাকি`,
} as const;
