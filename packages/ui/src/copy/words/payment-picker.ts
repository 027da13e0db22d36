export const paymentPicker = {
  label: 'কীভাবে পেমেন্ট করবেন',
  hint: 'যে ওয়ালেট থেকে টাকা দেবেন সেটি বেছে নিন',
} as const;
