// Reviews of completed orders: the learner writes one for each line, and it shows among the card's
// public reviews under their name.
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import * as catalog from './catalog.repository';
import * as orders from './orders.repository';
import * as reviews from './reviews.repository';

export function createReviews({
  db,
  clock,
  reviewerName,
}: {
  db: Db;
  clock: Clock;
  /** The name a learner's public review is shown under (the accounts area's). */
  reviewerName: (tx: Tx, userId: string) => Promise<string>;
}) {
  return {
    /** One page of the learner's reviews (to write first), by pending and by order. */
    reviews(learner: AuthUser, query: PageQuery & { pending?: boolean; order?: string }) {
      return reviews.reviewsPage(
        db,
        { userId: learner.id, pending: query.pending, orderId: query.order },
        query,
      );
    },

    /**
     * Writes (or edits) one of the learner's reviews and shows it in the card's public reviews under
     * their name. Another learner's is 404; `order` not the review's 400; an order no longer
     * completed (refunded) 409.
     */
    async writeReview(
      learner: AuthUser,
      id: string,
      body: { order: string; rating: number; comment?: string | null },
    ) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const found = await reviews.reviewForUpdate(tx, id);
        if (!found || found.review.userId !== learner.id) throw new DomainError('REVIEW_NOT_FOUND');
        if (found.review.orderId !== body.order)
          throw new DomainError('REVIEW_ORDER_MISMATCH', { field: 'order' });
        const order = await orders.findOrder(tx, found.review.orderId);
        if (order?.status !== 'completed') throw new DomainError('REVIEW_ORDER_NOT_COMPLETED');
        const comment = body.comment?.trim() || null;
        const review = await reviews.writeReview(tx, id, { rating: body.rating, comment, at: now });
        await catalog.upsertLearnerReview(tx, {
          sourceId: review.id,
          cardId: review.cardId,
          reviewerName: await reviewerName(tx, learner.id),
          rating: body.rating,
          comment: comment ?? '',
          at: now,
        });
        return { review, card: found.card };
      });
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;
