import { describe, expect, it } from 'vitest';
import { type CompletionCounts, completionAsked, completionMet } from './completion-rule';

const none = { examsPassed: false, attendancePercent: null, finalRecitation: false };
const done: CompletionCounts = {
  examsTotal: 3,
  examsPassed: 3,
  classesTotal: 8,
  classesAttended: 6,
  recitationAyahs: 5,
  recitationCorrect: 5,
};

describe('a batch’s completion rule', () => {
  it('asks nothing, and is never met, when no part is chosen', () => {
    expect(completionAsked(none)).toBe(false);
    expect(completionMet(none, done)).toBe(false);
  });

  it('asks every exam passed', () => {
    const rule = { ...none, examsPassed: true };
    expect(completionMet(rule, done)).toBe(true);
    expect(completionMet(rule, { ...done, examsPassed: 2 })).toBe(false);
    // a batch without exams cannot be completed by its exams
    expect(completionMet(rule, { ...done, examsTotal: 0, examsPassed: 0 })).toBe(false);
  });

  it('asks a share of the live classes, reckoned without rounding', () => {
    const rule = { ...none, attendancePercent: 75 };
    expect(completionMet(rule, done)).toBe(true); // 6 of 8 is 75 %
    expect(completionMet(rule, { ...done, classesAttended: 5 })).toBe(false); // 62.5 %
    expect(
      completionMet({ ...none, attendancePercent: 67 }, { ...done, classesTotal: 3, classesAttended: 2 }),
    ).toBe(
      false, // 66.7 %
    );
    expect(completionMet(rule, { ...done, classesTotal: 0, classesAttended: 0 })).toBe(false);
  });

  it('asks a final recitation with every ayah judged correct', () => {
    const rule = { ...none, finalRecitation: true };
    expect(completionMet(rule, done)).toBe(true);
    expect(completionMet(rule, { ...done, recitationCorrect: 4 })).toBe(false);
    expect(completionMet(rule, { ...done, recitationAyahs: 0, recitationCorrect: 0 })).toBe(false);
  });

  it('asks every chosen part together', () => {
    const rule = { examsPassed: true, attendancePercent: 50, finalRecitation: true };
    expect(completionMet(rule, done)).toBe(true);
    expect(completionMet(rule, { ...done, classesAttended: 3 })).toBe(false);
    expect(completionMet(rule, { ...done, examsPassed: 0 })).toBe(false);
  });
});
