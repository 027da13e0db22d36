import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../core/errors';
import { checkQuestion, checkWindow, type QuestionDraft, questionValues } from './exam-authoring';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return [(error as DomainError).failure, (error as DomainError).details.field];
  }
  return 'accepted';
};
const yes = (text: string) => ({ text, correct: true });
const no = (text: string) => ({ text, correct: false });
const question = (over: Partial<QuestionDraft>): QuestionDraft => ({
  kind: 'single-choice',
  prompt: 'প্রশ্ন',
  marks: 1,
  ...over,
});

describe('checkQuestion', () => {
  it('takes each kind in its shape', () => {
    expect(refusal(() => checkQuestion(question({ options: [yes('ক'), no('খ')] })))).toBe('accepted');
    expect(
      refusal(() =>
        checkQuestion(question({ kind: 'multi-choice', options: [yes('ক'), yes('খ'), no('গ')] })),
      ),
    ).toBe('accepted');
    expect(refusal(() => checkQuestion(question({ kind: 'short-text', accepted_answers: ['ইখফা'] })))).toBe(
      'accepted',
    );
    expect(refusal(() => checkQuestion(question({ kind: 'short-text', teacher_review: true })))).toBe(
      'accepted',
    );
  });

  it('refuses each misshapen question beside its field', () => {
    expect(refusal(() => checkQuestion(question({ options: [yes('ক')] })))).toEqual([
      'CHOICE_OPTIONS',
      'options',
    ]);
    expect(refusal(() => checkQuestion(question({ options: [yes('ক'), yes('খ')] })))).toEqual([
      'SINGLE_CHOICE_ONE_RIGHT',
      'options',
    ]);
    expect(refusal(() => checkQuestion(question({ options: [no('ক'), no('খ')] })))).toEqual([
      'SINGLE_CHOICE_ONE_RIGHT',
      'options',
    ]);
    expect(
      refusal(() => checkQuestion(question({ kind: 'multi-choice', options: [no('ক'), no('খ')] }))),
    ).toEqual(['MULTI_CHOICE_SOME_RIGHT', 'options']);
    expect(
      refusal(() => checkQuestion(question({ kind: 'short-text', options: [yes('ক'), no('খ')] }))),
    ).toEqual(['SHORT_TEXT_NO_OPTIONS', 'options']);
    expect(refusal(() => checkQuestion(question({ kind: 'short-text', accepted_answers: ['  '] })))).toEqual([
      'ACCEPTED_ANSWERS_NEEDED',
      'accepted_answers',
    ]);
    expect(
      refusal(() => checkQuestion(question({ teacher_review: true, options: [yes('ক'), no('খ')] }))),
    ).toEqual(['TEACHER_REVIEW_SHORT_TEXT', 'teacher_review']);
  });

  it('keeps answers and review flags only on a short-text question', () => {
    expect(
      questionValues(question({ accepted_answers: ['x'], diacritics_optional: true, arabic_text: '  ' })),
    ).toMatchObject({
      acceptedAnswers: [],
      diacriticsOptional: false,
      arabicText: null,
    });
    expect(
      questionValues(
        question({ kind: 'short-text', accepted_answers: [' ইখফা ', ''], diacritics_optional: true }),
      ),
    ).toMatchObject({
      acceptedAnswers: ['ইখফা'],
      diacriticsOptional: true,
      teacherReview: false,
    });
  });
});

describe('a recitation question', () => {
  const recitation = (over: Partial<QuestionDraft> = {}) =>
    question({ kind: 'recitation', surah: 1, ayah_from: 1, ayah_to: 7, ...over });

  it('has a surah and at most 20 ayahs, and nothing else', () => {
    expect(refusal(() => checkQuestion(recitation()))).toBe('accepted');
    expect(refusal(() => checkQuestion(recitation({ surah: 2, ayah_from: 1, ayah_to: 20 })))).toBe(
      'accepted',
    );
    expect(refusal(() => checkQuestion(recitation({ surah: 2, ayah_from: 1, ayah_to: 21 })))).toEqual([
      'RECITATION_RANGE',
      'ayah_to',
    ]);
    expect(refusal(() => checkQuestion(recitation({ ayah_from: 5, ayah_to: 4 })))).toEqual([
      'RECITATION_RANGE',
      'ayah_to',
    ]);
    expect(refusal(() => checkQuestion(recitation({ surah: undefined })))).toEqual([
      'RECITATION_RANGE',
      'surah',
    ]);
    expect(refusal(() => checkQuestion(recitation({ options: [yes('ক'), no('খ')] })))).toEqual([
      'RECITATION_NO_ANSWERS',
      'options',
    ]);
    expect(refusal(() => checkQuestion(recitation({ accepted_answers: ['x'] })))).toEqual([
      'RECITATION_NO_ANSWERS',
      'accepted_answers',
    ]);
    expect(refusal(() => checkQuestion(recitation({ teacher_review: true })))).toEqual([
      'TEACHER_REVIEW_SHORT_TEXT',
      'teacher_review',
    ]);
  });

  it('is the only kind with a range, and keeps it', () => {
    expect(
      refusal(() => checkQuestion(question({ kind: 'short-text', teacher_review: true, surah: 1 }))),
    ).toEqual(['RECITATION_ONLY', 'surah']);
    expect(questionValues(recitation())).toMatchObject({
      kind: 'recitation',
      surah: 1,
      ayahFrom: 1,
      ayahTo: 7,
      teacherReview: false,
      acceptedAnswers: [],
    });
    expect(questionValues(question({ kind: 'short-text', accepted_answers: ['x'] }))).toMatchObject({
      surah: null,
      ayahFrom: null,
      ayahTo: null,
    });
  });
});

describe('checkWindow', () => {
  it('an exam closes after it opens, or never', () => {
    const opens = new Date('2026-12-05T00:00:00Z');
    expect(refusal(() => checkWindow(opens, null))).toBe('accepted');
    expect(refusal(() => checkWindow(opens, new Date('2026-12-06T00:00:00Z')))).toBe('accepted');
    expect(refusal(() => checkWindow(opens, opens))).toEqual(['CLOSES_BEFORE_OPENS', 'closes_at']);
  });
});
