export const auth = {
  back: 'ফিরে যান',
  'phone-email': {
    title: 'লগইন বা নিবন্ধন',
    description: 'আপনার মোবাইল নম্বর বা ইমেইল দিয়ে শুরু করুন। অ্যাকাউন্ট না থাকলে নতুন খুলে দেব।',
    identity: 'মোবাইল নম্বর বা ইমেইল',
    identityHint: 'যেমন ০১৭১২৩৪৫৬৭৮ অথবা name@example.com',
    submit: 'এগিয়ে যান',
  },
  'login-password': {
    title: 'পাসওয়ার্ড দিন',
    signingInAs: 'যে অ্যাকাউন্টে লগইন করছেন',
    change: 'বদলান',
    submit: 'লগইন করুন',
    forgot: 'পাসওয়ার্ড ভুলে গেছেন?',
    /** Sign in with a one-time code instead (→ login-otp). */
    useCode: 'কোড দিয়ে লগইন',
  },
  'login-otp': {
    title: 'কোড দিয়ে লগইন',
    description: (identity: string) => `${identity}-এ পাঠানো ছয় সংখ্যার কোডটি লিখে লগইন করুন।`,
    submit: 'লগইন করুন',
    /** Back to login-password. */
    usePassword: 'পাসওয়ার্ড দিয়ে লগইন',
  },
  'forgot-password': {
    title: 'পাসওয়ার্ড ভুলে গেছেন?',
    description: 'আপনার মোবাইল নম্বর বা ইমেইলে একটি ছয় সংখ্যার কোড পাঠানো হবে।',
    identity: 'মোবাইল নম্বর বা ইমেইল',
    submit: 'কোড পাঠান',
  },
  'reset-password': {
    title: 'নতুন পাসওয়ার্ড দিন',
    description: (identity: string) => `${identity}-এ পাঠানো কোড আর নতুন পাসওয়ার্ডটি লিখুন।`,
    newPassword: 'নতুন পাসওয়ার্ড',
    confirmPassword: 'নতুন পাসওয়ার্ডটি আবার লিখুন',
    passwordHint: 'অন্তত ৮ অক্ষর',
    submit: 'পাসওয়ার্ড বদলান',
  },
  'signup-verify-otp': {
    title: 'নম্বর যাচাই করুন',
    description: (identity: string) => `${identity}-এ পাঠানো ছয় সংখ্যার কোডটি লিখুন।`,
    submit: 'যাচাই করুন',
  },
  'signup-name-password': {
    title: 'নতুন অ্যাকাউন্ট খুলুন',
    description: (identity: string) => `${identity} দিয়ে নতুন অ্যাকাউন্ট খোলা হবে।`,
    name: 'আপনার নাম',
    password: 'পাসওয়ার্ড',
    confirmPassword: 'পাসওয়ার্ডটি আবার লিখুন',
    passwordHint: 'অন্তত ৮ অক্ষর',
    phoneExtra: 'হোয়াটসঅ্যাপ নম্বর',
    phoneExtraHint: 'অন্য কোনো নম্বরে যোগাযোগ চাইলে দিন',
    submit: 'নিবন্ধন করুন',
    /** After a verification that discarded what an earlier registration chose (issue 35). */
    verifiedTitle: 'নাম ও পাসওয়ার্ড ঠিক করুন',
    verifiedDescription: (identity: string) =>
      `${identity} যাচাই হয়েছে। এখন এই অ্যাকাউন্টের জন্য আপনার নিজের নাম ও পাসওয়ার্ড দিন। এই নম্বর বা ইমেইল দিয়ে আগে অন্য কোথাও নিবন্ধন করা হয়ে থাকলে সেই নাম ও পাসওয়ার্ড বাতিল করা হয়েছে।`,
    verifiedSubmit: 'সংরক্ষণ করুন',
  },
} as const;
