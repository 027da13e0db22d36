/** JoinClassButton: the join control of a live class or an orientation webinar. */
export const joinClass = {
  join: 'ক্লাসে যোগ দিন',
  joining: 'যুক্ত হচ্ছে…',
  /** `wait` from domain's formatTimeLeft: 'যোগ দেওয়া যাবে ২ ঘণ্টা ১০ মিনিট পরে'. */
  opensIn: (wait: string) => `যোগ দেওয়া যাবে ${wait} পরে`,
  /** Announced once, politely, when the window opens while the learner is on the page. */
  nowOpen: 'এখন ক্লাসে যোগ দেওয়া যাবে',
  ended: 'ক্লাস শেষ হয়েছে',
} as const;
