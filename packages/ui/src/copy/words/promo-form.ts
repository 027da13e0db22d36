export const promoForm = {
  label: 'প্রোমো কোড',
  hint: 'কোড থাকলে লিখে প্রয়োগ করুন',
  placeholder: 'যেমন RAMADAN25',
  apply: 'প্রয়োগ করুন',
  checking: 'যাচাই হচ্ছে…',
  applied: (code: string) => `${code} কোডটি প্রয়োগ হয়েছে`,
  saving: (amount: string) => `আপনি ${amount} সাশ্রয় করছেন`,
  remove: 'কোড সরান',
  invalid: 'এই প্রোমো কোডটি সঠিক নয় বা এর মেয়াদ শেষ।',
} as const;
