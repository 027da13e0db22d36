import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { activityEvents } from './activity.table';

export type ActivityInsert = Omit<typeof activityEvents.$inferInsert, 'id'>;

/** Appends one event (events are never updated or deleted here). */
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
