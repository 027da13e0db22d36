export const studyStreak = {
  title: 'পড়াশোনার ধারাবাহিকতা',
  /** `days` in Bengali digits. */
  current: (days: string) => `টানা ${days} দিন`,
  currentNone: 'আজ একটি পাঠ দেখে শুরু করুন',
  longest: (days: string) => `সবচেয়ে লম্বা: ${days} দিন`,
  todayDone: 'আজকের পড়া হয়েছে',
  todayWaiting: 'আজ এখনো পড়া হয়নি — ধারাবাহিকতা ধরে রাখতে একটি পাঠ দেখুন',
  weekLabel: 'এই সপ্তাহ',
  /** Saturday to Friday, as the week strip shows them. */
  weekdays: ['শনি', 'রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহ', 'শুক্র'],
  dayStudied: (weekday: string, minutes: string) => `${weekday}: পড়েছেন, ${minutes} মিনিট পাঠ দেখা`,
  dayNotStudied: (weekday: string) => `${weekday}: পড়া হয়নি`,
  goalProgress: (done: string, goal: string) => `এই সপ্তাহে ${done} / ${goal} মিনিট`,
  goalReached: 'এই সপ্তাহের লক্ষ্য পূরণ হয়েছে!',
  noGoal: (done: string) => `এই সপ্তাহে ${done} মিনিট পাঠ দেখা হয়েছে। একটি সাপ্তাহিক লক্ষ্য ঠিক করুন।`,
  goalLabel: 'সাপ্তাহিক লক্ষ্য (মিনিট)',
  goalSave: 'লক্ষ্য ঠিক করুন',
} as const;
