// An attempt's answers against its exam's questions (issue 13): the check of what a learner sends, and the
// questions as grading and the recitation practices see them (pure).
import { DomainError } from '../../core/errors';
import type { QuestionWithOptions } from './exams.repository';
import type { StoredAnswer } from './exams.table';
import type { GradedQuestion } from './grading';

export const graded = (question: QuestionWithOptions): GradedQuestion => ({
  id: question.id,
  kind: question.kind,
  marks: question.marks,
  correctOptionIds: question.options.filter((option) => option.correct).map((option) => option.id),
  acceptedAnswers: question.acceptedAnswers,
  diacriticsOptional: question.diacriticsOptional,
  teacherReview: question.teacherReview,
});

/**
 * The answers of a submission, checked against the exam's questions: each question of this exam,
 * once; option ids of that question only (exactly one for single-choice, one or more for
 * multi-choice); text only for short-text; none for a recitation. A fault names the answer's field.
 */
export function checkAnswers(
  questions: readonly QuestionWithOptions[],
  answers: readonly StoredAnswer[],
): StoredAnswer[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  return answers.map((answer, index) => {
    const question = byId.get(answer.question);
    if (!question) throw new DomainError('ANSWER_QUESTION_UNKNOWN', { field: `answers/${index}/question` });
    if (seen.has(answer.question))
      throw new DomainError('ANSWER_DUPLICATE', { field: `answers/${index}/question` });
    seen.add(answer.question);
    // a recitation is recorded on its practice page, never answered here
    if (question.kind === 'recitation') throw new DomainError('ANSWER_SHAPE', { field: `answers/${index}` });
    if (question.kind === 'short-text') {
      if (answer.option_ids || answer.text === undefined) {
        throw new DomainError('ANSWER_SHAPE', { field: `answers/${index}/text` });
      }
      return { question: answer.question, text: answer.text };
    }
    const ids = answer.option_ids;
    if (!ids || answer.text !== undefined || (question.kind === 'single-choice' && ids.length !== 1)) {
      throw new DomainError('ANSWER_SHAPE', { field: `answers/${index}/option_ids` });
    }
    if (ids.some((id) => !question.options.some((option) => option.id === id))) {
      throw new DomainError('ANSWER_OPTION_UNKNOWN', { field: `answers/${index}/option_ids` });
    }
    return { question: answer.question, option_ids: [...ids] };
  });
}

/** The recitation questions of an exam, with their ranges. */
export const recitationsOf = (questions: readonly QuestionWithOptions[]) =>
  questions.flatMap((question) =>
    question.kind === 'recitation' &&
    question.surah !== null &&
    question.ayahFrom !== null &&
    question.ayahTo !== null
      ? [{ id: question.id, surah: question.surah, ayahFrom: question.ayahFrom, ayahTo: question.ayahTo }]
      : [],
  );
