export const skeleton = {
  loading: 'লোড হচ্ছে…',
} as const;
