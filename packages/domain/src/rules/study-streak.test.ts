import { describe, expect, it } from 'vitest';
import { shiftDay, studyStreak, studyWeek, validStudyGoal } from './study-streak';

describe('a learner’s study streak (issue 40)', () => {
  it('counts days in a row up to today, or up to yesterday while today has nothing yet', () => {
    const today = '2026-11-29';
    expect(studyStreak(['2026-11-27', '2026-11-28', '2026-11-29'], today)).toEqual({
      current: 3,
      longest: 3,
      todayActive: true,
    });
    // today not yet studied: the streak still stands from yesterday
    expect(studyStreak(['2026-11-27', '2026-11-28'], today)).toEqual({
      current: 2,
      longest: 2,
      todayActive: false,
    });
    // a day missed: the streak broke
    expect(studyStreak(['2026-11-26', '2026-11-27'], today)).toEqual({
      current: 0,
      longest: 2,
      todayActive: false,
    });
  });

  it('keeps the longest run ever, whatever the order and repeats', () => {
    const days = [
      '2026-11-10',
      '2026-11-03',
      '2026-11-11',
      '2026-11-04',
      '2026-11-05',
      '2026-11-04',
      '2026-11-29',
    ];
    expect(studyStreak(days, '2026-11-29')).toEqual({ current: 1, longest: 3, todayActive: true });
    expect(studyStreak([], '2026-11-29')).toEqual({ current: 0, longest: 0, todayActive: false });
  });

  it('crosses months and years', () => {
    expect(studyStreak(['2026-12-31', '2027-01-01', '2027-01-02'], '2027-01-02').current).toBe(3);
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reckons a week Saturday to Friday', () => {
    // 2026-11-29 is a Sunday
    expect(studyWeek('2026-11-29')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(studyWeek('2026-11-28')[0]).toBe('2026-11-28');
    expect(studyWeek('2026-12-04')[0]).toBe('2026-11-28');
    expect(studyWeek('2026-12-05')[0]).toBe('2026-12-05');
  });

  it('takes a weekly goal of whole minutes from 10 to 1,800', () => {
    expect([10, 150, 1800].map(validStudyGoal)).toEqual([true, true, true]);
    expect([9, 1801, 12.5, Number.NaN].map(validStudyGoal)).toEqual([false, false, false, false]);
  });
});
