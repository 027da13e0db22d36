import { formatMoney, formatNumber } from '@tilawat/domain';

/**
 * The operator console's Bengali copy (issue 19), apart from the site's `webBn`: only the console's
 * pages import it, so a learner's page never carries a word of it.
 */
export const consoleBn = {
  title: 'কনসোল',
  metaTitle: 'কনসোল — তিলাওয়াত',
  nav: 'কনসোলের বিভাগ',
  navOrders: 'অর্ডার',
  navAudit: 'অডিট লগ',
  forbiddenTitle: 'এই পাতা শুধু তিলাওয়াতের অ্যাডমিনদের জন্য',
  forbidden: 'আপনার অ্যাকাউন্ট দিয়ে কনসোল খোলা যায় না। অ্যাডমিন অ্যাকাউন্টে লগইন করুন, অথবা ড্যাশবোর্ডে ফিরে যান।',
  toDashboard: 'ড্যাশবোর্ডে যান',
  orders: {
    title: 'অর্ডার',
    intro: 'সব শিক্ষার্থীর দোকানের অর্ডার: অবস্থা দেখে পাঠান, সম্পন্ন করুন বা টাকা ফেরত দিন। প্রতিটি কাজ অডিট লগে থাকে।',
    caption: 'দোকানের অর্ডার',
    statusFilter: 'অবস্থা',
    all: 'সব অবস্থা',
    number: 'অর্ডার',
    learner: 'শিক্ষার্থী',
    items: 'পণ্য',
    total: 'মোট',
    status: 'অবস্থা',
    payment: 'পেমেন্ট',
    actions: 'কাজ',
    fromBalance: 'ওয়ালেট থেকে',
    unpaid: 'পেমেন্ট হয়নি',
    send: 'পাঠানো হয়েছে',
    complete: 'সম্পন্ন করুন',
    refund: 'টাকা ফেরত দিন',
    sendLabel: (number: string) => `অর্ডার ${number} পাঠানো হয়েছে বলে চিহ্নিত করুন`,
    completeLabel: (number: string) => `অর্ডার ${number} সম্পন্ন করুন`,
    refundLabel: (number: string) => `অর্ডার ${number}-এর টাকা ফেরত দিন`,
    refundTitle: (number: string) => `অর্ডার ${number}-এর টাকা ফেরত দেবেন?`,
    refundText: (amount: number, name: string) =>
      `${name}-কে ${formatMoney(amount)} ফেরত দেওয়া হবে: ওয়ালেট থেকে দেওয়া টাকা তাঁর ওয়ালেটে, মোবাইল ওয়ালেটে দেওয়া টাকা গেটওয়ের মাধ্যমে। এটি আর ফেরানো যায় না।`,
    refundConfirm: 'হ্যাঁ, টাকা ফেরত দিন',
    moved: (number: string, status: string) => `অর্ডার ${number} এখন “${status}”।`,
    refunded: (number: string) => `অর্ডার ${number}-এর টাকা ফেরত দেওয়া হয়েছে।`,
    empty: 'এই অবস্থায় কোনো অর্ডার নেই।',
    count: (count: number) => `মোট ${formatNumber(count)}টি অর্ডার`,
  },
  audit: {
    title: 'অডিট লগ',
    intro: 'কনসোল থেকে করা প্রতিটি পরিবর্তন: কে, কখন, কী বদলেছেন। এই লগ কেউ বদলাতে বা মুছতে পারে না।',
    caption: 'কনসোলের পরিবর্তনের লগ',
    at: 'সময়',
    actor: 'যিনি করেছেন',
    action: 'কাজ',
    target: 'কোন রেকর্ড',
    change: 'পরিবর্তন',
    empty: 'এখনো কনসোল থেকে কিছু বদলানো হয়নি।',
    actions: { 'order.move': 'অর্ডারের অবস্থা বদল', 'order.refund': 'অর্ডারের টাকা ফেরত' },
  },
} as const;
