// The one interface between exams and recitation practice (issue 20). A recitation question of an exam
// is recorded as a practice of the learner's, reviewed by the teacher in the practice queue, and its
// score makes the question's marks. The exams area declares what it needs here (`ExamRecitations`, made
// by the practice area: practice/exam-practices.ts) and what it offers (`RecitationReviewed`, called by
// the practice review when it finishes); app.ts wires both. Neither area imports the other's services.
import type { AuthUser } from '../../core/auth';
import type { Db, Tx } from '../../db/client';

/** A recitation question's ayahs. */
export interface RecitationRange {
  surah: number;
  ayahFrom: number;
  ayahTo: number;
}

/** A recitation question of an attempt, as the learner's exam shows it. */
export interface RecitationState extends RecitationRange {
  surahName: string;
  /** The ayahs' Uthmani text, in order. */
  ayahs: { number: number; text: string }[];
  /** The practice's assignment id (the page `/practice/{id}`). */
  practiceId: number;
  status: 'assigned' | 'submitted' | 'reviewed';
  /** How many of the ayahs have a recording. */
  recorded: number;
  /** The review's score out of 100; null before it. */
  score: number | null;
}

/** What exams needs of recitation practice. */
export interface ExamRecitations {
  /** The surah's name in Bengali. */
  surahName(surah: number): string;
  /** Refuses a range outside its surah or of more than {@link MAX_RECITATION_AYAHS} ayahs (400 beside the field). */
  checkRange(range: RecitationRange): Promise<void>;
  /**
   * In the transaction that starts (or resumes) the attempt: one practice for the learner alone per
   * recitation question, linked to the attempt and the question, recordable until `closesAt`; made once
   * (a second call makes nothing).
   */
  open(
    tx: Tx,
    attempt: { id: string; userId: string; batchId: number; deadlineAt: Date; closesAt: Date },
    questions: readonly (RecitationRange & { id: number })[],
  ): Promise<void>;
  /**
   * In the transaction that ends the attempt (at `at`): recording closes, and each practice with a
   * usable recording of every ayah is sent to the teacher (round 1). Answers the questions sent.
   */
  close(tx: Tx, attemptId: string, at: Date): Promise<Set<number>>;
  /** The attempts' recitation practices, by attempt and then by question. */
  states(db: Db | Tx, attemptIds: readonly string[]): Promise<Map<string, Map<number, RecitationState>>>;
}

/** At most this many ayahs in one recitation question. */
export const MAX_RECITATION_AYAHS = 20;

/** Told, in the review's transaction, that the teacher finished reviewing an exam's recitation practice. */
export type RecitationReviewed = (
  tx: Tx,
  review: { submissionId: string; questionId: number; score: number; actor: AuthUser },
) => Promise<void>;

/** A recitation question's marks from the review's score (out of 100): round(marks × score ÷ 100). */
export function recitationMarks(marks: number, score: number): number {
  const bounded = Math.min(100, Math.max(0, score));
  return Math.round((marks * bounded) / 100);
}
