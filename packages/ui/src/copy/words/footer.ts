import type { V2Schemas } from '@tilawat/sdk';

export const footer = {
  contact: 'যোগাযোগ',
  phone: 'ফোন',
  email: 'ইমেইল',
  address: 'ঠিকানা',
  hours: 'সময়',
  social: 'আমাদের সঙ্গে থাকুন',
  networks: {
    facebook: 'ফেসবুক',
    youtube: 'ইউটিউব',
    instagram: 'ইনস্টাগ্রাম',
    whatsapp: 'হোয়াটসঅ্যাপ',
    telegram: 'টেলিগ্রাম',
    tiktok: 'টিকটক',
  } satisfies Record<V2Schemas['SocialLink']['network'], string>,
} as const;
