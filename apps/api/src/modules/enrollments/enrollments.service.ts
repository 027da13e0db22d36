// Enrolling: the refusal of an enrollment into a full batch, by the catalogue's seat rule
// (catalogue/seats.ts) over the seats taken that enrollments.repository.ts counts (a purchase and an
// operator's enrollment are held to it), and the enrollment of a purchase's buyer.
import { DomainError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import type { BatchRow } from '../catalogue/catalogue.repository';
import { seatsLeft } from '../catalogue/seats';
import { enroll, type SeatHolds, seatsTaken } from './enrollments.repository';

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
