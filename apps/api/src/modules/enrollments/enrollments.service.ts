// The one seat rule (issue 36): how many seats are left, whether a batch takes enrollments, and the
// refusal of an enrollment into a full batch, over the seats taken that enrollments.repository.ts counts. The catalogue shows it, a purchase and
// an operator's enrollment are held to it, the console's dashboard counts by it: all of them ask here.
import { DomainError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import type { BatchRow } from '../catalogue/catalogue.repository';
import { enroll, type SeatHolds, seatsTaken } from './enrollments.repository';

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

/**
 * The one seat rule of an enrollment (a purchase, or an operator's): a live batch with a seat limit and
 * none left refuses it (SOLD_OUT). Counted in `tx`, under the lock the caller holds on the batch, over the
 * same count the catalogue shows.
 */
export async function requireFreeSeat(
  tx: Db | Tx,
  batch: Pick<BatchRow, 'id' | 'mode' | 'seatsTotal'>,
  now: Date,
  holds: SeatHolds,
): Promise<void> {
  if (seatsLeft(batch, 0) === null) return;
  const taken = (await seatsTaken(tx, [batch.id], now, holds)).get(batch.id) ?? 0;
  if (seatsLeft(batch, taken) === 0) throw new DomainError('SOLD_OUT');
}

/**
 * Enrolls the buyer of a purchase, in the caller's transaction: for as long as the batch runs, or
 * `accessDays` from `now` (a bundle plan's access).
 */
export function enrollBuyer(
  tx: Tx,
  purchase: { id: string; userId: string; batchId: number },
  accessDays: number | null,
  source: 'purchase' | 'bundle' | 'promo',
  now: Date,
) {
  return enroll(tx, {
    userId: purchase.userId,
    batchId: purchase.batchId,
    source,
    transactionId: purchase.id,
    enrolledAt: now,
    expiresAt: accessDays ? new Date(now.getTime() + accessDays * 86_400_000) : null,
  });
}
