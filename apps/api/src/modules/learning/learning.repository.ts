// The learning area's reads and writes: modules, recordings, live classes, study plans and enrollments.
// Other areas count a batch's enrollments and lessons in their own queries through the columns built
// here ({@link enrollmentCountSql}, {@link lessonsCountSql}).
import { and, asc, count, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import type { LiveBatchTitles } from '../catalogue/catalogue.repository';
import { enrollments, liveClasses, modules, recordings, studyPlanItems } from './learning.table';

export type RecordingRow = typeof recordings.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type LiveClassRow = typeof liveClasses.$inferSelect;
export type EnrollmentRow = typeof enrollments.$inferSelect;

// ---------------------------------------------------------------- columns for other areas' queries

/** How many learners a batch has enrolled (every enrollment, expired or not), as a column over the table of `batchId`. */
export const enrollmentCountSql = (batchId: AnyPgColumn): SQL<number> =>
  sql<number>`(select count(*) from ${enrollments} where ${col(enrollments.batchId)} = ${col(batchId)})`;

/** How many recordings a batch has, as a column over the table of `batchId`. */
export const lessonsCountSql = (batchId: AnyPgColumn): SQL<number> =>
  sql<number>`(select count(*) from ${recordings} inner join ${modules} on ${col(modules.id)} = ${col(recordings.moduleId)}
    where ${col(modules.batchId)} = ${col(batchId)})`;

// ---------------------------------------------------------------- modules and recordings

/** A batch's modules with their recordings counted, in order. */
export function moduleSummaries(db: Db | Tx, batchId: number) {
  return db
    .select({
      id: modules.id,
      title: modules.title,
      position: modules.position,
      lessons_count: count(recordings.id),
    })
    .from(modules)
    .leftJoin(recordings, eq(recordings.moduleId, modules.id))
    .where(eq(modules.batchId, batchId))
    .groupBy(modules.id)
    .orderBy(asc(modules.position), asc(modules.id));
}

/** A batch's modules, in order. */
export function modulesOfBatch(db: Db | Tx, batchId: number): Promise<ModuleRow[]> {
  return db
    .select()
    .from(modules)
    .where(eq(modules.batchId, batchId))
    .orderBy(asc(modules.position), asc(modules.id));
}

/** A batch's recordings, in order within their modules. */
export async function recordingsOfBatch(db: Db | Tx, batchId: number): Promise<RecordingRow[]> {
  const rows = await db
    .select({ recording: recordings })
    .from(recordings)
    .innerJoin(modules, eq(modules.id, recordings.moduleId))
    .where(eq(modules.batchId, batchId))
    .orderBy(asc(recordings.position), asc(recordings.id));
  return rows.map((row) => row.recording);
}

/** A batch's modules, each with its recordings (none: `recording` null), module by module in order. */
export function modulesWithRecordings(db: Db | Tx, batchId: number) {
  return db
    .select({ module: modules, recording: recordings })
    .from(modules)
    .leftJoin(recordings, eq(recordings.moduleId, modules.id))
    .where(eq(modules.batchId, batchId))
    .orderBy(asc(modules.position), asc(modules.id), asc(recordings.position), asc(recordings.id));
}

/** A recording with the batch its module belongs to. */
export async function recordingWithBatch(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ recording: recordings, batchId: modules.batchId })
    .from(recordings)
    .innerJoin(modules, eq(modules.id, recordings.moduleId))
    .where(eq(recordings.id, id));
  return row;
}

/** A module, when it belongs to the batch (any batch when none is given). */
export async function findModule(db: Db | Tx, id: number, batchId?: number): Promise<ModuleRow | undefined> {
  const [row] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.id, id), batchId === undefined ? undefined : eq(modules.batchId, batchId)));
  return row;
}

/** One page of a module's recordings, in order. */
export function recordingsPage(db: Db | Tx, moduleId: number, query: PageQuery) {
  const where = eq(recordings.moduleId, moduleId);
  return withPagination(
    db
      .select({ recording: recordings, total: totalSql })
      .from(recordings)
      .where(where)
      .orderBy(asc(recordings.position), asc(recordings.id)),
    () => db.select({ n: count() }).from(recordings).where(where),
    query,
  );
}

/** A module's study plan, day by day. */
export function studyPlanItemsOf(db: Db | Tx, moduleId: number) {
  return db
    .select()
    .from(studyPlanItems)
    .where(eq(studyPlanItems.moduleId, moduleId))
    .orderBy(asc(studyPlanItems.day), asc(studyPlanItems.id));
}

// ---------------------------------------------------------------- live classes

/**
 * The live classes of the learner's batches that have not ended at `now`, soonest first, with their
 * course's title: only classes of live batches (`liveBatches`, the catalogue's sub-query) in which the
 * learner's enrollment gives access now.
 */
export function upcomingClasses(
  db: Db | Tx,
  {
    userId,
    now,
    limit,
    liveBatches,
  }: { userId: string; now: Date; limit: number; liveBatches: LiveBatchTitles },
) {
  return db
    .select({ live: liveClasses, courseTitle: liveBatches.courseTitle })
    .from(liveClasses)
    .innerJoin(
      enrollments,
      and(
        eq(enrollments.batchId, liveClasses.batchId),
        eq(enrollments.userId, userId),
        activeEnrollment(now),
      ),
    )
    .innerJoin(liveBatches, eq(liveBatches.batchId, liveClasses.batchId))
    .where(
      sql`${liveClasses.startsAt} + make_interval(mins => ${liveClasses.durationMinutes}) > ${now.toISOString()}::timestamptz`,
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(limit);
}

// ---------------------------------------------------------------- enrollments

/** Enrollments that still give access: no end, or an end in the future. */
const activeEnrollment = (now: Date): SQL =>
  or(isNull(enrollments.expiresAt), gt(enrollments.expiresAt, now)) as SQL;

/** Whether the learner's enrollment in the batch gives access at `now`. */
export async function isEnrolled(db: Db | Tx, userId: string, batchId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.batchId, batchId), activeEnrollment(now)))
    .limit(1);
  return row !== undefined;
}

/** Whether the learner was ever enrolled in the batch (an expired enrollment too). */
export async function hasEnrollment(db: Db | Tx, userId: string, batchId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.batchId, batchId)))
    .limit(1);
  return row !== undefined;
}

/** Enrolls a learner; a second enrollment in the same batch changes nothing. */
export async function enroll(
  db: Db | Tx,
  values: Pick<
    typeof enrollments.$inferInsert,
    'userId' | 'batchId' | 'source' | 'transactionId' | 'enrolledAt' | 'expiresAt'
  >,
): Promise<void> {
  await db.insert(enrollments).values(values).onConflictDoNothing();
}

/** The learner's enrollments, oldest first. */
export function enrollmentsOf(db: Db | Tx, userId: string): Promise<EnrollmentRow[]> {
  return db
    .select()
    .from(enrollments)
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(enrollments.enrolledAt));
}
