import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../core/errors';
import { recitationMarks } from './exam-recitations';
import {
  applyTeacherMarks,
  type GradedQuestion,
  gradeAttempt,
  gradeQuestion,
  normaliseAnswer,
} from './grading';

const question = (over: Partial<GradedQuestion> = {}): GradedQuestion => ({
  id: 1,
  kind: 'single-choice',
  marks: 2,
  correctOptionIds: [10],
  acceptedAnswers: [],
  diacriticsOptional: false,
  teacherReview: false,
  ...over,
});

describe('normaliseAnswer', () => {
  it.each([
    ['  ইদগাম   বিলা  গুন্নাহ ', 'ইদগাম বিলা গুন্নাহ', false],
    ['ইদ\u200Cগাম', 'ইদগাম', false], // a zero-width non-joiner typed by the keyboard
    ['য\u09BC', 'য়', false], // ya + nukta, typed in two code points, is the one letter
    ['Qalqalah', 'qalqalah', false],
    ['الرَّحْمٰنِ', 'الرحمن', true], // diacritics optional
    ['الرَّحْمٰنِ', 'الرَّحْمٰنِ'.normalize('NFC'), false], // kept when they are part of the answer
    ['بـــسم', 'بسم', false], // tatweel
  ])('%j → %j (diacritics optional: %s)', (given, want, diacriticsOptional) => {
    expect(normaliseAnswer(given, { diacriticsOptional })).toBe(want.normalize('NFC'));
  });
});

describe('gradeQuestion', () => {
  it('single-choice: all or nothing', () => {
    expect(gradeQuestion(question(), { question: 1, option_ids: [10] })).toEqual({
      question: 1,
      marks: 2,
      awarded: 2,
      correct: true,
    });
    expect(gradeQuestion(question(), { question: 1, option_ids: [11] }).awarded).toBe(0);
    expect(gradeQuestion(question(), undefined)).toEqual({
      question: 1,
      marks: 2,
      awarded: 0,
      correct: false,
    });
  });

  it('multi-choice: exactly the set of correct options, no more and no fewer', () => {
    const multi = question({ kind: 'multi-choice', marks: 3, correctOptionIds: [10, 12] });
    expect(gradeQuestion(multi, { question: 1, option_ids: [12, 10] }).awarded).toBe(3);
    expect(gradeQuestion(multi, { question: 1, option_ids: [10] }).awarded).toBe(0);
    expect(gradeQuestion(multi, { question: 1, option_ids: [10, 11, 12] }).awarded).toBe(0);
  });

  it('short-text: an accepted answer after normalising; a teacher-marked one waits', () => {
    const short = question({ kind: 'short-text', acceptedAnswers: ['ইখফা', 'ইখফা হাকিকি'] });
    expect(gradeQuestion(short, { question: 1, text: ' ইখফা  হাকিকি ' }).correct).toBe(true);
    expect(gradeQuestion(short, { question: 1, text: 'ইজহার' }).correct).toBe(false);
    const arabic = question({ kind: 'short-text', acceptedAnswers: ['بِسْمِ'], diacriticsOptional: true });
    expect(gradeQuestion(arabic, { question: 1, text: 'بسم' }).correct).toBe(true);
    const reviewed = question({ kind: 'short-text', teacherReview: true });
    expect(gradeQuestion(reviewed, { question: 1, text: 'আমার ব্যাখ্যা' })).toEqual({
      question: 1,
      marks: 2,
      awarded: null,
      correct: null,
    });
    expect(gradeQuestion(reviewed, undefined).awarded).toBe(0);
  });
});

describe('gradeAttempt', () => {
  const questions = [
    question({ id: 1 }),
    question({ id: 2, kind: 'multi-choice', marks: 3, correctOptionIds: [20, 21] }),
  ];

  it('adds up the marks and passes at pass_marks', () => {
    expect(
      gradeAttempt(
        questions,
        [
          { question: 1, option_ids: [10] },
          { question: 2, option_ids: [20, 21] },
        ],
        5,
      ),
    ).toMatchObject({
      score: 5,
      passed: true,
      pending: false,
    });
    expect(gradeAttempt(questions, [{ question: 1, option_ids: [10] }], 3)).toMatchObject({
      score: 2,
      passed: false,
    });
  });

  it('leaves score and passed null while a teacher’s review is pending', () => {
    const withReview = [...questions, question({ id: 3, kind: 'short-text', teacherReview: true })];
    expect(gradeAttempt(withReview, [{ question: 3, text: 'লিখেছি' }], 1)).toMatchObject({
      score: null,
      passed: null,
      pending: true,
    });
  });
});

describe('applyTeacherMarks', () => {
  const review = [
    { question: 1, marks: 2, awarded: 2, correct: true },
    { question: 2, marks: 3, awarded: null, correct: null },
    { question: 3, marks: 2, awarded: null, correct: null },
  ];
  const refusal = (marks: { question: number; awarded: number }[]) => {
    try {
      applyTeacherMarks(review, marks, 4);
    } catch (error) {
      return (error as DomainError).failure;
    }
    return 'accepted';
  };

  it('fills the waiting questions, scores the attempt and decides the pass', () => {
    expect(
      applyTeacherMarks(
        review,
        [
          { question: 3, awarded: 0 },
          { question: 2, awarded: 2 },
        ],
        4,
      ),
    ).toEqual({
      review: [
        { question: 1, marks: 2, awarded: 2, correct: true },
        { question: 2, marks: 3, awarded: 2, correct: true },
        { question: 3, marks: 2, awarded: 0, correct: false },
      ],
      score: 4,
      passed: true,
      pending: false,
    });
    expect(
      applyTeacherMarks(
        review,
        [
          { question: 2, awarded: 1 },
          { question: 3, awarded: 0 },
        ],
        4,
      ).passed,
    ).toBe(false);
  });

  it('refuses a mark missing, repeated, out of place or above the marks', () => {
    expect(refusal([{ question: 2, awarded: 1 }])).toBe('MARKS_INCOMPLETE');
    expect(
      refusal([
        { question: 2, awarded: 1 },
        { question: 2, awarded: 1 },
      ]),
    ).toBe('MARKS_INCOMPLETE');
    expect(
      refusal([
        { question: 1, awarded: 1 },
        { question: 2, awarded: 1 },
      ]),
    ).toBe('MARKS_INCOMPLETE');
    expect(
      refusal([
        { question: 2, awarded: 4 },
        { question: 3, awarded: 0 },
      ]),
    ).toBe('MARKS_TOO_HIGH');
    expect(
      refusal([
        { question: 2, awarded: 3 },
        { question: 3, awarded: 2 },
      ]),
    ).toBe('accepted');
  });

  it('marks only the questions of one review, and grades when the last of them is marked', () => {
    // question 2 is a short-text answer, question 3 a recitation: the short-text review marks 2 alone
    const first = applyTeacherMarks(review, [{ question: 2, awarded: 3 }], 4, { of: new Set([2]) });
    expect(first).toEqual({
      review: [
        { question: 1, marks: 2, awarded: 2, correct: true },
        { question: 2, marks: 3, awarded: 3, correct: true },
        { question: 3, marks: 2, awarded: null, correct: null },
      ],
      score: null,
      passed: null,
      pending: true,
    });
    // a mark for a question of the other review is out of place
    expect(() => applyTeacherMarks(review, [{ question: 3, awarded: 1 }], 4, { of: new Set([2]) })).toThrow(
      expect.objectContaining({ failure: 'MARKS_INCOMPLETE' }),
    );
    // then the recitation's review grades the attempt
    expect(applyTeacherMarks(first.review, [{ question: 3, awarded: 1 }], 4, { of: new Set([3]) })).toEqual(
      expect.objectContaining({ score: 6, passed: true, pending: false }),
    );
  });
});

describe('recitation questions', () => {
  const recitation = question({ id: 9, kind: 'recitation', marks: 10 });

  it('wait for the teacher when every ayah was recorded and sent, else score 0 at once', () => {
    expect(gradeQuestion(recitation, undefined, { recited: true })).toEqual({
      question: 9,
      marks: 10,
      awarded: null,
      correct: null,
    });
    expect(gradeQuestion(recitation, undefined)).toEqual({
      question: 9,
      marks: 10,
      awarded: 0,
      correct: false,
    });
    expect(gradeAttempt([recitation], [], 5, new Set([9]))).toEqual(
      expect.objectContaining({ score: null, passed: null, pending: true }),
    );
    expect(gradeAttempt([recitation], [], 5)).toEqual(
      expect.objectContaining({ score: 0, passed: false, pending: false }),
    );
  });

  it('earn round(marks × score ÷ 100)', () => {
    expect(recitationMarks(10, 100)).toBe(10);
    expect(recitationMarks(10, 0)).toBe(0);
    expect(recitationMarks(10, 84)).toBe(8); // 8.4
    expect(recitationMarks(10, 85)).toBe(9); // 8.5 rounds up
    expect(recitationMarks(3, 50)).toBe(2); // 1.5
    expect(recitationMarks(7, 33)).toBe(2); // 2.31
    expect(recitationMarks(100, 73)).toBe(73);
  });
});
