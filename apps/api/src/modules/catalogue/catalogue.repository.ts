// The catalogue area's reads: courses, batches and bundle plans. What a batch is read with from other
// areas (seats taken, recorded lessons) comes in as SQL columns built by those areas' repositories, so
// that a list is still one query.
import { and, asc, count, eq, exists, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type PageQuery, pageOf, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { type NestedShape, nestedRows, qb } from '../../db/nested';
import { anyOf, filtersOf, prepared, preparedVariants, variantOf } from '../../db/prepared';
import { col, containing } from '../../db/sql';
import { batches, bundlePlans, courses } from './catalogue.table';

export type CourseRow = typeof courses.$inferSelect;
/**
 * The columns of a course that the contract's CourseSummary is drawn from (catalogue.json.ts), for reads
 * that show a course beside something else (a learner's enrollments): neither its description nor
 * anything else of its page.
 */
export const courseSummaryColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  level: courses.level,
  coverImage: courses.coverImage,
};
export type CourseSummaryRow = Pick<CourseRow, keyof typeof courseSummaryColumns>;
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
export const batchOrder = [sql`${batches.mode} = 'on-demand'`, asc(batches.startsAt), asc(batches.id)];

export interface CourseFilter {
  level?: CourseRow['level'];
  mode?: BatchMode;
  /** Free text in title, subtitle, description or slug. */
  q?: string;
  slug?: string;
}

/**
 * One page of the published courses in catalogue order, each with `columns` (columns over `courses`,
 * which may use the placeholder `now`: the service passes the course's batches, {@link courseBatchesSql}),
 * in one statement (issue 18).
 */
export function coursesPageQuery<Columns extends Record<string, SQL>>(columns: Columns) {
  const query = preparedVariants((db, variant: string) => {
    const { placeholder } = filtersOf(variant);
    return db
      .select({ course: courses, ...columns, total: totalSql })
      .from(courses)
      .where(
        courseConditions(db, {
          slug: placeholder('slug'),
          level: placeholder('level'),
          mode: placeholder('mode'),
          pattern: placeholder('pattern'),
        }),
      )
      .orderBy(asc(courses.position), asc(courses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  });
  return (db: Db | Tx, filter: CourseFilter, page: PageQuery, now: Date) => {
    const values = {
      slug: filter.slug,
      level: filter.level,
      mode: filter.mode,
      pattern: filter.q ? containing(filter.q) : undefined,
    };
    return pageOf(
      (limit, offset) =>
        query(db, variantOf(values)).execute({ ...values, limit, offset, now: now.toISOString() }),
      () => db.select({ n: count() }).from(courses).where(courseConditions(db, values)),
      page,
    );
  };
}

/** The catalogue's conditions for the filters given (their values, or placeholders of the same names). */
function courseConditions(
  db: Db | Tx,
  filter: { slug?: unknown; level?: unknown; mode?: unknown; pattern?: unknown },
): SQL | undefined {
  const value = (v: unknown) => v as string;
  const conditions: (SQL | undefined)[] = [eq(courses.published, true)];
  if (filter.slug !== undefined) conditions.push(eq(courses.slug, value(filter.slug)));
  if (filter.level !== undefined) conditions.push(sql`${courses.level} = ${filter.level}`);
  if (filter.mode !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(batches)
          .where(and(eq(batches.courseId, courses.id), sql`${batches.mode} = ${filter.mode}`)),
      ),
    );
  }
  if (filter.pattern !== undefined) {
    const pattern = value(filter.pattern);
    conditions.push(
      or(
        ilike(courses.title, pattern),
        ilike(courses.subtitle, pattern),
        ilike(courses.description, pattern),
        ilike(courses.slug, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * A course's batches in catalogue order, each with its seats taken and recorded lessons (`taken` and
 * `lessons`, columns over `batches`), as a column over `courses`.
 */
export function courseBatchesSql(columns: { taken: SQL<number>; lessons: SQL<number> }) {
  return batchesOfCourseSql({ batch: batches, taken: columns.taken, lessons: columns.lessons });
}

/**
 * The columns of a batch that a course's price and kinds of batch are drawn from (course-price.ts): its
 * mode, price, seat limit and open flag.
 */
export const batchOfferColumns = {
  mode: batches.mode,
  price: batches.price,
  seatsTotal: batches.seatsTotal,
  enrollmentOpen: batches.enrollmentOpen,
};

/**
 * A course's batches in catalogue order as the catalogue's list needs them: each batch's
 * {@link batchOfferColumns} with its seats taken and recorded lessons, as a column over `courses`. The
 * list reads neither the batches' names nor their schedules, so they are neither built into the JSON
 * nor decoded (issue 38).
 */
export function courseOffersSql(columns: { taken: SQL<number>; lessons: SQL<number> }) {
  return batchesOfCourseSql({ ...batchOfferColumns, taken: columns.taken, lessons: columns.lessons });
}

/** A course's batches in catalogue order, each as `shape` (columns over `batches`), as a column over `courses`. */
function batchesOfCourseSql<S extends NestedShape>(shape: S) {
  const rows = nestedRows(shape);
  return rows.column(
    qb
      .select({ rows: rows.aggregate(...batchOrder) })
      .from(batches)
      .where(sql`${col(batches.courseId)} = ${col(courses.id)}`),
  );
}

/** One course's `columns` (columns over `courses`, such as its batches: {@link courseBatchesSql}). */
export const courseColumnsQuery = <Columns extends Record<string, SQL>>(columns: Columns) =>
  prepared((db) =>
    db
      .select(columns)
      .from(courses)
      .where(eq(courses.id, sql.placeholder('id'))),
  );

export interface BatchFilter {
  course?: number;
  mode?: BatchMode;
  /** Only batches that start after this moment, take enrollments, and have a seat left. */
  upcomingAfter?: Date;
}

/** The batches of published courses (a condition over `batches`): what the site shows and sells. */
export const publishedBatch = (db: Db | Tx): SQL =>
  inArray(batches.courseId, db.select({ id: courses.id }).from(courses).where(eq(courses.published, true)));

/** One page of the published courses' batches in catalogue order, with their seats taken (`taken`, a column over `batches`). */
export function batchesPage(db: Db | Tx, filter: BatchFilter, taken: SQL<number>, query: PageQuery) {
  const conditions: (SQL | undefined)[] = [publishedBatch(db)];
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

/** A course's batches (any, in catalogue order), each with its seats taken (`taken`, a column over `batches`). */
export function batchesOfCourse(
  db: Db | Tx,
  courseId: number,
  taken: SQL<number>,
): Promise<{ batch: BatchRow; taken: number }[]> {
  return db
    .select({ batch: batches, taken })
    .from(batches)
    .where(eq(batches.courseId, courseId))
    .orderBy(...batchOrder);
}

/**
 * A batch (placeholder `id`) with its course and some columns over `batches` (seats taken, say, which
 * may use the placeholder `NOW`), as a prepared query.
 */
export const batchWithCourseQuery = <Columns extends Record<string, SQL>>(columns: Columns) =>
  prepared((db) =>
    db
      .select({ batch: batches, course: courses, ...columns })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(batches.id, sql.placeholder('id'))),
  );

/** Some batches with their courses. */
export async function batchesWithCourses(db: Db | Tx, batchIds: readonly number[]) {
  if (batchIds.length === 0) return [];
  return plainBatchesQuery(db).execute({ batchIds: [...new Set(batchIds)] });
}

const plainBatchesQuery = prepared((db) =>
  db
    .select({ batch: batches, course: courses })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(anyOf(batches.id, 'batchIds')),
);

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

/** A batch of a published course: one the site sells. */
export async function findPublishedBatch(db: Db | Tx, id: number): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), publishedBatch(db)));
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

/** A bundle plan when it belongs to the course (published or not: a paid purchase keeps its plan). */
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

/** A bundle plan of a published course, when it belongs to the course: one the site sells. */
export async function findPlanOnSale(
  db: Db | Tx,
  planId: string,
  courseId?: number,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .select({ plan: bundlePlans })
    .from(bundlePlans)
    .innerJoin(courses, eq(courses.id, bundlePlans.courseId))
    .where(
      and(
        eq(bundlePlans.id, planId),
        eq(courses.published, true),
        courseId === undefined ? undefined : eq(bundlePlans.courseId, courseId),
      ),
    );
  return row?.plan;
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
