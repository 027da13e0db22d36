import { formatNumber } from '@tilawat/domain';

/** BasketSummary: the basket's totals and its order button. */
export const basketSummary = {
  title: 'ঝুড়ির হিসাব',
  /** How many pieces: '৩টি পণ্য'. */
  count: (count: number) => `${formatNumber(count)}টি পণ্য`,
  subtotal: 'পণ্যের দাম',
  delivery: 'ডেলিভারি চার্জ',
  /** The delivery charge before the district is known. */
  deliveryLater: 'ঠিকানা দেওয়ার পর জানানো হবে',
  deliveryFree: 'ফ্রি',
  total: 'সর্বমোট',
  order: 'অর্ডার করুন',
  emptyTitle: 'আপনার ঝুড়ি খালি',
  emptyDescription: 'পছন্দের কুরআন শরীফ, বই বা কোর্সের গিফট কার্ড ঝুড়িতে যোগ করুন।',
  emptyAction: 'কেনাকাটা শুরু করুন',
} as const;
