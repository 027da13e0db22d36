export const resumeBanner = {
  /** `at` is a player clock ('০:০৮'). */
  resumed: (at: string) => `যেখানে থেমেছিলেন সেখান থেকে চলবে — ${at}`,
  restart: 'শুরু থেকে দেখুন',
  dismiss: 'বার্তাটি বন্ধ করুন',
} as const;
