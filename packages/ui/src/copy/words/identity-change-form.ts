/** IdentityChangeForm: the learner moves their account to another phone number or e-mail (issue 35). */
export const identityChangeForm = {
  title: 'মোবাইল নম্বর বা ইমেইল বদলান',
  intro:
    'নতুন নম্বর বা ইমেইলে একটি কোড যাবে; কোডটি দিলে অ্যাকাউন্ট সেখানে সরবে, পুরোনোটিতে জানানো হবে এবং অন্য সব ডিভাইস থেকে লগআউট হবে।',
  identity: 'নতুন মোবাইল নম্বর বা ইমেইল',
  currentPassword: 'বর্তমান পাসওয়ার্ড',
  currentPasswordHint: 'নিরাপত্তার জন্য',
  send: 'কোড পাঠান',
  codeSentTo: (target: string) => `${target}-এ পাঠানো ৬ সংখ্যার কোডটি লিখুন।`,
  code: 'কোড',
  confirm: 'নিশ্চিত করুন',
  back: 'অন্য নম্বর বা ইমেইল দিন',
} as const;
