export const promoBar = {
  region: 'চলতি অফার',
  code: 'কোড',
  until: (date: string) => `${date} পর্যন্ত`,
  apply: 'কোডটি ব্যবহার করুন',
  dismiss: 'অফারটি বন্ধ করুন',
} as const;
