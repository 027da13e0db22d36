// The lesson videos on their way to a rendition (video_jobs): queued by an upload (with the job engine's
// job, learning/video-queue.ts), processing on one host's worker at a time, then ready or failed.
import { and, desc, eq, inArray, isNotNull, isNull, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import { recordings, videoJobs } from './learning.table';

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
 * A worker of the job engine starts try `attempts` of a job (the engine hands each try to one worker):
 * processing, from 0 %. False when the job is gone or already ready (a try that ended before its host
 * could say so): nothing is left to do.
 */
export async function startVideoJob(
  db: Db,
  { id, attempts, now }: { id: string; attempts: number; now: Date },
): Promise<VideoJobRow | undefined> {
  const [row] = await db
    .update(videoJobs)
    .set({ status: 'processing', attempts, progress: 0, error: null, updatedAt: now })
    .where(and(eq(videoJobs.id, id), inArray(videoJobs.status, ['queued', 'processing', 'failed'])))
    .returning();
  return row;
}

/**
 * Which try of a job a worker holds: the job and its `attempts` when it started. A worker whose host the
 * engine gave up on (its heartbeat stopped) and whose job another took (a try more) no longer matches,
 * so what it writes is dropped.
 */
export interface VideoJobTake {
  id: string;
  attempts: number;
}

const heldBy = (take: VideoJobTake) =>
  and(eq(videoJobs.id, take.id), eq(videoJobs.attempts, take.attempts), eq(videoJobs.status, 'processing'));

/** A worker's news of a job it holds: its progress. False when it no longer holds it. */
export async function reportVideoJob(
  db: Db,
  take: VideoJobTake,
  { progress, now }: { progress: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(videoJobs)
    .set({ progress, updatedAt: now })
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
      updatedAt: values.now,
    })
    .where(heldBy(take))
    .returning({ id: videoJobs.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- the nightly clean-up (learning-cleanup.ts)

/**
 * Whether a lesson plays a job's rendition: some recording's `video_url` is its media key
 * (`uploads/<id>`, media.ts `uploadedMediaKey`), however an operator wrote it (slashes either side).
 */
const playedSql: SQL = sql`exists (select 1 from ${recordings} where trim(both '/' from ${col(recordings.videoUrl)}) = 'uploads/' || ${col(videoJobs.id)}::text)`;

/**
 * Notes when each ready rendition stopped being played (now, for those no lesson plays that had no
 * note), and forgets the note of one a lesson plays again (an operator put it back). Answers how many of
 * each; a rendition is one upload, so a night has few.
 */
export async function noteUnusedRenditions(
  db: Db | Tx,
  { now }: { now: Date },
): Promise<{ unused: number; playedAgain: number }> {
  const unused = await db
    .update(videoJobs)
    .set({ unusedSince: now })
    .where(and(eq(videoJobs.status, 'ready'), isNull(videoJobs.unusedSince), not(playedSql)))
    .returning({ id: videoJobs.id });
  const playedAgain = await db
    .update(videoJobs)
    .set({ unusedSince: null })
    .where(and(isNotNull(videoJobs.unusedSince), playedSql))
    .returning({ id: videoJobs.id });
  return { unused: unused.length, playedAgain: playedAgain.length };
}

/** What the clean-up deletes of a job: its rendition's folder and its source's key. */
export type VideoJobFiles = Pick<VideoJobRow, 'id' | 'sourceKey'>;

/** Why a job's files and row may go: unused since before a moment, or failed before one. */
export type VideoJobExpiry = { unusedBefore: Date } | { failedBefore: Date };

const expiredSql = (expiry: VideoJobExpiry): SQL | undefined =>
  'unusedBefore' in expiry
    ? and(eq(videoJobs.status, 'ready'), lt(videoJobs.unusedSince, expiry.unusedBefore), not(playedSql))
    : and(eq(videoJobs.status, 'failed'), lt(videoJobs.updatedAt, expiry.failedBefore));

/** Up to `limit` jobs whose files and row may go (a ready rendition unused since, or a failed upload). */
export function expiredVideoJobs(
  db: Db | Tx,
  { expiry, limit }: { expiry: VideoJobExpiry; limit: number },
): Promise<VideoJobFiles[]> {
  return db
    .select({ id: videoJobs.id, sourceKey: videoJobs.sourceKey })
    .from(videoJobs)
    .where(expiredSql(expiry))
    .orderBy(videoJobs.id)
    .limit(limit);
}

/**
 * Deletes the rows of these jobs whose files were deleted, each only if it still may go (a lesson plays
 * it again, an operator's retry took it: it stays). Answers how many went.
 */
export async function deleteExpiredVideoJobs(
  db: Db | Tx,
  { ids, expiry }: { ids: string[]; expiry: VideoJobExpiry },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(videoJobs)
    .where(and(inArray(videoJobs.id, ids), expiredSql(expiry)))
    .returning({ id: videoJobs.id });
  return rows.length;
}
