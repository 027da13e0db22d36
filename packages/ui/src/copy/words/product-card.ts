import { formatNumber } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';

export const productCard = {
  kinds: {
    quran: 'মুদ্রিত কুরআন',
    book: 'বই',
    'gift-card': 'কোর্স গিফট কার্ড',
  } satisfies Record<V2Schemas['CardKind'], string>,
  inStock: 'স্টকে আছে',
  soldOut: 'স্টক নেই',
  /** Few pieces left (the contract's `stock`). */
  fewLeft: (count: number) => `মাত্র ${formatNumber(count)}টি বাকি`,
  sizes: 'মাপ',
  details: 'বিস্তারিত দেখুন',
} as const;
