// The contract's JSON of exams: ExamInstruction, ExamEligibility, Exam, QuickSave and Submission.
import type { V3Schemas } from '@tilawat/sdk';
import type { RecitationState } from './exam-recitations';
import type { ExamRow, QuestionWithOptions, SubmissionRow } from './exams.repository';
import type { StoredAnswer } from './exams.table';

const totalMarks = (questions: readonly QuestionWithOptions[]) =>
  questions.reduce((sum, question) => sum + question.marks, 0);

/** An answer as the contract's SubmissionAnswer (only the fields it has). */
const answerJson = (answer: StoredAnswer): V3Schemas['SubmissionAnswer'] =>
  answer.option_ids
    ? { question: answer.question, option_ids: answer.option_ids }
    : { question: answer.question, text: answer.text };

export function instructionJson(
  exam: ExamRow,
  totals: { questions: number; marks: number },
): V3Schemas['ExamInstruction'] {
  return {
    exam_id: exam.id,
    title: exam.title,
    instructions: exam.instructions,
    duration_minutes: exam.durationMinutes,
    total_marks: totals.marks,
    pass_marks: exam.passMarks,
    questions_count: totals.questions,
    attempts_allowed: exam.attemptsAllowed,
    opens_at: exam.opensAt.toISOString(),
    closes_at: exam.closesAt?.toISOString() ?? null,
  };
}

/** An exam of a batch's list, with the learner's state (exams.service's examState). */
export function summaryJson(item: {
  exam: ExamRow;
  totals: { questions: number; marks: number };
  attemptsUsed: number;
  lastEnded: SubmissionRow | undefined;
  state: V3Schemas['ExamSummary']['state'];
}): V3Schemas['ExamSummary'] {
  return {
    id: item.exam.id,
    module_id: item.exam.moduleId,
    title: item.exam.title,
    duration_minutes: item.exam.durationMinutes,
    total_marks: item.totals.marks,
    pass_marks: item.exam.passMarks,
    questions_count: item.totals.questions,
    attempts_allowed: item.exam.attemptsAllowed,
    attempts_used: item.attemptsUsed,
    opens_at: item.exam.opensAt.toISOString(),
    closes_at: item.exam.closesAt?.toISOString() ?? null,
    state: item.state,
    score: item.lastEnded?.score ?? null,
  };
}

/** A recitation question's ayahs and the learner's practice of them in the attempt. */
const recitationJson = (state: RecitationState): V3Schemas['ExamRecitation'] => ({
  surah: state.surah,
  surah_name: state.surahName,
  ayah_from: state.ayahFrom,
  ayah_to: state.ayahTo,
  ayahs: state.ayahs.map((ayah) => ({ number: ayah.number, text: ayah.text })),
  practice_id: state.practiceId,
  status: state.status,
  recorded: state.recorded,
  score: state.score,
});

/**
 * A question as the learner sees it: never with its answer (the review says it once an attempt has
 * ended); a recitation question with its practice in the attempt (`recitations`, by question).
 */
const questionJson = (
  question: QuestionWithOptions,
  recitations: ReadonlyMap<number, RecitationState>,
): V3Schemas['Question'] => {
  const recitation = question.kind === 'recitation' ? recitations.get(question.id) : undefined;
  return {
    id: question.id,
    kind: question.kind,
    prompt: question.prompt,
    arabic_text: question.arabicText,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
    marks: question.marks,
    ...(recitation ? { recitation: recitationJson(recitation) } : {}),
  };
};

/** The exam with its questions, never their answers, and the running attempt. */
export function examJson(
  exam: ExamRow,
  questions: readonly QuestionWithOptions[],
  attempt: SubmissionRow,
  recitations: ReadonlyMap<number, RecitationState> = new Map(),
): V3Schemas['Exam'] {
  return {
    id: exam.id,
    batch_id: exam.batchId,
    module_id: exam.moduleId,
    title: exam.title,
    duration_minutes: exam.durationMinutes,
    total_marks: totalMarks(questions),
    pass_marks: exam.passMarks,
    questions: questions.map((question) => questionJson(question, recitations)),
    attempt: {
      submission_id: attempt.id,
      started_at: attempt.startedAt.toISOString(),
      deadline_at: attempt.deadlineAt.toISOString(),
    },
  };
}

export function quickSaveJson(attempt: SubmissionRow): V3Schemas['QuickSave'] {
  return {
    submission_id: attempt.id,
    exam_id: attempt.examId,
    answers: attempt.answers.map(answerJson),
    started_at: attempt.startedAt.toISOString(),
    deadline_at: attempt.deadlineAt.toISOString(),
    saved_at: attempt.savedAt?.toISOString() ?? null,
  };
}

/**
 * An attempt as the contract's Submission; once it has ended, with the review (per question the
 * learner's answer, the marks given, and the correct answer: never before the end) and the questions
 * it names, so the result reads on any device.
 */
export function submissionJson(
  attempt: SubmissionRow,
  questions: readonly QuestionWithOptions[],
  recitations: ReadonlyMap<number, RecitationState> = new Map(),
): V3Schemas['Submission'] {
  const answers = new Map(attempt.answers.map((answer) => [answer.question, answer]));
  const results = new Map((attempt.review ?? []).map((item) => [item.question, item]));
  const ended = attempt.status !== 'in-progress';
  return {
    id: attempt.id,
    exam_id: attempt.examId,
    status: attempt.status,
    score: attempt.score,
    total_marks: totalMarks(questions),
    passed: attempt.passed,
    deadline_at: attempt.deadlineAt.toISOString(),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    review: ended
      ? questions.map((question) => {
          const result = results.get(question.id);
          const answer = answers.get(question.id);
          return {
            question: question.id,
            marks: question.marks,
            awarded: result ? result.awarded : 0,
            correct: result ? result.correct : false,
            answer: answer ? answerJson(answer) : null,
            correct_option_ids: question.options
              .filter((option) => option.correct)
              .map((option) => option.id),
            accepted_answers:
              question.kind === 'short-text' && !question.teacherReview ? question.acceptedAnswers : [],
          };
        })
      : null,
    questions: ended ? questions.map((question) => questionJson(question, recitations)) : null,
  };
}
