// The lesson videos on their way to a rendition (video_jobs): queued by an upload, taken by one
// worker at a time under a lease, then ready or failed.
import { and, count, desc, eq, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { StatusCount } from '../../infra/jobs/queue-stats';
import { videoJobs } from './learning.table';

export type VideoJobRow = typeof videoJobs.$inferSelect;
export type VideoJobInsert = typeof videoJobs.$inferInsert;

export async function insertVideoJob(tx: Db | Tx, values: VideoJobInsert): Promise<VideoJobRow> {
  const [row] = await tx.insert(videoJobs).values(values).returning();
  if (!row) throw new Error('the video job was not inserted');
  return row;
}

export async function findVideoJob(db: Db | Tx, id: string): Promise<VideoJobRow | undefined> {
  const [row] = await db.select().from(videoJobs).where(eq(videoJobs.id, id));
  return row;
}

/** The newest upload of each of these lessons, by lesson. */
export async function latestVideoJobs(
  db: Db | Tx,
  recordingIds: readonly number[],
): Promise<Map<number, VideoJobRow>> {
  if (recordingIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([videoJobs.recordingId])
    .from(videoJobs)
    .where(inArray(videoJobs.recordingId, [...recordingIds]))
    .orderBy(videoJobs.recordingId, desc(videoJobs.createdAt), desc(videoJobs.id));
  return new Map(rows.map((row) => [row.recordingId, row]));
}

/**
 * Takes the oldest job waiting — queued, or processing under a lease that lapsed (its worker died) —
 * for one worker: processing, a try more, held until `leaseUntil`. Another process's worker skips
 * a job being taken (SKIP LOCKED), so no job is taken twice. Undefined when none waits.
 */
export async function claimVideoJob(
  db: Db,
  { now, leaseUntil, maxAttempts }: { now: Date; leaseUntil: Date; maxAttempts: number },
): Promise<VideoJobRow | undefined> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: videoJobs.id })
      .from(videoJobs)
      .where(
        and(
          lt(videoJobs.attempts, maxAttempts),
          or(
            eq(videoJobs.status, 'queued'),
            and(
              eq(videoJobs.status, 'processing'),
              or(isNull(videoJobs.leaseUntil), lt(videoJobs.leaseUntil, now)),
            ),
          ),
        ),
      )
      .orderBy(videoJobs.createdAt, videoJobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [row] = await tx
      .update(videoJobs)
      .set({ status: 'processing', attempts: sql`${videoJobs.attempts} + 1`, leaseUntil, updatedAt: now })
      .where(eq(videoJobs.id, next.id))
      .returning();
    return row;
  });
}

/**
 * The jobs whose every try ended without a rendition (a worker died in each): failed. Answers them,
 * so that their sources can be removed.
 */
export async function failAbandonedVideoJobs(
  db: Db,
  { now, maxAttempts, error }: { now: Date; maxAttempts: number; error: string },
): Promise<VideoJobRow[]> {
  return db
    .update(videoJobs)
    .set({ status: 'failed', leaseUntil: null, error, updatedAt: now })
    .where(
      and(
        eq(videoJobs.status, 'processing'),
        sql`${videoJobs.attempts} >= ${maxAttempts}`,
        lt(videoJobs.leaseUntil, now),
      ),
    )
    .returning();
}

/**
 * Which take of a job a worker holds: the job and its `attempts` when it was claimed. A worker whose
 * lease lapsed and whose job another took (a try more) no longer matches, so what it writes is dropped.
 */
export interface VideoJobTake {
  id: string;
  attempts: number;
}

const heldBy = (take: VideoJobTake) =>
  and(eq(videoJobs.id, take.id), eq(videoJobs.attempts, take.attempts), eq(videoJobs.status, 'processing'));

/** A worker's news of a job it holds: its progress and a longer lease. False when it no longer holds it. */
export async function renewVideoJob(
  db: Db,
  take: VideoJobTake,
  { progress, leaseUntil, now }: { progress: number; leaseUntil: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(videoJobs)
    .set({ progress, leaseUntil, updatedAt: now })
    .where(heldBy(take))
    .returning({ id: videoJobs.id });
  return rows.length > 0;
}

/** Ends a job the worker still holds: ready, failed, or queued again for another try. False when it no longer holds it. */
export async function settleVideoJob(
  tx: Db | Tx,
  take: VideoJobTake,
  values: { status: 'ready' | 'failed' | 'queued'; progress?: number; error?: string | null; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(videoJobs)
    .set({
      status: values.status,
      ...(values.progress !== undefined ? { progress: values.progress } : {}),
      error: values.error ?? null,
      leaseUntil: null,
      updatedAt: values.now,
    })
    .where(heldBy(take))
    .returning({ id: videoJobs.id });
  return rows.length > 0;
}

/** The jobs not yet ready, counted by status, with the oldest of each (`/metrics`: the queue's depth and age). */
export function videoQueueCounts(db: Db | Tx): Promise<StatusCount<VideoJobRow['status']>[]> {
  return db
    .select({ status: videoJobs.status, jobs: count(), oldest: min(videoJobs.createdAt) })
    .from(videoJobs)
    .where(inArray(videoJobs.status, ['queued', 'processing', 'failed']))
    .groupBy(videoJobs.status);
}
