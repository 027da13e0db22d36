import type { V3Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { examLinkItem, examsByModule } from './exams';

const summary = (over: Partial<V3Schemas['ExamSummary']> = {}): V3Schemas['ExamSummary'] => ({
  id: 71,
  module_id: 31,
  title: 'মডিউল ১ পরীক্ষা — মাখরাজ',
  duration_minutes: 20,
  total_marks: 10,
  pass_marks: 6,
  questions_count: 5,
  attempts_allowed: 3,
  attempts_used: 0,
  opens_at: '2026-12-10T00:00:00+06:00',
  closes_at: null,
  state: 'open',
  score: null,
  ...over,
});

describe('the batch page’s exams', () => {
  it('an open exam: its link, length, questions and the attempts left', () => {
    expect(examLinkItem(summary())).toEqual({
      id: 71,
      href: '/exam/71',
      title: 'মডিউল ১ পরীক্ষা — মাখরাজ',
      state: 'open',
      stateLabel: 'দেওয়া যাবে',
      tone: 'open',
      facts: ['২০ মিনিট', '৫টি প্রশ্ন', 'আরও ৩ বার দেওয়া যাবে'],
    });
  });

  it('failed with attempts left: the score and how many are left', () => {
    expect(examLinkItem(summary({ state: 'failed', attempts_used: 1, score: 4 }))).toMatchObject({
      stateLabel: 'অনুত্তীর্ণ',
      tone: 'refused',
      facts: ['২০ মিনিট', '৫টি প্রশ্ন', 'আরও ২ বার দেওয়া যাবে', 'প্রাপ্ত নম্বর ৪ / ১০'],
    });
  });

  it('passed: the score; waiting for a teacher: no score yet; not open: when it opens', () => {
    expect(examLinkItem(summary({ state: 'passed', attempts_used: 2, score: 8 })).facts).toEqual([
      '২০ মিনিট',
      '৫টি প্রশ্ন',
      'প্রাপ্ত নম্বর ৮ / ১০',
    ]);
    expect(examLinkItem(summary({ state: 'pending', attempts_used: 1, score: 5 }))).toMatchObject({
      stateLabel: 'ফলের অপেক্ষায়',
      facts: ['২০ মিনিট', '৫টি প্রশ্ন'],
    });
    expect(examLinkItem(summary({ state: 'not-open' })).facts[2]).toMatch(/^খুলবে .*১০/);
    expect(examLinkItem(summary({ state: 'no-attempts', attempts_used: 3, score: 2 }))).toMatchObject({
      stateLabel: 'সুযোগ শেষ',
      tone: 'refused',
      facts: ['২০ মিনিট', '৫টি প্রশ্ন', 'প্রাপ্ত নম্বর ২ / ১০'],
    });
  });

  it('splits them by module, the finals apart, in the api’s order', () => {
    const { byModule, finals } = examsByModule([
      summary({ id: 1, module_id: 31 }),
      summary({ id: 2, module_id: 32 }),
      summary({ id: 3, module_id: null }),
      summary({ id: 4, module_id: 31 }),
    ]);
    expect(byModule.get(31)?.map((e) => e.id)).toEqual([1, 4]);
    expect(byModule.get(32)?.map((e) => e.id)).toEqual([2]);
    expect(finals.map((e) => e.id)).toEqual([3]);
  });
});
