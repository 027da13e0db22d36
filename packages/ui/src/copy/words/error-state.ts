import { FALLBACK_ERROR } from '@tilawat/domain';

export const errorState = {
  title: 'কিছু একটা সমস্যা হয়েছে',
  description: FALLBACK_ERROR.bn,
  retry: 'আবার চেষ্টা করুন',
} as const;
