/** AvatarUpload: the learner's photo, and choosing a new one. */
export const avatarUpload = {
  title: 'প্রোফাইলের ছবি',
  choose: 'ছবি বেছে নিন',
  /** Under the button: the accepted types and the size limit ('JPEG, PNG বা WebP; সর্বোচ্চ ২ মেগাবাইট'). */
  hint: (size: string) => `JPEG, PNG বা WebP; সর্বোচ্চ ${size}`,
  /** The photo's text alternative: 'রহিমা বেগম-এর ছবি'. */
  photo: (name: string) => `${name}-এর ছবি`,
  /** No photo yet: the initials in a circle stand for it. */
  noPhoto: (name: string) => `${name}-এর এখনো কোনো ছবি নেই`,
  uploading: 'ছবি পাঠানো হচ্ছে…',
} as const;
