export const saveStatus = {
  saved: (time: string) => `${time}-এ উত্তর সংরক্ষিত হয়েছে`,
  nothingYet: 'এখনো কোনো উত্তর সংরক্ষণ হয়নি',
  saving: 'উত্তর সংরক্ষণ হচ্ছে…',
  offline: 'অফলাইন — উত্তর এই ডিভাইসে রাখা আছে',
  error: 'উত্তর সংরক্ষণ করা যায়নি',
  retry: 'আবার চেষ্টা করুন',
} as const;
