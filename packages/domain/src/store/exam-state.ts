import type { V3Schemas } from '@tilawat/sdk';
import type { SubmissionAnswer } from '../exam/exam-answers';
import type { ExamSyncState } from '../exam/exam-sync';
import type { ApiFailure } from '../failure/api-failure';

// The exam slice's state on its own, so that its thunks and the listener that keeps drafts read it
// without importing the slice (which imports them).

export type ExamPhase = ExamSyncState['phase'];
/** Where the answers are, as the kit's SaveStatus shows it. */
export type ExamSaveStatus = ExamSyncState['save'];

/** The exam a learner is taking on this page: the running attempt, its answers and where they are. */
export interface ExamState {
  examId: number | null;
  /** idle → opening → running (→ submitting → running when it fails) → ended. */
  phase: ExamPhase;
  /** The exam with its questions and the attempt's server deadline, once opened. */
  exam: V3Schemas['Exam'] | null;
  /** The answers, one per answered question, in the exam's order (the submission body's). */
  answers: SubmissionAnswer[];
  /** Questions marked "for later". */
  flagged: number[];
  /** The question on screen, from 0. */
  current: number;
  /** Counts changes to the answers; the server has them up to `savedVersion`. */
  version: number;
  savedVersion: number;
  save: ExamSaveStatus;
  /** When the server last took the answers (its clock); null when never. */
  savedAt: string | null;
  /** The server's clock less this device's, in ms (`clockOffset`): the timer counts on the server's time. */
  clockOffset: number;
  submitRequested: boolean;
  /** The ended attempt with its review. */
  result: V3Schemas['Submission'] | null;
  /** Why opening or submitting failed (the server's Bengali msg; status 0 when there was no answer). */
  failure: ApiFailure | null;
}

export const initialExamState: ExamState = {
  examId: null,
  phase: 'idle',
  exam: null,
  answers: [],
  flagged: [],
  current: 0,
  version: 0,
  savedVersion: 0,
  save: 'saved',
  savedAt: null,
  clockOffset: 0,
  submitRequested: false,
  result: null,
  failure: null,
};
