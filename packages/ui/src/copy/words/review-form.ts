import { formatNumber } from '@tilawat/domain';

/** ReviewForm: the learner's review of a completed order's item. */
export const reviewForm = {
  eyebrow: 'আপনার রিভিউ',
  rating: 'রেটিং',
  /** A star's name: '৫-এর মধ্যে ৩ তারকা'. */
  star: (stars: number, max: number) => `${formatNumber(max)}-এর মধ্যে ${formatNumber(stars)} তারকা`,
  noRating: 'এখনও রেটিং দেননি',
  comment: 'মন্তব্য',
  /** The comment's counter: '১২০ / ১,০০০ অক্ষর'. */
  counter: (count: number, max: number) => `${formatNumber(count)} / ${formatNumber(max)} অক্ষর`,
  submit: 'রিভিউ জমা দিন',
  update: 'রিভিউ হালনাগাদ করুন',
} as const;
