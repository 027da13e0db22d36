import type { Tx } from '../db/client';

/**
 * Tells the reminders area (issue 40) that a schedule changed — a live class or a webinar made or moved, a
 * seat booked: it plans again at once (a job queued in the caller's transaction), so a class made an hour
 * ahead still gets its reminders, and a class moved cancels the reminders it had. Handed to the areas below
 * reminders by src/areas.ts.
 */
export type ScheduleChanged = (tx?: Tx) => Promise<unknown>;

/** Tells the reminders area that a review asked the learner to record ayahs again. */
export type RerecordAsked = (
  tx: Tx,
  step: { practiceId: string; learnerId: string; round: number; reviewedAt: Date },
) => Promise<unknown>;

/** For an area made without the reminders (a test of that area alone): nothing to tell. */
export const noScheduleChange: ScheduleChanged = async () => undefined;
export const noRerecord: RerecordAsked = async () => undefined;
