// The audio conversion queue of recitation practice (issue 20): workers claim, settle and give up on
// recordings' and corrections' audio under a lease.
import { and, count, eq, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { StatusCount } from '../../infra/jobs/queue-stats';
import type { AudioRow } from './practice.repository';
import { practiceAudio } from './practice.table';

export async function findAudio(db: Db | Tx, id: string): Promise<AudioRow | undefined> {
  const [row] = await db.select().from(practiceAudio).where(eq(practiceAudio.id, id));
  return row;
}

/**
 * Takes the oldest audio waiting — queued, or converting under a lease that lapsed (its worker died) —
 * for one worker: converting, a try more, held until `leaseUntil`; another process skips one being
 * taken (SKIP LOCKED). Undefined when none waits.
 */
export async function claimAudio(
  db: Db,
  { now, leaseUntil, maxAttempts }: { now: Date; leaseUntil: Date; maxAttempts: number },
): Promise<AudioRow | undefined> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: practiceAudio.id })
      .from(practiceAudio)
      .where(
        and(
          lt(practiceAudio.attempts, maxAttempts),
          or(
            eq(practiceAudio.status, 'queued'),
            and(
              eq(practiceAudio.status, 'converting'),
              or(isNull(practiceAudio.leaseUntil), lt(practiceAudio.leaseUntil, now)),
            ),
          ),
        ),
      )
      .orderBy(practiceAudio.createdAt, practiceAudio.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [row] = await tx
      .update(practiceAudio)
      .set({ status: 'converting', attempts: sql`${practiceAudio.attempts} + 1`, leaseUntil, updatedAt: now })
      .where(eq(practiceAudio.id, next.id))
      .returning();
    return row;
  });
}

/** The audio whose every try ended without its files (a worker died in each): failed; answers them. */
export function failAbandonedAudio(
  db: Db,
  { now, maxAttempts, error }: { now: Date; maxAttempts: number; error: string },
): Promise<AudioRow[]> {
  return db
    .update(practiceAudio)
    .set({ status: 'failed', leaseUntil: null, error, updatedAt: now })
    .where(
      and(
        eq(practiceAudio.status, 'converting'),
        sql`${practiceAudio.attempts} >= ${maxAttempts}`,
        lt(practiceAudio.leaseUntil, now),
      ),
    )
    .returning();
}

/** Which take of an audio a worker holds (its `attempts` when claimed): a lapsed take writes nothing. */
export interface AudioTake {
  id: string;
  attempts: number;
}

/** Ends a take the worker still holds: ready, failed, or queued again. False when it no longer holds it. */
export async function settleAudio(
  db: Db | Tx,
  take: AudioTake,
  values: { status: 'ready' | 'failed' | 'queued'; error?: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(practiceAudio)
    .set({ status: values.status, error: values.error ?? null, leaseUntil: null, updatedAt: values.now })
    .where(
      and(
        eq(practiceAudio.id, take.id),
        eq(practiceAudio.attempts, take.attempts),
        eq(practiceAudio.status, 'converting'),
      ),
    )
    .returning({ id: practiceAudio.id });
  return rows.length > 0;
}

/** The audio not yet ready, counted by status, with the oldest of each (`/metrics`: the queue's depth and age). */
export function audioQueueCounts(db: Db | Tx): Promise<StatusCount<AudioRow['status']>[]> {
  return db
    .select({ status: practiceAudio.status, jobs: count(), oldest: min(practiceAudio.createdAt) })
    .from(practiceAudio)
    .where(inArray(practiceAudio.status, ['queued', 'converting', 'failed']))
    .groupBy(practiceAudio.status);
}
