// A batch's seats: how many are left and whether the batch takes enrollments, given the seats taken.
// The rule reads the batch's own columns (its mode, seat limit and open flag); the seats taken are
// counted by the areas that keep them (enrollments, and checkout's unpaid purchases) and handed in. The
// catalogue shows it, enrollments refuses a full batch by it (enrollments.service.ts requireFreeSeat),
// the console's dashboard counts by it: the one seat rule, below all of them.
import type { SQL } from 'drizzle-orm';
import type { BatchRow } from './catalogue.repository';

/** A batch with its seats taken: what the contract's Batch is drawn from. */
export interface BatchView {
  batch: BatchRow;
  taken: number;
}

/**
 * The seats taken of each batch at `now` (its enrollments and the seats unpaid purchases hold), as an
 * integer column over `batches`: counted by the areas that keep them, handed in through src/areas.ts.
 */
export type SeatsTaken = (now: Date) => SQL<number>;

/** The seats left of a live batch with a seat limit; null for an on-demand or unlimited one. */
export function seatsLeft(batch: Pick<BatchRow, 'mode' | 'seatsTotal'>, taken: number): number | null {
  return batch.mode === 'live' && batch.seatsTotal !== null ? Math.max(0, batch.seatsTotal - taken) : null;
}

/** Whether a batch takes enrollments: open for them, and not a live batch whose every seat is taken. */
export function openForEnrollment(
  batch: Pick<BatchRow, 'mode' | 'seatsTotal' | 'enrollmentOpen'>,
  taken: number,
): boolean {
  return batch.enrollmentOpen && seatsLeft(batch, taken) !== 0;
}
