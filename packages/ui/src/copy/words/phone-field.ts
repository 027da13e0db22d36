export const phoneField = {
  label: 'মোবাইল নম্বর',
  hint: '১১ সংখ্যার বাংলাদেশি মোবাইল নম্বর, যেমন ০১৭১২৩৪৫৬৭৮',
  countryCode: '+৮৮',
  countryCodeLabel: 'বাংলাদেশের কোড +৮৮',
  placeholder: '০১XXXXXXXXX',
} as const;
