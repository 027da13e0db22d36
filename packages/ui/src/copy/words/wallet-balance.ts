/** WalletBalance: the learner's wallet in taka, and the stars and points earned. */
export const walletBalance = {
  title: 'আমার ওয়ালেট',
  balance: 'ব্যালেন্স',
  stars: 'স্টার',
  points: 'পয়েন্ট',
} as const;
