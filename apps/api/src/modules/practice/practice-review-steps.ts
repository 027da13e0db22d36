// What a finished review tells the other areas, in the review's transaction: an exam's recitation question is
// marked (exams), the batch's certificate is checked (issue 40), ayahs asked again plan a reminder
// (issue 40), and a recitation of a day of memorisation rates its units (issue 41). Each is handed in through src/areas.ts; this area never imports them.
import type { AuthUser } from '../../core/auth';
import type { CompletionStep } from '../../core/completion';
import type { HifzRecited } from '../../core/hifz-steps';
import type { RerecordAsked } from '../../core/reminder-steps';
import type { Tx } from '../../db/client';
import type { RecitationReviewed } from '../exams/exam-recitations';
import type { MarkRow, VerdictRow } from './practice.repository';

export interface ReviewSteps {
  /** An exam's recitation practice reviewed: the exams area marks the question and grades the attempt. */
  onExamReviewed: RecitationReviewed;
  /** A recitation reviewed: a batch whose rule asks it checks the learner's certificate. */
  onCompleted: CompletionStep;
  /** A review that asked for ayahs again: the learner is reminded a day later. */
  onRerecordAsked: RerecordAsked;
  /** A recitation of a learner's day of memorisation reviewed: the hifz area rates its units. */
  onHifzRecited: HifzRecited;
}

export async function tellReviewSteps(
  tx: Tx,
  steps: ReviewSteps,
  review: {
    assignment: {
      id: number;
      batchId: number;
      surah: number;
      examSubmissionId: string | null;
      examQuestionId: number | null;
      hifzTier: string | null;
    };
    practice: { id: string; learnerId: string; round: number };
    verdicts: ReadonlyMap<number, VerdictRow['verdict']>;
    marks: readonly Pick<MarkRow, 'ayah' | 'category' | 'severity'>[];
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
  // a recitation of a day of memorisation: each unit it covered is rated from its marks and verdicts
  if (assignment.hifzTier !== null) {
    await steps.onHifzRecited(tx, {
      assignmentId: assignment.id,
      practiceId: practice.id,
      round: practice.round,
      learnerId: practice.learnerId,
      surah: assignment.surah,
      ayahs: [...review.verdicts].map(([ayah, verdict]) => ({
        ayah,
        verdict,
        marks: review.marks
          .filter((mark) => mark.ayah === ayah)
          .map(({ category, severity }) => ({ category, severity })),
      })),
      reviewer: review.actor,
      at: review.at,
    });
  }
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
