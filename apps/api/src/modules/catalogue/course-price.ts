// The price a course is sold from: the catalogue shows it as `price_from`, and checkout applies a promo to
// it when no batch is chosen (`POST /promo/validity`) — the one rule of both.
import type { BatchRow } from './catalogue.repository';
import { openForEnrollment } from './seats';

/**
 * A batch as its course's price reads it: its price, mode, seat limit and open flag, with its seats
 * taken (a whole `BatchView` is one; the catalogue's list reads only these: `courseOffersSql`).
 */
export interface BatchOffer {
  batch: Pick<BatchRow, 'price' | 'mode' | 'seatsTotal' | 'enrollmentOpen'>;
  taken: number;
}

/**
 * A course's price: the lowest price among the batches a learner can enroll in (open, with a seat
 * left), else among all its batches, so that a full or closed course still shows what it costs; null
 * for a course without batches.
 */
export function coursePrice(batches: readonly { price: number; open: boolean }[]): number | null {
  const open = batches.filter((batch) => batch.open);
  const priced = open.length > 0 ? open : batches;
  return priced.length > 0 ? Math.min(...priced.map((batch) => batch.price)) : null;
}

/** The price of a course from its batches with their seats taken (see {@link coursePrice}). */
export const priceOf = (batches: readonly BatchOffer[]) =>
  coursePrice(
    batches.map(({ batch, taken }) => ({ price: batch.price, open: openForEnrollment(batch, taken) })),
  );
