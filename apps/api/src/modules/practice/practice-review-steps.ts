// What a finished review tells the other areas, in the review's transaction: an exam's recitation question is
// marked (exams), the batch's certificate is checked (issue 40), and ayahs asked again plan a reminder
// (issue 40). Each is handed in through src/areas.ts; this area never imports them.
import type { AuthUser } from '../../core/auth';
import type { CompletionStep } from '../../core/completion';
import type { RerecordAsked } from '../../core/reminder-steps';
import type { Tx } from '../../db/client';
import type { RecitationReviewed } from '../exams/exam-recitations';
import type { VerdictRow } from './practice.repository';

export interface ReviewSteps {
  /** An exam's recitation practice reviewed: the exams area marks the question and grades the attempt. */
  onExamReviewed: RecitationReviewed;
  /** A recitation reviewed: a batch whose rule asks it checks the learner's certificate. */
  onCompleted: CompletionStep;
  /** A review that asked for ayahs again: the learner is reminded a day later. */
  onRerecordAsked: RerecordAsked;
}

export async function tellReviewSteps(
  tx: Tx,
  steps: ReviewSteps,
  review: {
    assignment: { batchId: number; examSubmissionId: string | null; examQuestionId: number | null };
    practice: { id: string; learnerId: string; round: number };
    verdicts: ReadonlyMap<number, VerdictRow['verdict']>;
    score: number;
    actor: AuthUser;
    at: Date;
  },
): Promise<void> {
  const { assignment, practice } = review;
  // an exam's recitation question: its marks and the attempt's result follow in this transaction
  if (assignment.examSubmissionId !== null && assignment.examQuestionId !== null) {
    await steps.onExamReviewed(tx, {
      submissionId: assignment.examSubmissionId,
      questionId: assignment.examQuestionId,
      score: review.score,
      actor: review.actor,
    });
  }
  // a final recitation judged may complete the batch: its certificate is checked
  await steps.onCompleted({ userId: practice.learnerId, batchId: assignment.batchId }, tx);
  // ayahs to record again (not an exam's question, which is not recorded again): a reminder
  if (assignment.examSubmissionId === null && [...review.verdicts.values()].includes('needs-work')) {
    await steps.onRerecordAsked(tx, {
      practiceId: practice.id,
      learnerId: practice.learnerId,
      round: practice.round,
      reviewedAt: review.at,
    });
  }
}
