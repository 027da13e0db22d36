// Grading on the server (issue 13): pure rules over a question, its options and the learner's answer.

import { DomainError } from '../../core/errors';
import type { StoredAnswer, StoredReview } from './exams.table';

export interface GradedQuestion {
  id: number;
  kind: 'single-choice' | 'multi-choice' | 'short-text' | 'recitation';
  marks: number;
  /** The ids of the correct options (choice questions). */
  correctOptionIds: readonly number[];
  /** short-text: the accepted answers. */
  acceptedAnswers: readonly string[];
  diacriticsOptional: boolean;
  teacherReview: boolean;
}

// Zero-width space, non-joiner, joiner, word joiner, byte-order mark: invisible, typed by keyboards at will.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
// Arabic tatweel (kashida): a stretch of the line, not a letter.
const TATWEEL = /\u0640/g;
// Arabic harakat, tanwin, shadda, sukun, superscript alef and Quranic annotation marks.
const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;

/**
 * A short-text answer as it is compared: Unicode NFC (Bengali nukta letters such as য় typed either
 * way become one), without invisible joiners and tatweel, whitespace collapsed, Latin letters in
 * lower case, and, when the question allows it, without Arabic diacritics.
 */
export function normaliseAnswer(
  text: string,
  { diacriticsOptional }: { diacriticsOptional: boolean },
): string {
  let value = text.normalize('NFC').replace(INVISIBLE, '').replace(TATWEEL, '');
  if (diacriticsOptional) value = value.replace(ARABIC_DIACRITICS, '');
  return value.replace(/\s+/gu, ' ').trim().toLowerCase();
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

/**
 * One question's result. single-choice: all marks for the one correct option, else none;
 * multi-choice: all marks for exactly the set of correct options (no more, no fewer), else none;
 * short-text: all marks when the normalised answer equals a normalised accepted one, else none, or
 * pending (awarded and correct null) when a teacher marks it; recitation: pending when its practice was
 * sent to the teacher (`recited`: every ayah recorded), else none. An unanswered question gets none.
 */
export function gradeQuestion(
  question: GradedQuestion,
  answer: StoredAnswer | undefined,
  { recited = false }: { recited?: boolean } = {},
): StoredReview {
  const result = (correct: boolean | null): StoredReview => ({
    question: question.id,
    marks: question.marks,
    awarded: correct === null ? null : correct ? question.marks : 0,
    correct,
  });
  // recitation: waits for the teacher's review when every ayah was recorded and sent, else none
  if (question.kind === 'recitation') return result(recited ? null : false);
  if (question.kind === 'short-text') {
    if (question.teacherReview) return result(answer?.text ? null : false);
    if (!answer?.text) return result(false);
    const given = normaliseAnswer(answer.text, question);
    return result(question.acceptedAnswers.some((accepted) => normaliseAnswer(accepted, question) === given));
  }
  return result(Boolean(answer?.option_ids) && sameSet(answer?.option_ids ?? [], question.correctOptionIds));
}

/** An attempt's result from its review: the score and pass once nothing waits for a teacher, else null. */
function resultOf(review: StoredReview[], passMarks: number) {
  const pending = review.some((item) => item.awarded === null);
  const score = pending ? null : review.reduce((sum, item) => sum + (item.awarded ?? 0), 0);
  return { review, score, passed: score === null ? null : score >= passMarks, pending };
}

/**
 * The attempt's result: per question, the score (null while a teacher's review is pending) and pass or
 * fail. `recited`: the recitation questions whose practice was sent to the teacher.
 */
export function gradeAttempt(
  questions: readonly GradedQuestion[],
  answers: readonly StoredAnswer[],
  passMarks: number,
  recited: ReadonlySet<number> = new Set(),
): { review: StoredReview[]; score: number | null; passed: boolean | null; pending: boolean } {
  const byQuestion = new Map(answers.map((answer) => [answer.question, answer]));
  const review = questions.map((question) =>
    gradeQuestion(question, byQuestion.get(question.id), { recited: recited.has(question.id) }),
  );
  return resultOf(review, passMarks);
}

/** A teacher's marks of an attempt's questions waiting for them (the console's MarkReviewPayload). */
export interface TeacherMark {
  question: number;
  awarded: number;
}

/**
 * The one way a teacher's marks grade an attempt (the short-text review and the recitation review alike):
 * every question waiting among `of` (all waiting ones when not given) gets its mark — each exactly once,
 * from 0 to its marks; no mark for a question not waiting — and its `correct` is whether it earned any.
 * The attempt is graded (score, pass) when no question waits any more; otherwise it keeps waiting with
 * these marks given. A mark missing, repeated or out of place is refused beside `marks`; one above the
 * question's marks too.
 */
export function applyTeacherMarks(
  review: readonly StoredReview[],
  marks: readonly TeacherMark[],
  passMarks: number,
  { of }: { of?: ReadonlySet<number> } = {},
): { review: StoredReview[]; score: number | null; passed: boolean | null; pending: boolean } {
  const waiting = new Map(
    review
      .filter((item) => item.awarded === null && (of === undefined || of.has(item.question)))
      .map((item) => [item.question, item]),
  );
  const given = new Map(marks.map((mark) => [mark.question, mark.awarded]));
  if (
    given.size !== marks.length ||
    given.size !== waiting.size ||
    ![...given.keys()].every((q) => waiting.has(q))
  ) {
    throw new DomainError('MARKS_INCOMPLETE', { field: 'marks' });
  }
  const graded = review.map((item) => {
    const awarded = given.get(item.question);
    if (item.awarded !== null || awarded === undefined) return { ...item };
    if (awarded > item.marks) throw new DomainError('MARKS_TOO_HIGH', { field: 'marks' });
    return { ...item, awarded, correct: awarded > 0 };
  });
  return resultOf(graded, passMarks);
}
