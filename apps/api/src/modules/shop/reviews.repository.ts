// Reviews of completed orders' lines: opened when an order completes, written by the learner.
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { orderLines, orderReviews } from './orders.table';
import { cards } from './shop.table';

export type OrderReviewRow = typeof orderReviews.$inferSelect;

/** Opens a review (rating null) for each line of a completed order; an open one stays as it is. */
export async function openReviews(tx: Tx, orderId: string, userId: string, at: Date): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  if (lines.length === 0) return;
  await tx
    .insert(orderReviews)
    .values(
      lines.map((line) => ({ userId, orderId, orderLineId: line.id, cardId: line.cardId, createdAt: at })),
    )
    .onConflictDoNothing();
}

/** One page of the learner's reviews with their cards: still to write first, then newest first. */
export function reviewsPage(
  db: Db | Tx,
  { userId, pending, orderId }: { userId: string; pending?: boolean; orderId?: string },
  query: PageQuery,
) {
  const where = and(
    eq(orderReviews.userId, userId),
    pending === true
      ? isNull(orderReviews.rating)
      : pending === false
        ? isNotNull(orderReviews.rating)
        : undefined,
    orderId ? eq(orderReviews.orderId, orderId) : undefined,
  );
  return withPagination(
    db
      .select({ review: orderReviews, card: cards, total: totalSql })
      .from(orderReviews)
      .innerJoin(cards, eq(cards.id, orderReviews.cardId))
      .where(where)
      .orderBy(
        sql`${orderReviews.rating} is null desc`,
        desc(orderReviews.createdAt),
        asc(orderReviews.orderLineId),
      ),
    () => db.select({ n: count() }).from(orderReviews).where(where),
    query,
  );
}

/** A review with its card, locked until the transaction ends. */
export async function reviewForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select({ review: orderReviews, card: cards })
    .from(orderReviews)
    .innerJoin(cards, eq(cards.id, orderReviews.cardId))
    .where(eq(orderReviews.id, id))
    .for('update', { of: orderReviews });
  return row;
}

export async function writeReview(
  tx: Tx,
  id: string,
  values: { rating: number; comment: string | null; at: Date },
): Promise<OrderReviewRow> {
  const [row] = await tx
    .update(orderReviews)
    .set({ rating: values.rating, comment: values.comment, updatedAt: values.at })
    .where(eq(orderReviews.id, id))
    .returning();
  return row as OrderReviewRow;
}
