import { formatNumber } from '@tilawat/domain';

export const pendingPurchase = {
  unpaid: 'পেমেন্ট বাকি',
  notPaid: 'পেমেন্ট হয়নি',
  amount: 'পরিশোধ করতে হবে',
  timeLeft: 'সময় বাকি',
  /** The ticking time left: '১২ মিনিট ৩০ সেকেন্ড বাকি'. */
  left: (minutes: number, seconds: number) =>
    minutes && seconds
      ? `${formatNumber(minutes)} মিনিট ${formatNumber(seconds)} সেকেন্ড বাকি`
      : minutes
        ? `${formatNumber(minutes)} মিনিট বাকি`
        : `${formatNumber(seconds)} সেকেন্ড বাকি`,
  /** Beyond an hour: domain's `formatTimeLeft` ('১ ঘণ্টা ৫ মিনিট') and this. */
  leftLong: (timeLeft: string) => `${timeLeft} বাকি`,
  pay: 'পেমেন্ট সম্পন্ন করুন',
  expiredTitle: 'সময় শেষ হয়েছে',
  expiredSeat: 'আপনার জন্য রাখা আসনটি ছেড়ে দেওয়া হয়েছে। চাইলে আবার কিনতে পারেন।',
  expiredBundle: 'এই পেমেন্টটি আর সম্পন্ন করা যাবে না। চাইলে আবার কিনতে পারেন।',
  buyAgain: 'আবার কিনুন',
} as const;
