import type { V3Schemas } from '@tilawat/sdk';

export type Question = V3Schemas['Question'];
export type SubmissionAnswer = V3Schemas['SubmissionAnswer'];

/**
 * Whether an answer says anything: an option ticked, or text that is not only spaces. The contract
 * leaves unanswered questions out, so an empty answer is never kept or sent.
 */
export function hasContent(answer: SubmissionAnswer): boolean {
  return (answer.option_ids?.length ?? 0) > 0 || (answer.text ?? '').trim() !== '';
}

/** Whether the learner has answered the question (the navigator, the unanswered count). */
export function isAnswered(answers: readonly SubmissionAnswer[], questionId: number): boolean {
  return answers.some((answer) => answer.question === questionId && hasContent(answer));
}

/**
 * The answers with one question's answer put in (or taken out when `answer` is undefined or says
 * nothing), one per question, in the exam's order — the body `POST /submission/revised` takes.
 */
export function withAnswer(
  questions: readonly Pick<Question, 'id'>[],
  answers: readonly SubmissionAnswer[],
  questionId: number,
  answer: SubmissionAnswer | undefined,
): SubmissionAnswer[] {
  const byQuestion = new Map(answers.map((a) => [a.question, a]));
  if (answer && hasContent(answer)) byQuestion.set(questionId, { ...answer, question: questionId });
  else byQuestion.delete(questionId);
  return questions.flatMap((q) => {
    const kept = byQuestion.get(q.id);
    return kept ? [kept] : [];
  });
}

/**
 * Answers kept for an exam (from the server or this device), reduced to the exam's questions, one
 * each, with something in them: what a stale copy holds for a question no longer there is dropped
 * rather than refused by the server.
 */
export function answersFor(
  questions: readonly Pick<Question, 'id'>[],
  answers: readonly SubmissionAnswer[],
): SubmissionAnswer[] {
  const ids = new Set(questions.map((q) => q.id));
  const byQuestion = new Map<number, SubmissionAnswer>();
  for (const answer of answers) {
    if (ids.has(answer.question) && hasContent(answer) && !byQuestion.has(answer.question))
      byQuestion.set(answer.question, answer);
  }
  return questions.flatMap((q) => {
    const kept = byQuestion.get(q.id);
    return kept ? [kept] : [];
  });
}

/** A question as the navigator and the submit confirmation read it. */
export type AnsweredQuestion = Pick<Question, 'id'> & {
  kind?: Question['kind'];
  recitation?: Pick<NonNullable<Question['recitation']>, 'ayah_from' | 'ayah_to' | 'recorded'>;
};

/**
 * Whether a question is answered: a written or choice question by the learner's answers; a recitation
 * question — recorded on its practice page, never answered here — once every one of its ayahs is
 * recorded (as the page last read it).
 */
export function isQuestionAnswered(
  question: AnsweredQuestion,
  answers: readonly SubmissionAnswer[],
): boolean {
  if (question.kind !== 'recitation') return isAnswered(answers, question.id);
  const r = question.recitation;
  return !!r && r.recorded >= r.ayah_to - r.ayah_from + 1;
}

/**
 * How many of the exam's questions have no answer (the submit confirmation says it). A recitation
 * question is recorded on its practice page, never answered here: it is not counted.
 */
export function unansweredCount(
  questions: readonly AnsweredQuestion[],
  answers: readonly SubmissionAnswer[],
): number {
  return questions.filter((q) => q.kind !== 'recitation' && !isAnswered(answers, q.id)).length;
}
