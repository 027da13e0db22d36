export const toaster = {
  region: 'বার্তা',
} as const;
