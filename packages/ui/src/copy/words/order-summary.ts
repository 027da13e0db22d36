import { formatNumber } from '@tilawat/domain';

export const orderSummary = {
  title: 'অর্ডারের সারাংশ',
  course: 'কোর্স',
  batch: 'ব্যাচ',
  plan: 'প্যাকেজ',
  access: 'অ্যাক্সেস',
  accessDays: (days: number) => `${formatNumber(days)} দিন, অন-ডিমান্ড`,
  price: 'মূল্য',
  discount: (code: string) => `ছাড় (${code})`,
  /** Read before the discount amount (the minus sign is hidden from screen readers). */
  minus: 'বাদ',
  total: 'মোট পরিশোধ',
  method: 'পেমেন্টের মাধ্যম',
  notChosen: 'এখনো বাছাই করা হয়নি',
} as const;
