export const common = {
  wait: 'অপেক্ষা করুন…',
  loading: 'লোড হচ্ছে…',
  close: 'বন্ধ করুন',
  back: 'ফিরে যান',
  optional: 'ঐচ্ছিক',
  opensInNewTab: '(নতুন ট্যাবে খোলে)',
  errorPrefix: 'ত্রুটি:',
} as const;
