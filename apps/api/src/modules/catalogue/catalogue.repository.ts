// The catalogue area's reads: courses, batches and bundle plans. What a batch is read with from other
// areas (seats taken, recorded lessons) comes in as SQL columns built by those areas' repositories, so
// that a list is still one query.
import { and, asc, count, eq, exists, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { containing } from '../../db/sql';
import { batches, bundlePlans, courses } from './catalogue.table';

export type CourseRow = typeof courses.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;
export type PlanRow = typeof bundlePlans.$inferSelect;
export type BatchMode = BatchRow['mode'];

/** A per-batch count another area keeps (enrollments, seat holds, recordings), as a column over the table of `batchId`. */
export type BatchCount = (batchId: AnyPgColumn) => SQL<number>;

/** The sum of some per-batch counts, as an integer column over `batches`. */
export const batchSum = (...counts: BatchCount[]): SQL<number> =>
  sql<number>`(${sql.join(
    counts.map((countOf) => countOf(batches.id)),
    sql` + `,
  )})::int`;

/** Live batches by start date, then on-demand ones: the catalogue's order of batches. */
const batchOrder = [sql`${batches.mode} = 'on-demand'`, asc(batches.startsAt), asc(batches.id)];

export interface CourseFilter {
  level?: CourseRow['level'];
  mode?: BatchMode;
  /** Free text in title, subtitle, description or slug. */
  q?: string;
  slug?: string;
}

/** One page of courses in catalogue order. */
export function coursesPage(db: Db | Tx, filter: CourseFilter, query: PageQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.slug) conditions.push(eq(courses.slug, filter.slug));
  if (filter.level) conditions.push(eq(courses.level, filter.level));
  if (filter.mode) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(batches)
          .where(and(eq(batches.courseId, courses.id), eq(batches.mode, filter.mode))),
      ),
    );
  }
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(courses.title, pattern),
        ilike(courses.subtitle, pattern),
        ilike(courses.description, pattern),
        ilike(courses.slug, pattern),
      ),
    );
  }
  const where = and(...conditions);
  return withPagination(
    db
      .select({ course: courses, total: totalSql })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.position), asc(courses.id)),
    () => db.select({ n: count() }).from(courses).where(where),
    query,
  );
}

/**
 * The batches of some courses with their seats taken and recorded lessons, in one query, in catalogue
 * order. `taken` and `lessons` are columns over `batches` (see catalogue.service's batch columns).
 */
export function batchesOfCourses(
  db: Db | Tx,
  courseIds: readonly number[],
  columns: { taken: SQL<number>; lessons: SQL<number> },
) {
  return db
    .select({ batch: batches, taken: columns.taken, lessons: columns.lessons })
    .from(batches)
    .where(inArray(batches.courseId, [...courseIds]))
    .orderBy(...batchOrder);
}

export interface BatchFilter {
  course?: number;
  mode?: BatchMode;
  /** Only batches that start after this moment, take enrollments, and have a seat left. */
  upcomingAfter?: Date;
}

/** One page of batches in catalogue order, with their seats taken (`taken`, a column over `batches`). */
export function batchesPage(db: Db | Tx, filter: BatchFilter, taken: SQL<number>, query: PageQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.course) conditions.push(eq(batches.courseId, filter.course));
  if (filter.mode) conditions.push(eq(batches.mode, filter.mode));
  if (filter.upcomingAfter) {
    conditions.push(
      gt(batches.startsAt, filter.upcomingAfter),
      eq(batches.enrollmentOpen, true),
      or(isNull(batches.seatsTotal), eq(batches.mode, 'on-demand'), sql`${batches.seatsTotal} > ${taken}`),
    );
  }
  const where = and(...conditions);
  return withPagination(
    db
      .select({ batch: batches, taken, total: totalSql })
      .from(batches)
      .where(where)
      .orderBy(...batchOrder),
    () => db.select({ n: count() }).from(batches).where(where),
    query,
  );
}

/** A batch with its course and seats taken (`taken`, a column over `batches`). */
export async function batchWithCourse(db: Db | Tx, id: number, taken: SQL<number>) {
  const [row] = await db
    .select({ batch: batches, course: courses, taken })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.id, id));
  return row;
}

/** Some batches with their courses (and, given `taken`, their seats taken: a column over `batches`). */
export async function batchesWithCourses(db: Db | Tx, batchIds: readonly number[], taken?: SQL<number>) {
  if (batchIds.length === 0) return [];
  return db
    .select({ batch: batches, course: courses, taken: taken ?? sql<number>`0` })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(inArray(batches.id, [...new Set(batchIds)]));
}

/** One number per batch, from a column over `batches` (seats taken, say). */
export async function batchNumbers(
  db: Db | Tx,
  batchIds: readonly number[],
  column: SQL<number>,
): Promise<Map<number, number>> {
  const ids = [...new Set(batchIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: batches.id, value: column })
    .from(batches)
    .where(inArray(batches.id, ids));
  return new Map(rows.map((row) => [row.id, row.value]));
}

export async function findBatch(db: Db | Tx, id: number): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id));
  return row;
}

/** A batch, locked until the transaction ends (seats are counted once under the lock). */
export async function lockBatch(tx: Tx, id: number): Promise<BatchRow | undefined> {
  const [row] = await tx.select().from(batches).where(eq(batches.id, id)).for('update');
  return row;
}

/** A batch when it belongs to the course. */
export async function findBatchOfCourse(
  db: Db | Tx,
  batchId: number,
  courseId: number,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.courseId, courseId)));
  return row;
}

export async function findCourse(db: Db | Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** A course's bundle plans, cheapest first. */
export function plansOf(db: Db | Tx, courseId: number): Promise<PlanRow[]> {
  return db
    .select()
    .from(bundlePlans)
    .where(eq(bundlePlans.courseId, courseId))
    .orderBy(asc(bundlePlans.price));
}

/** A bundle plan when it belongs to the course. */
export async function findPlan(db: Db | Tx, planId: string, courseId?: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(bundlePlans)
    .where(
      and(
        eq(bundlePlans.id, planId),
        courseId === undefined ? undefined : eq(bundlePlans.courseId, courseId),
      ),
    );
  return row;
}

/** Some bundle plans, by id. */
export function plansByIds(db: Db | Tx, planIds: readonly string[]): Promise<PlanRow[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bundlePlans)
    .where(inArray(bundlePlans.id, [...new Set(planIds)]));
}

/**
 * Live batches with their course's title, as a sub-query another area joins on (`batchId`,
 * `courseTitle`): how the learning area lists a learner's live classes in one query.
 */
export function liveBatchTitles(db: Db | Tx) {
  return db
    .select({ batchId: batches.id, courseTitle: courses.title })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.mode, 'live'))
    .as('live_batches');
}

export type LiveBatchTitles = ReturnType<typeof liveBatchTitles>;
