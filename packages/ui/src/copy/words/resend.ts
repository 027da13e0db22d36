import { formatDigits } from '@tilawat/domain';

export const resend = {
  action: 'আবার কোড পাঠান',
  sending: 'কোড পাঠানো হচ্ছে…',
  wait: (seconds: number) => `${formatDigits(seconds)} সেকেন্ড পরে আবার কোড পাঠাতে পারবেন`,
} as const;
