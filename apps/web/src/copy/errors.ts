/**
 * The words of a failure, in a file of their own: a segment's error boundary (`error.tsx`) loads with
 * every page of its segment, so it carries only these and not the whole catalogue.
 */
export const errorsBn = {
  unreachable: 'এই মুহূর্তে তথ্য আনা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে কিছুক্ষণ পর পাতাটি আবার খুলুন।',
  tryAgain: 'আবার চেষ্টা করুন',
  goHome: 'প্রথম পাতায় যান',
  notFoundTitle: 'পাতাটি খুঁজে পাওয়া যায়নি',
  notFoundText: 'ঠিকানাটি ভুল হতে পারে, অথবা পাতাটি সরিয়ে নেওয়া হয়েছে। আমাদের কোর্সগুলো দেখুন।',
  /** A page that failed while it was drawn (the segment's error boundary). */
  pageFailedTitle: 'পাতাটি দেখানো গেল না',
  pageFailedText: 'পাতাটি দেখাতে গিয়ে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
} as const;
