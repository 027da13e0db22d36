import { formatNumber } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';

/** LeadForm: the "call me back" form of public pages. */
export const leadForm = {
  title: 'আমাদের কল করতে বলুন',
  description: 'নাম ও মোবাইল নম্বর দিন, আমাদের দল আপনাকে কল করে কোর্স সম্পর্কে সব জানাবে।',
  name: 'আপনার নাম',
  email: 'ইমেইল',
  emailHint: 'যেমন name@example.com',
  course: 'যে কোর্স সম্পর্কে জানতে চান',
  anyCourse: 'নির্দিষ্ট কোনো কোর্স নয়',
  time: 'কখন কল করলে সুবিধা হয়',
  anyTime: 'যেকোনো সময়',
  times: {
    morning: 'সকাল',
    afternoon: 'দুপুর',
    evening: 'সন্ধ্যা',
    night: 'রাত',
  } satisfies Record<NonNullable<V3Schemas['LeadPayload']['preferred_time']>, string>,
  message: 'আপনার বার্তা',
  messageHint: (max: number) => `যা জানতে চান লিখুন, ${formatNumber(max)} অক্ষরের মধ্যে`,
  submit: 'কল করতে বলুন',
  thanksTitle: 'অনুরোধ পাঠানো হয়েছে',
  again: 'আরেকটি অনুরোধ পাঠান',
} as const;
