import { toApiFailure } from '@tilawat/domain';
import { expectData, type Tilawat, unwrap, type V3Schemas } from '@tilawat/sdk';
import type { Loaded } from './load';

/**
 * The learner's pages' first reads, one definition for both sides: a page runs them on the server with
 * the learner's access token (`serverLearnerRead`) and hands the answers (data or failure) to its view,
 * which seeds the browser's read cache with them; the view runs the same reads in the browser
 * (`useRead`) when the server had no live token, and again on a retry or after a write.
 */
export const readBookingStatus = (api: Tilawat) => unwrap(api.v3.GET('/course/booking-status'));
export const readUpcomingClasses = (api: Tilawat) => unwrap(api.v3.GET('/overview/upcoming-classes'));
/** Each batch's next item of its study plan (issue 40). */
export const readNextStudyItems = (api: Tilawat) => unwrap(api.v3.GET('/study-plan/next'));
export const readBatch = (api: Tilawat, batchId: number) =>
  unwrap(api.v3.GET('/batch/{id}', { params: { path: { id: batchId } } }));
export const readBatchProgress = (api: Tilawat, batchId: number) =>
  unwrap(api.v3.GET('/recording/progress', { params: { query: { batch: batchId } } }));
export const readBatchExams = (api: Tilawat, batchId: number) =>
  unwrap(api.v3.GET('/exam', { params: { query: { batch: batchId } } }));
export const readEnrolledRecording = (api: Tilawat, recordingId: number, batchId: number) =>
  unwrap(api.v3.GET('/recording/{id}', { params: { path: { id: recordingId }, query: { batch: batchId } } }));
/** The learner's recitation practices, of one batch when `batch` is given (issue 20). */
export const readPractices = (api: Tilawat, batch?: number) =>
  unwrap(api.v3.GET('/practice', { params: { query: { limit: 50, ...(batch ? { batch } : {}) } } }));
export const readModuleLessons = (api: Tilawat, moduleId: number) =>
  unwrap(api.v3.GET('/recording/module', { params: { query: { module: moduleId, limit: 100 } } }));
/** A module's study plan for the learner in a batch: what to do each day, done or next. */
export const readStudyPlan = (api: Tilawat, moduleId: number, batchId: number) =>
  unwrap(
    api.v3.GET('/study-plan/revised/{moduleId}', {
      params: { path: { moduleId }, query: { batch: batchId } },
    }),
  );
/** The learner's days of study, streaks and weekly goal (issue 40). */
export const readStudyStreak = (api: Tilawat) => unwrap(api.v3.GET('/study/streak', {}));
/** The learner's certificates (issue 40). */
export const readCertificates = (api: Tilawat) => unwrap(api.v3.GET('/certificates', {}));
/** The learner's shop basket. */
export const readBasket = (api: Tilawat) => expectData(api.v2.GET('/busket/my-busket'));
/** The learner's control panel: the wallet's balance, stars, points, their orders counted. */
export const readControlPanel = (api: Tilawat) => expectData(api.v2.GET('/dashboard/my-controlpanel'));

export type Answer<R extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<R>>;

/** A read as the server made it: the data or the failure; null where it did not read (the browser reads it). */
export type Served<R extends (...args: never[]) => Promise<unknown>> = Loaded<Answer<R>> | null;

/** The dashboard's reads as the server made them. */
export interface DashboardInitial {
  /** The learner's name from the access token, for the greeting before the tab's session is loaded. */
  name: string;
  bookings: Served<typeof readBookingStatus>;
  classes: Served<typeof readUpcomingClasses>;
  next: Served<typeof readNextStudyItems>;
  streak: Served<typeof readStudyStreak>;
  practices: Served<typeof readPractices>;
  certificates: Served<typeof readCertificates>;
}

/** The batch page's reads as the server made them; null (or absent) where it did not read one. */
export interface BatchInitial {
  batch: Loaded<Answer<typeof readBatch>>;
  progress: Served<typeof readBatchProgress>;
  exams: Served<typeof readBatchExams>;
  /** Each module's recordings, by module id. */
  lessons: Partial<Record<number, Served<typeof readModuleLessons>>>;
  /** Each module's study plan, by module id. */
  plans: Partial<Record<number, Served<typeof readStudyPlan>>>;
  /** The batch's recitation practices. */
  practices: Served<typeof readPractices>;
}

/**
 * An enrolled recording's page as the server read it: the recording, its batch, its module's lessons and
 * the learner's progress through the batch (where the player resumes, drawn in the server's HTML).
 */
export interface RecordingInitial {
  recording: Loaded<Answer<typeof readEnrolledRecording>>;
  batch: Served<typeof readBatch>;
  lessons: Served<typeof readModuleLessons>;
  progress?: Served<typeof readBatchProgress>;
}

/** What the exam page reads before anything starts; an exam this learner may not see is a 404 from all three. */
export interface ExamIntro {
  instruction: V3Schemas['ExamInstruction'];
  eligibility: V3Schemas['ExamEligibility'];
  /** The running attempt, when there is one (a reload, another device): it is resumed at once. */
  running: V3Schemas['QuickSave'] | null;
}

export async function readExamIntro(api: Tilawat, id: number): Promise<ExamIntro> {
  const path = { params: { path: { id } } };
  const [instruction, eligibility, running] = await Promise.all([
    unwrap(api.v3.GET('/exam/revised/instruction/{id}', path)),
    unwrap(api.v3.GET('/exam/eligible/{id}', path)),
    unwrap(api.v3.GET('/submission/quick-save/{id}', path)).catch((error: unknown) => {
      if (toApiFailure(error).status === 404) return null; // no attempt is running
      throw error;
    }),
  ]);
  return { instruction, eligibility, running };
}

/** The basket page's read as the server made it. */
export type BasketInitial = Loaded<Answer<typeof readBasket>>;

/** The wallet page's first read (its balance) as the server made it. */
export type WalletInitial = Loaded<Answer<typeof readControlPanel>>;
