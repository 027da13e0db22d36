import { formatNumber } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';

/** StudyPlanList: a module's plan, day by day. */
export const studyPlan = {
  title: 'পড়ার পরিকল্পনা',
  day: (day: number) => `দিন ${formatNumber(day)}`,
  kind: {
    recording: 'রেকর্ডিং',
    live: 'লাইভ ক্লাস',
    exam: 'পরীক্ষা',
    reading: 'পড়া',
  } satisfies Record<V3Schemas['StudyPlanItem']['kind'], string>,
  /** Before the due date and time: 'শেষ সময়: ৭ ডিসেম্বর, ২০২৬, রাত ১১:৫৯'. */
  due: 'শেষ সময়:',
  done: 'সম্পন্ন',
  next: 'পরবর্তী',
  summary: (done: number, total: number) => `${formatNumber(total)}টির মধ্যে ${formatNumber(done)}টি সম্পন্ন`,
  empty: 'এই মডিউলের পরিকল্পনায় এখনো কিছু যোগ করা হয়নি।',
} as const;
