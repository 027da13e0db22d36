import { asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { activityEvents } from './activity.table';

export type ActivityInsert = Omit<typeof activityEvents.$inferInsert, 'id'>;

/** Appends one event (events are never updated; the nightly clean-up deletes them 400 days on). */
export async function insertEvent(db: Db | Tx, values: ActivityInsert): Promise<void> {
  await db.insert(activityEvents).values(values);
}

/** A learner's events, newest first (tests; the console's statistics later). */
export function eventsOf(db: Db | Tx, userId: string) {
  return db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.userId, userId))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id));
}

/**
 * Deletes up to `limit` of the oldest events, those recorded before `before` (the nightly clean-up). The
 * oldest are read by id (the primary key), which grows with the time recorded: a batch that reaches an
 * event recorded since `before` deletes fewer than `limit`, and the next would find none. So the table
 * needs no index by time, and a night with nothing to delete reads one batch of the index.
 */
export async function deleteOldest(
  db: Db | Tx,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const oldest = db
    .select({ id: activityEvents.id, createdAt: activityEvents.createdAt })
    .from(activityEvents)
    .orderBy(asc(activityEvents.id))
    .limit(limit)
    .as('oldest');
  const rows = await db
    .delete(activityEvents)
    .where(
      inArray(
        activityEvents.id,
        db.select({ id: oldest.id }).from(oldest).where(lt(oldest.createdAt, before)),
      ),
    )
    .returning({ id: activityEvents.id });
  return rows.length;
}
