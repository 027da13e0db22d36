import { describe, expect, it } from 'vitest';
import { guardianSummaryEmail, guardianSummarySms, guardianWeekLine } from './guardian-summary';

const zayd = { name: 'যায়েদ', days: 4, classes: 2, attended: 2, newAyahs: 9, reviewed: 1 };

describe('the weekly summary', () => {
  it("says a learner's week in one Bengali line, leaving out what did not happen", () => {
    expect(guardianWeekLine(zayd)).toBe('যায়েদ: ৪ দিন পড়া, ক্লাস ২/২, ৯টি নতুন আয়াত মুখস্থ শুরু, ১টি তিলাওয়াত মূল্যায়ন');
    expect(
      guardianWeekLine({ name: 'মারিয়াম', days: 0, classes: 0, attended: 0, newAyahs: 0, reviewed: 0 }),
    ).toBe('মারিয়াম: এ সপ্তাহে পড়া হয়নি');
  });

  it('an SMS has a line per learner and the link; the e-mail too, and how to stop it', () => {
    const sisters = [zayd, { ...zayd, name: 'আয়েশা', classes: 0 }];
    const sms = guardianSummarySms(sisters, 'tilawat.com.bd/guardian');
    expect(sms.split('\n')).toEqual([
      'তিলাওয়াত সাপ্তাহিক:',
      guardianWeekLine(zayd),
      'আয়েশা: ৪ দিন পড়া, ৯টি নতুন আয়াত মুখস্থ শুরু, ১টি তিলাওয়াত মূল্যায়ন',
      'বিস্তারিত: tilawat.com.bd/guardian',
    ]);
    const email = guardianSummaryEmail('রাশেদা', sisters, 'https://tilawat.com.bd/guardian');
    expect(email.body).toContain('আসসালামু আলাইকুম, রাশেদা।');
    expect(email.body).toContain(`• ${guardianWeekLine(zayd)}`);
    expect(email.body).toContain('https://tilawat.com.bd/guardian');
  });
});
