import { formatNumber } from '@tilawat/domain';

export const examResult = {
  title: 'পরীক্ষার ফল',
  score: 'মোট প্রাপ্ত নম্বর',
  of: (part: number, whole: number) => `${formatNumber(part)} / ${formatNumber(whole)}`,
  passMarks: (marks: number) => `পাস নম্বর ${formatNumber(marks)}`,
  status: {
    passed: 'উত্তীর্ণ',
    failed: 'অনুত্তীর্ণ',
    pending: 'শিক্ষকের মূল্যায়নের অপেক্ষায়',
    'in-progress': 'পরীক্ষা এখনো চলছে',
  },
  pendingNote: 'লিখিত উত্তর শিক্ষক দেখে নম্বর দেবেন; তারপর পূর্ণ ফল এখানে দেখবেন।',
  submittedAt: (when: string) => `জমা দিয়েছেন: ${when}`,
  review: 'প্রশ্নভিত্তিক পর্যালোচনা',
  question: (n: number) => `প্রশ্ন ${formatNumber(n)}`,
  verdict: {
    correct: 'সঠিক',
    wrong: 'ভুল',
    unanswered: 'উত্তর দেননি',
    pending: 'মূল্যায়নের অপেক্ষায়',
  },
  yourAnswer: 'আপনার উত্তর',
  correctAnswer: 'সঠিক উত্তর',
  acceptedAnswers: 'গ্রহণযোগ্য উত্তর',
  teacherMarks: 'এই উত্তর শিক্ষক মূল্যায়ন করেন',
  noAnswer: 'কোনো উত্তর নেই',
  awarded: 'প্রাপ্ত নম্বর',
  awaiting: 'অপেক্ষমাণ',
} as const;
