// The one seat rule (issue 36): how many seats a batch has taken, how many are left, whether it takes
// enrollments, and the refusal of an enrollment into a full batch. The catalogue shows it, a purchase and
// an operator's enrollment are held to it, the console's dashboard counts by it: all of them ask here.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DomainError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import type { At } from '../../db/sql';
import type { BatchRow } from '../catalogue/catalogue.repository';
import * as catalogue from '../catalogue/catalogue.repository';
import { enrollmentCountSql } from './enrollments.repository';

/**
 * How many unpaid purchases of a batch still hold a seat at `now`, as a column over the table of
 * `batchId`: the checkout area's (checkout.repository.ts `seatHoldCountSql`), handed in by the caller so
 * that this area never reads purchases.
 */
export type SeatHolds = (batchId: AnyPgColumn, now: At) => SQL<number>;

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
 * The seats taken of each batch at `now`: every enrollment plus every unpaid purchase still holding
 * one (an unpaid purchase holds its seat until it expires), as an integer column over `batches`.
 */
export const seatsTakenSql = (now: At, holds: SeatHolds) =>
  catalogue.batchSum(enrollmentCountSql, (batchId) => holds(batchId, now));

/** Seats taken per batch at `now` (the same count as {@link seatsTakenSql}); batches not found are absent. */
export function seatsTaken(
  db: Db | Tx,
  batchIds: readonly number[],
  now: Date,
  holds: SeatHolds,
): Promise<Map<number, number>> {
  return catalogue.batchNumbers(db, batchIds, seatsTakenSql(now, holds));
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
