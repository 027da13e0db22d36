// A guardian's weekly summary (issue 41): a line per learner they follow, in Bengali, and the message's
// text for an SMS and an e-mail. One rule: the api sends it, its tests and the guardian page's words say it.
import { toBengaliDigits } from './digits';

/** One learner's week (Saturday to Friday, Asia/Dhaka). */
export interface GuardianWeek {
  name: string;
  /** Days of study. */
  days: number;
  /** Live classes held in the learner's batches, and attended. */
  classes: number;
  attended: number;
  /** Ayahs given as new memorisation (sabaq). */
  newAyahs: number;
  /** Recitations a teacher reviewed. */
  reviewed: number;
}

/** The summary's moment: Friday (the week's last day), 18:00 Asia/Dhaka. */
export const GUARDIAN_SUMMARY_HOUR = 18;

const bn = (n: number) => toBengaliDigits(String(n));

/** "যায়েদ: ৪ দিন পড়া, ক্লাস ২/২, ৯টি নতুন আয়াত মুখস্থ শুরু, ১টি তিলাওয়াত মূল্যায়ন" — what happened, nothing empty. */
export function guardianWeekLine(week: GuardianWeek): string {
  const parts = [week.days === 0 ? 'এ সপ্তাহে পড়া হয়নি' : `${bn(week.days)} দিন পড়া`];
  if (week.classes > 0) parts.push(`ক্লাস ${bn(week.attended)}/${bn(week.classes)}`);
  if (week.newAyahs > 0) parts.push(`${bn(week.newAyahs)}টি নতুন আয়াত মুখস্থ শুরু`);
  if (week.reviewed > 0) parts.push(`${bn(week.reviewed)}টি তিলাওয়াত মূল্যায়ন`);
  return `${week.name}: ${parts.join(', ')}`;
}

/** The SMS: a heading, a line per learner, the link (several parts when many learners). */
export function guardianSummarySms(weeks: readonly GuardianWeek[], link: string): string {
  return ['তিলাওয়াত সাপ্তাহিক:', ...weeks.map(guardianWeekLine), `বিস্তারিত: ${link}`].join('\n');
}

/** The e-mail's subject and body. */
export function guardianSummaryEmail(
  guardianName: string,
  weeks: readonly GuardianWeek[],
  link: string,
): { subject: string; body: string } {
  return {
    subject: 'তিলাওয়াত — এ সপ্তাহের পড়াশোনা',
    body: [
      `আসসালামু আলাইকুম, ${guardianName}।`,
      '',
      'এ সপ্তাহে:',
      ...weeks.map((week) => `• ${guardianWeekLine(week)}`),
      '',
      `বিস্তারিত দেখুন: ${link}`,
      '',
      'এই সাপ্তাহিক বার্তা আর চান না? অভিভাবকের পাতায় বন্ধ করুন।',
    ].join('\n'),
  };
}
