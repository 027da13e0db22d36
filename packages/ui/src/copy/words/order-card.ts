import { formatNumber } from '@tilawat/domain';

/** OrderCard: an order in "my orders". */
export const orderCard = {
  /** The order's short number: 'অর্ডার #7A1D3C5E'. */
  order: (number: string) => `অর্ডার #${number}`,
  date: 'তারিখ',
  kind: 'ধরন',
  status: 'অবস্থা',
  payment: 'পেমেন্ট',
  items: 'পণ্য',
  /** How many pieces: '৩টি'. */
  count: (count: number) => `${formatNumber(count)}টি`,
  /** A top-up has no items. */
  noItems: 'কোনো পণ্য নেই',
  total: 'মোট',
  details: 'বিস্তারিত দেখুন',
} as const;
