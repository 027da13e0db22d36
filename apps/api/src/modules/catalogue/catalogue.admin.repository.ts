// The console's reads and writes of the catalogue (issue 19): courses and batches as operators list
// and edit them.
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { moveTo, nextPosition } from '../../db/reorder';
import { col, containing } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { type BatchRow, batchOrder, type CourseRow } from './catalogue.repository';
import { batches, courses } from './catalogue.table';

export type CourseInsert = typeof courses.$inferInsert;
export type BatchInsert = typeof batches.$inferInsert;

/** How many batches a course has, as a column over `courses`. */
const batchesCountSql = sql<number>`(select count(*)::int from ${batches} where ${col(batches.courseId)} = ${col(courses.id)})`;

/** One page of every course, published or not, in catalogue order, with its batches counted; `q` in title or slug. */
export function adminCoursesPage(db: Db | Tx, filter: { q?: string }, query: PageQuery) {
  const where = filter.q
    ? or(ilike(courses.title, containing(filter.q)), ilike(courses.slug, containing(filter.q)))
    : undefined;
  return withPagination(
    db
      .select({ course: courses, batchesCount: batchesCountSql, total: totalSql })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.position), asc(courses.id)),
    () => db.select({ n: count() }).from(courses).where(where),
    query,
  );
}

/** A course with its batches counted, published or not. */
export async function adminCourse(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ course: courses, batchesCount: batchesCountSql })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
}

/** A course, locked until the transaction ends. */
export async function lockCourse(tx: Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  return row;
}

/** Whether another course than `exceptId` has the slug. */
export async function slugTaken(db: Db | Tx, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, slug), exceptId === undefined ? undefined : ne(courses.id, exceptId)));
  return row !== undefined;
}

/** Inserts a course; undefined when its slug was taken meanwhile (the unique index decides). */
export async function insertCourse(tx: Tx, values: CourseInsert): Promise<CourseRow | undefined> {
  const [row] = await tx
    .insert(courses)
    .values(values)
    .onConflictDoNothing({ target: courses.slug })
    .returning();
  return row;
}

export async function updateCourse(tx: Tx, id: number, values: Partial<CourseInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(courses).set(values).where(eq(courses.id, id));
}

/** The filter of the console's batch list: a course's, and a teacher's own (their assigned batches). */
export interface AdminBatchFilter {
  course?: number;
  teacherId?: string;
}

const adminBatchConditions = (filter: AdminBatchFilter & { id?: number }) =>
  and(
    filter.id === undefined ? undefined : eq(batches.id, filter.id),
    filter.course === undefined ? undefined : eq(batches.courseId, filter.course),
    filter.teacherId === undefined ? undefined : eq(batches.teacherId, filter.teacherId),
  );

/** Batches with their course's title, seats taken (`taken`, a column over `batches`) and assigned teacher. */
function adminBatchesSelect(db: Db | Tx, taken: SQL<number>) {
  return db
    .select({ batch: batches, courseTitle: courses.title, taken, teacher: users, total: totalSql })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(users, eq(users.id, batches.teacherId));
}

/** One page of batches in catalogue order, every course's or by course, and a teacher's own. */
export function adminBatchesPage(
  db: Db | Tx,
  filter: AdminBatchFilter,
  taken: SQL<number>,
  query: PageQuery,
) {
  const where = adminBatchConditions(filter);
  return withPagination(
    adminBatchesSelect(db, taken)
      .where(where)
      .orderBy(...batchOrder),
    () => db.select({ n: count() }).from(batches).where(where),
    query,
  );
}

/** One batch as the console shows it; a teacher's only when it is assigned to them. */
export async function adminBatch(db: Db | Tx, id: number, taken: SQL<number>, teacherId?: string) {
  const [row] = await adminBatchesSelect(db, taken).where(adminBatchConditions({ id, teacherId }));
  return row;
}

export async function insertBatch(tx: Tx, values: BatchInsert): Promise<BatchRow> {
  const [row] = await tx.insert(batches).values(values).returning();
  if (!row) throw new Error('the batch was not inserted');
  return row;
}

export async function updateBatch(tx: Tx, id: number, values: Partial<BatchInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(batches).set(values).where(eq(batches.id, id));
}

/** Which of these course ids exist. */
export async function existingCourseIds(db: Db | Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

/** The position after the last course's (courses are ordered as one list). */
export const nextCoursePosition = (tx: Tx) => nextPosition(tx, courses, sql`true`);

/** Moves a course to `to` in the one list of courses, the others shifted to make room. */
export const moveCourse = (tx: Tx, id: number, to: number) => moveTo(tx, courses, sql`true`, id, to);
