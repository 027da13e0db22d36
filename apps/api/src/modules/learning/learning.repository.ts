// The learning area's reads and writes: modules, recordings, live classes and study plans (learners'
// progress and preferences: progress.repository.ts). Whether a learner may study a batch is the
// enrollments area's to say (enrollments.repository.ts). Other areas count a batch's lessons in their own
// queries through {@link lessonsCountSql}.
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type PageQuery, pageOf, totalSql } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { nestedRows, qb } from '../../db/nested';
import { prepared } from '../../db/prepared';
import { type At, atTime, col, NOW } from '../../db/sql';
import type { LiveBatchTitles } from '../catalogue/catalogue.repository';
import { batches } from '../catalogue/catalogue.table';
import { enrolledSql } from '../enrollments/enrollments.repository';
import {
  classAttendance,
  type learnerPreferences,
  liveClasses,
  modules,
  recordings,
  studyPlanItems,
} from './learning.table';

export type RecordingRow = typeof recordings.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type LiveClassRow = typeof liveClasses.$inferSelect;
export type LearnerPreferenceRow = typeof learnerPreferences.$inferSelect;

// ---------------------------------------------------------------- columns for other areas' queries

/**
 * How many recordings a batch has, as a column over the table of `batchId`: each of its modules' count by
 * the recordings' module index. (A join of recordings and modules, planned once for every batch — the
 * generic plan — read every recording of the school for each batch of a catalogue page: issue 18.)
 */
export const lessonsCountSql = (batchId: AnyPgColumn): SQL<number> =>
  sql<number>`(select coalesce(sum((select count(*) from ${recordings} where ${col(recordings.moduleId)} = ${col(modules.id)})), 0)
    from ${modules} where ${col(modules.batchId)} = ${col(batchId)})`;

// ---------------------------------------------------------------- modules and recordings

const moduleSummaryRows = nestedRows({
  id: modules.id,
  title: modules.title,
  position: modules.position,
  lessons_count: sql<number>`(select count(*) from ${recordings}
    where ${col(recordings.moduleId)} = ${col(modules.id)})::int`,
});

/**
 * A batch's modules with their recordings counted, in order, as a column over `batchId` (a batch's
 * page reads them with the batch: one statement, issue 18).
 */
export const moduleSummariesSql = (batchId: AnyPgColumn) =>
  moduleSummaryRows.column(
    qb
      .select({ rows: moduleSummaryRows.aggregate(asc(modules.position), asc(modules.id)) })
      .from(modules)
      .where(sql`${col(modules.batchId)} = ${col(batchId)}`),
  );

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

/** The length of these recordings, in seconds, by recording. */
export async function recordingDurations(db: Db | Tx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: recordings.id, seconds: recordings.durationSeconds })
    .from(recordings)
    .where(inArray(recordings.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.seconds]));
}

/** A module, when it belongs to the batch (any batch when none is given). */
export async function findModule(db: Db | Tx, id: number, batchId?: number): Promise<ModuleRow | undefined> {
  const [row] =
    batchId === undefined
      ? await moduleQuery(db).execute({ id })
      : await moduleOfBatchQuery(db).execute({ id, batchId });
  return row;
}

const moduleQuery = prepared((db) =>
  db
    .select()
    .from(modules)
    .where(eq(modules.id, sql.placeholder('id'))),
);
const moduleOfBatchQuery = prepared((db) =>
  db
    .select()
    .from(modules)
    .where(and(eq(modules.id, sql.placeholder('id')), eq(modules.batchId, sql.placeholder('batchId')))),
);

/** A module and whether the learner's enrollment in its batch gives access at `now` ({@link enrolledSql}). */
export async function moduleForLearner(db: Db | Tx, id: number, userId: string, now: Date) {
  const [row] = await moduleForLearnerQuery(db).execute({ id, userId, now: now.toISOString() });
  return row;
}

const moduleForLearnerQuery = prepared((db) =>
  db
    .select({ module: modules, enrolled: enrolledSql(modules.batchId, sql.placeholder('userId'), NOW) })
    .from(modules)
    .where(eq(modules.id, sql.placeholder('id'))),
);

/** One page of a module's recordings, in order. */
export function recordingsPage(db: Db | Tx, moduleId: number, query: PageQuery) {
  return pageOf(
    (limit, offset) => recordingsPageQuery(db).execute({ moduleId, limit, offset }),
    () => db.select({ n: count() }).from(recordings).where(eq(recordings.moduleId, moduleId)),
    query,
  );
}

const recordingsPageQuery = prepared((db) =>
  db
    .select({ recording: recordings, total: totalSql })
    .from(recordings)
    .where(eq(recordings.moduleId, sql.placeholder('moduleId')))
    .orderBy(asc(recordings.position), asc(recordings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/** A module's study plan, day by day. */
export function studyPlanItemsOf(db: Db | Tx, moduleId: number) {
  return db
    .select()
    .from(studyPlanItems)
    .where(eq(studyPlanItems.moduleId, moduleId))
    .orderBy(asc(studyPlanItems.day), asc(studyPlanItems.id));
}

/**
 * The study plans of the batches the learner's enrollment gives access to at `now`: each batch's modules in
 * order, with their items in the plan's order (issue 40: the dashboard's next item per batch). One query.
 */
export function activePlanItems(db: Db | Tx, userId: string, now: Date) {
  return db
    .select({
      batchId: modules.batchId,
      mode: batches.mode,
      moduleId: modules.id,
      moduleTitle: modules.title,
      item: studyPlanItems,
    })
    .from(modules)
    .innerJoin(batches, eq(batches.id, modules.batchId))
    .innerJoin(studyPlanItems, eq(studyPlanItems.moduleId, modules.id))
    .where(enrolledSql(modules.batchId, userId, now))
    .orderBy(
      asc(modules.batchId),
      asc(modules.position),
      asc(modules.id),
      asc(studyPlanItems.day),
      asc(studyPlanItems.id),
    );
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
    .innerJoin(liveBatches, eq(liveBatches.batchId, liveClasses.batchId))
    .where(
      and(
        enrolledSql(liveClasses.batchId, userId, now),
        sql`${liveClasses.startsAt} + make_interval(mins => ${liveClasses.durationMinutes}) > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(limit);
}

/** A live class. */
export async function findLiveClass(db: Db | Tx, id: number): Promise<LiveClassRow | undefined> {
  const [row] = await db.select().from(liveClasses).where(eq(liveClasses.id, id));
  return row;
}

/** Records a learner's join of a class; their first join is kept. */
export async function recordAttendance(
  db: Db | Tx,
  values: { liveClassId: number; userId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(classAttendance)
    .values({ liveClassId: values.liveClassId, userId: values.userId, firstJoinedAt: values.at })
    .onConflictDoNothing()
    .returning({ userId: classAttendance.userId });
  // whether this is the learner's first join (a join again records nothing new)
  return rows.length > 0;
}

/**
 * A learner's attendance of a batch's live classes that have started by `now`, as two columns over
 * `batches` (or any table with the batch's id in `batchId`): `held`, the classes started, and
 * `attended`, those the learner joined. `userId` may be a placeholder.
 */
export const attendanceSql = (batchId: AnyPgColumn, userId: unknown, now: At) => ({
  held: sql<number>`(select count(*) from ${liveClasses}
    where ${col(liveClasses.batchId)} = ${col(batchId)} and ${col(liveClasses.startsAt)} <= ${atTime(now)})::int`,
  attended: sql<number>`(select count(*) from ${liveClasses} inner join ${classAttendance}
      on ${col(classAttendance.liveClassId)} = ${col(liveClasses.id)} and ${col(classAttendance.userId)} = ${userId}
    where ${col(liveClasses.batchId)} = ${col(batchId)} and ${col(liveClasses.startsAt)} <= ${atTime(now)})::int`,
});

/** Which of these classes the learner has joined. */
export async function attendedClasses(db: Db | Tx, userId: string, classIds: readonly number[]) {
  if (classIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: classAttendance.liveClassId })
    .from(classAttendance)
    .where(and(eq(classAttendance.userId, userId), inArray(classAttendance.liveClassId, [...classIds])));
  return new Set(rows.map((row) => row.id));
}
