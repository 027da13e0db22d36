import { formatNumber } from '@tilawat/domain';

export const examInstruction = {
  duration: 'সময়',
  questions: 'প্রশ্ন',
  totalMarks: 'মোট নম্বর',
  passMarks: 'পাস নম্বর',
  attemptsLeft: 'সুযোগ বাকি',
  closesAt: 'শেষ সময়',
  minutes: (minutes: number) => `${formatNumber(minutes)} মিনিট`,
  questionsCount: (count: number) => `${formatNumber(count)}টি`,
  attemptsOf: (left: number, allowed: number) => `${formatNumber(allowed)}টির মধ্যে ${formatNumber(left)}টি`,
  instructions: 'নির্দেশনা',
  start: 'পরীক্ষা শুরু করুন',
  resume: 'পরীক্ষা চালিয়ে যান',
  startNote: (minutes: number) => `শুরু করলেই ${formatNumber(minutes)} মিনিটের সময় গোনা শুরু হবে।`,
  resumeNote: 'আপনার আগের উত্তরগুলো সংরক্ষিত আছে; সময় কিন্তু চলছে।',
  notEligible: 'এখন এই পরীক্ষাটি দেওয়া যাবে না।',
} as const;
