// Learners' progress in the learning area: how far they watched each recording (the furthest, and where to
// resume), the speed they chose, the resources they opened, and the watch counts other areas show
// (checkout's booking status). The modules, recordings and classes themselves are learning.repository.ts's.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { col, NOW } from '../../db/sql';
import { batches } from '../catalogue/catalogue.table';
import { enrolledSql } from '../enrollments/enrollments.repository';
import { type LearnerPreferenceRow, lessonsCountSql } from './learning.repository';
import { learnerPreferences, modules, recordingProgress, recordings, resourceOpens } from './learning.table';
import { watchCount } from './study-plan';

/**
 * Keeps a learner's progress in a recording from the position the player reports (the caller keeps
 * it within the recording's length), in one statement: the furthest ever reached, whatever the order
 * reports arrive in; and the position to resume at, as reported (going back moves it back) — unless a
 * report made later (`reportedAt`, the device's moment) is kept already, so that a report sent late from
 * a device that was offline never moves the learner back (issue 39). Answers both as kept.
 */
export async function saveProgress(
  db: Db | Tx,
  {
    userId,
    recordingId,
    position,
    reportedAt,
    at,
  }: { userId: string; recordingId: number; position: number; reportedAt: Date; at: Date },
): Promise<{
  watchedSeconds: number;
  positionSeconds: number;
  positionIsLatest: boolean;
  /** Where the learner was before this report, and when the device said so (none kept: undefined). */
  before: { position: number; at: Date | null } | undefined;
}> {
  const kept = col(recordingProgress.positionReportedAt);
  // the row as it was, read by the same statement (a CTE sees the table before the insert)
  const before = db.$with('before').as(
    db
      .select({ position: recordingProgress.positionSeconds, at: recordingProgress.positionReportedAt })
      .from(recordingProgress)
      .where(and(eq(recordingProgress.userId, userId), eq(recordingProgress.recordingId, recordingId))),
  );
  // the report is the latest by its moment (a row kept before moments were reported has none: older)
  const latest = sql`(${kept} is null or excluded.position_reported_at >= ${kept})`;
  const [row] = await db
    .with(before)
    .insert(recordingProgress)
    .values({
      userId,
      recordingId,
      watchedSeconds: position,
      positionSeconds: position,
      positionReportedAt: reportedAt,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [recordingProgress.userId, recordingProgress.recordingId],
      set: {
        watchedSeconds: sql`greatest(${col(recordingProgress.watchedSeconds)}, excluded.watched_seconds)`,
        positionSeconds: sql`case when ${latest} then excluded.position_seconds else ${col(recordingProgress.positionSeconds)} end`,
        positionReportedAt: sql`case when ${latest} then excluded.position_reported_at else ${kept} end`,
        updatedAt: at,
      },
    })
    .returning({
      watchedSeconds: recordingProgress.watchedSeconds,
      positionSeconds: recordingProgress.positionSeconds,
      positionReportedAt: recordingProgress.positionReportedAt,
      beforePosition: sql<number | null>`(select ${before.position} from ${before})`,
      beforeAt: sql<Date | null>`(select ${before.at} from ${before})`.mapWith(
        recordingProgress.positionReportedAt,
      ),
    });
  if (!row)
    return { watchedSeconds: position, positionSeconds: position, positionIsLatest: true, before: undefined };
  return {
    watchedSeconds: row.watchedSeconds,
    positionSeconds: row.positionSeconds,
    positionIsLatest: row.positionReportedAt?.getTime() === reportedAt.getTime(),
    before: row.beforePosition === null ? undefined : { position: row.beforePosition, at: row.beforeAt },
  };
}

/**
 * A learner's progress through a batch, in one statement (issue 18): whether their enrollment gives
 * access at `now`, the playback speed they chose last (none yet: null), and a row per module and
 * recording (a module without recordings once, recording null) with what they watched of it, in the
 * batch's order. Not enrolled, or no such batch: `enrolled` is false.
 */
export async function batchProgressOf(db: Db | Tx, userId: string, batchId: number, now: Date) {
  const rows = await batchProgressQuery(db).execute({ userId, batchId, now: now.toISOString() });
  return {
    enrolled: rows[0]?.enrolled === true,
    playbackRate: rows[0]?.playbackRate ?? null,
    rows: rows.flatMap(({ moduleId, recordingId, durationSeconds, watchedSeconds, positionSeconds }) =>
      moduleId === null ? [] : [{ moduleId, recordingId, durationSeconds, watchedSeconds, positionSeconds }],
    ),
  };
}

const batchProgressQuery = prepared((db) =>
  db
    .select({
      enrolled: enrolledSql(batches.id, sql.placeholder('userId'), NOW),
      playbackRate: sql<
        number | null
      >`(select ${col(learnerPreferences.playbackRate)} from ${learnerPreferences}
        where ${col(learnerPreferences.userId)} = ${sql.placeholder('userId')})`.mapWith(
        learnerPreferences.playbackRate,
      ),
      moduleId: modules.id,
      recordingId: recordings.id,
      durationSeconds: recordings.durationSeconds,
      watchedSeconds: recordingProgress.watchedSeconds,
      positionSeconds: recordingProgress.positionSeconds,
    })
    .from(batches)
    .leftJoin(modules, eq(modules.batchId, batches.id))
    .leftJoin(recordings, eq(recordings.moduleId, modules.id))
    .leftJoin(
      recordingProgress,
      and(
        eq(recordingProgress.recordingId, recordings.id),
        eq(recordingProgress.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(batches.id, sql.placeholder('batchId')))
    .orderBy(asc(modules.position), asc(modules.id), asc(recordings.position), asc(recordings.id)),
);

/**
 * What a learner has watched of a batch's recordings, as columns over `batches` (`userId` may be a
 * placeholder): `recordingsCount`, the batch's recordings ({@link lessonsCountSql}), and `watchList`, the
 * seconds watched and the length of each recording the learner has progress in (JSON:
 * `[[seconds, length], …]`; a recording never played is not watched); {@link watchCounts} counts them by the
 * study plan's rule. The list starts from the learner's own progress rows (their key's prefix): a join of
 * every recording of the batch to the learner's progress was planned as a scan of the school's every
 * recording for each enrollment, a third of the booking status's time in PostgreSQL (issue 38).
 */
export const watchedSql = (batchId: AnyPgColumn, userId: unknown) => ({
  recordingsCount: sql<number>`${lessonsCountSql(batchId)}::int`,
  watchList: sql<[number, number][]>`(select coalesce(json_agg(json_build_array(
      ${col(recordingProgress.watchedSeconds)}, ${col(recordings.durationSeconds)})), '[]'::json)
    from ${recordingProgress} inner join ${recordings} on ${col(recordings.id)} = ${col(recordingProgress.recordingId)}
    inner join ${modules} on ${col(modules.id)} = ${col(recordings.moduleId)}
    where ${col(recordingProgress.userId)} = ${userId} and ${col(modules.batchId)} = ${col(batchId)})`,
});

/**
 * How many of a batch's recordings the learner has watched, of how many, from {@link watchedSql}: the
 * recordings without progress are among the total and never watched.
 */
export const watchCounts = (list: readonly [number, number][], recordingsCount: number) => ({
  watched: watchCount(list.map(([seconds, duration]) => ({ seconds, duration }))).watched,
  total: recordingsCount,
});

/** Remembers the playback speed the learner chose (their last choice wins). */
export async function savePlaybackRate(
  db: Db | Tx,
  { userId, rate, at }: { userId: string; rate: LearnerPreferenceRow['playbackRate']; at: Date },
): Promise<void> {
  await db
    .insert(learnerPreferences)
    .values({ userId, playbackRate: rate, updatedAt: at })
    .onConflictDoUpdate({
      target: learnerPreferences.userId,
      set: { playbackRate: rate, updatedAt: at },
    });
}

/** How far the learner has watched these recordings (seconds), by recording. */
export async function progressOf(db: Db | Tx, userId: string, recordingIds: readonly number[]) {
  if (recordingIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: recordingProgress.recordingId, seconds: recordingProgress.watchedSeconds })
    .from(recordingProgress)
    .where(
      and(eq(recordingProgress.userId, userId), inArray(recordingProgress.recordingId, [...recordingIds])),
    );
  return new Map(rows.map((row) => [row.id, row.seconds]));
}

/** Of these modules, those of which the learner has opened a PDF (a study plan's reading). */
export async function openedModulesResources(
  db: Db | Tx,
  userId: string,
  moduleIds: readonly number[],
): Promise<Set<number>> {
  if (moduleIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ moduleId: recordings.moduleId })
    .from(resourceOpens)
    .innerJoin(recordings, eq(recordings.id, resourceOpens.recordingId))
    .where(and(eq(resourceOpens.userId, userId), inArray(recordings.moduleId, [...moduleIds])));
  return new Set(rows.map((row) => row.moduleId));
}

/** Records that a learner opened a recording's PDF resource; the first time is kept. */
export async function recordResourceOpen(
  db: Db | Tx,
  values: { userId: string; recordingId: number; key: string; at: Date },
): Promise<void> {
  await db
    .insert(resourceOpens)
    .values({
      userId: values.userId,
      recordingId: values.recordingId,
      key: values.key,
      firstOpenedAt: values.at,
    })
    .onConflictDoNothing();
}

/** Whether the learner has opened any PDF of a module's recordings. */
export async function openedModuleResource(db: Db | Tx, userId: string, moduleId: number): Promise<boolean> {
  const [row] = await db
    .select({ key: resourceOpens.key })
    .from(resourceOpens)
    .innerJoin(recordings, eq(recordings.id, resourceOpens.recordingId))
    .where(and(eq(resourceOpens.userId, userId), eq(recordings.moduleId, moduleId)))
    .limit(1);
  return row !== undefined;
}
