// The words of files a learner sends: sizes as a sentence states them, and a refused avatar's messages.

/** The units of a file's size in a sentence (rules/avatar-file.ts `fileSizeText`). */
export const fileSizeUnits = { gb: 'গিগাবাইট', mb: 'মেগাবাইট', kb: 'কিলোবাইট' } as const;

/** A refused avatar: another type than JPEG, PNG or WebP, or larger than `size` (a size as a sentence says it). */
export const avatarWords = {
  type: 'শুধু JPEG, PNG বা WebP ছবি দেওয়া যাবে।',
  tooLarge: (size: string) => `ছবিটি অনেক বড়। ${size}ের ছোট ছবি দিন।`,
} as const;
