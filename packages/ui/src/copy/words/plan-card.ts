import { formatNumber } from '@tilawat/domain';

export const planCard = {
  bundle: 'প্যাকেজ',
  access: (days: number) => `${formatNumber(days)} দিনের অ্যাক্সেস`,
  onDemand: 'নিজের সময়ে দেখুন — সব রেকর্ডিং',
  buy: 'প্যাকেজটি কিনুন',
} as const;
