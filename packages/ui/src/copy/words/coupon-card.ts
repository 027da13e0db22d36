/** CouponCard: a coupon the learner holds. */
export const couponCard = {
  available: 'ব্যবহারযোগ্য',
  used: 'ব্যবহৃত',
  expired: 'মেয়াদ শেষ',
  value: 'মূল্য',
  kind: 'ধরন',
  /** 'মেয়াদ: ৩১ ডিসেম্বর, ২০২৬'. */
  expires: (date: string) => `মেয়াদ: ${date}`,
  noExpiry: 'মেয়াদ: সীমাহীন',
  /** 'ব্যবহার করা হয়েছে: ২০ নভেম্বর, ২০২৬'. */
  usedOn: (date: string) => `ব্যবহার করা হয়েছে: ${date}`,
  code: 'কোড',
  copy: 'কোড কপি করুন',
  copied: 'কোড কপি হয়েছে',
  /** The clipboard refused or is missing: the code is selected for the learner to copy. */
  copyManual: 'কোডটি বাছাই করা আছে, নিজে কপি করে নিন',
  claim: 'ওয়ালেটে যোগ করুন',
} as const;
