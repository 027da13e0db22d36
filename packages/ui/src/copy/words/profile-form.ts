/** ProfileForm: the learner's name and second number; the account's phone and e-mail shown, not edited. */
export const profileForm = {
  title: 'প্রোফাইলের তথ্য',
  name: 'নাম',
  phoneExtra: 'দ্বিতীয় মোবাইল নম্বর',
  phoneExtraHint: 'যেমন হোয়াটসঅ্যাপ নম্বর; খালি রাখলে মুছে যাবে',
  accountTitle: 'অ্যাকাউন্টের পরিচয়',
  accountNote:
    'ফোন নম্বর বা ইমেইল দিয়ে আপনার অ্যাকাউন্ট চেনা হয়; বদলাতে নিচের "মোবাইল নম্বর বা ইমেইল বদলান" অংশ ব্যবহার করুন।',
  phone: 'ফোন নম্বর',
  email: 'ইমেইল',
  notGiven: 'দেওয়া হয়নি',
  submit: 'তথ্য সংরক্ষণ করুন',
} as const;
