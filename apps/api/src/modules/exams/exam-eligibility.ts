// Whether a learner may start an exam now, and how an exam stands for them (issue 13): the one rule of
// each, decided from the learner's attempts (pure; the service reads the attempts).
import type { Failure } from '../../core/errors';
import type { ExamRow, SubmissionRow } from './exams.repository';

/** Why a learner may not start an exam now, as the failure that says it (code EXAM_NOT_ELIGIBLE). */
type Ineligible = Extract<
  Failure,
  'EXAM_NOT_OPEN' | 'EXAM_CLOSED' | 'EXAM_NO_ATTEMPTS' | 'EXAM_PREREQUISITE'
>;

export interface Eligibility {
  exam: ExamRow;
  /** Null when the learner may start or resume now. */
  ineligible: Ineligible | null;
  attemptsUsed: number;
  running: SubmissionRow | undefined;
  /** The newest attempt that has ended, if any. */
  lastEnded: SubmissionRow | undefined;
}

/** How an exam stands for a learner, as a batch's list shows it (the contract's ExamSummary.state). */
export type ExamState =
  | 'not-open'
  | 'locked'
  | 'open'
  | 'in-progress'
  | 'passed'
  | 'failed'
  | 'pending'
  | 'no-attempts'
  | 'closed';

const stateOfIneligible: Record<Ineligible, ExamState> = {
  EXAM_NOT_OPEN: 'not-open',
  EXAM_PREREQUISITE: 'locked',
  EXAM_NO_ATTEMPTS: 'no-attempts',
  EXAM_CLOSED: 'closed',
};

/**
 * The one rule of an exam's state: a running attempt first, then a pass ever made, then a result
 * waiting for a teacher, then why it cannot be started, then a failed last attempt with another
 * left, else open.
 */
export function examState(
  state: Pick<Eligibility, 'ineligible' | 'running' | 'lastEnded'>,
  everPassed: boolean,
): ExamState {
  if (state.running) return 'in-progress';
  if (everPassed) return 'passed';
  if (state.lastEnded?.status === 'submitted') return 'pending';
  if (state.ineligible) return stateOfIneligible[state.ineligible];
  if (state.lastEnded?.passed === false) return 'failed';
  return 'open';
}

/** What eligibility is decided from: the learner's running attempt, attempts used and newest attempt. */
export interface AttemptFacts {
  running: SubmissionRow | undefined;
  attemptsUsed: number;
  latest: SubmissionRow | undefined;
}

/**
 * The one rule of whether a learner may start (or resume) an exam now: a running attempt may always be
 * resumed; else the exam must be open, not closed, with an attempt left, and its prerequisite passed
 * (asked only when it matters).
 */
export async function eligibilityFrom(
  exam: ExamRow,
  { running, attemptsUsed, latest }: AttemptFacts,
  now: Date,
  prerequisitePassed: () => boolean | Promise<boolean>,
): Promise<Eligibility> {
  const lastEnded = latest && latest.status !== 'in-progress' ? latest : undefined;
  const base = { exam, attemptsUsed, running, lastEnded };
  if (running) return { ...base, ineligible: null };
  if (now < exam.opensAt) return { ...base, ineligible: 'EXAM_NOT_OPEN' };
  if (exam.closesAt && now >= exam.closesAt) return { ...base, ineligible: 'EXAM_CLOSED' };
  if (attemptsUsed >= exam.attemptsAllowed) return { ...base, ineligible: 'EXAM_NO_ATTEMPTS' };
  if (exam.prerequisiteExamId && !(await prerequisitePassed())) {
    return { ...base, ineligible: 'EXAM_PREREQUISITE' };
  }
  return { ...base, ineligible: null };
}
