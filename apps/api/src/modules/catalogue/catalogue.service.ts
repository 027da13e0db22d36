// Read helpers of the learning catalogue, shared by the catalogue, purchase and booking routes:
// the contract's Course, CourseSummary and Batch built from rows, seats taken, and enrollment checks.
import type { V3Schemas } from '@tilawat/sdk';
import { and, count, eq, getTableName, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { batches, type courses, enrollments, modules, purchases, recordings } from '../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;
type Money = V3Schemas['Money'];
type BatchMode = V3Schemas['BatchMode'];

/** Taka as the contract's Money. */
export const tk = (amount: number): Money => ({ amount, currency: 'tk' });

/**
 * Where a stored media key of a thumbnail or a content item is answered (absolute URLs pass through):
 * `${publicOrigin}/media/<key>`, unsigned. Those files are for a media store to hold; the api itself
 * serves only recordings' HLS renditions, under signed URLs (services/media.ts, routes/media.ts).
 */
export function mediaUrl(publicOrigin: string, key: string): string;
export function mediaUrl(publicOrigin: string, key: string | null): string | null;
export function mediaUrl(publicOrigin: string, key: string | null): string | null {
  if (key === null) return null;
  if (/^https?:\/\//.test(key)) return key;
  return `${publicOrigin}/media/${key.replace(/^\/+/, '')}`;
}

/** The contract's CourseSummary. */
export function courseSummaryJson(row: CourseRow): V3Schemas['CourseSummary'] {
  return { id: row.id, slug: row.slug, title: row.title, level: row.level, cover_image: row.coverImage };
}

/**
 * The contract's Batch. `seatsTaken` counts enrollments and unexpired PENDING purchases
 * (see {@link seatsTaken}); a live batch is closed for enrollment once every seat is taken.
 */
export function batchJson(row: BatchRow, seatsTaken: number): V3Schemas['Batch'] {
  const limited = row.mode === 'live' && row.seatsTotal !== null;
  const seatsLeft = limited ? Math.max(0, (row.seatsTotal as number) - seatsTaken) : null;
  return {
    id: row.id,
    course_id: row.courseId,
    name: row.name,
    mode: row.mode,
    starts_at: row.startsAt.toISOString(),
    class_days: row.classDays as V3Schemas['Weekday'][],
    class_time: row.classTime,
    duration_minutes: row.durationMinutes,
    seats_total: limited ? row.seatsTotal : null,
    seats_left: seatsLeft,
    price: tk(row.price),
    original_price: row.originalPrice === null ? null : tk(row.originalPrice),
    enrollment_open: row.enrollmentOpen && seatsLeft !== 0,
    instructor: row.instructor,
  };
}

export interface CourseExtras {
  /** The course's batches as the contract shows them (enrollment_open already accounts for seats). */
  batches: Pick<V3Schemas['Batch'], 'mode' | 'price' | 'enrollment_open'>[];
  /** How many recorded lessons the course has (see {@link lessonsCounts}). */
  lessonsCount: number;
}

const modeOrder: BatchMode[] = ['live', 'on-demand'];

/**
 * The contract's Course. price_from is the lowest price among the open batches (among all
 * batches when none is open, so that a full course still shows its price; 0 without batches).
 */
export function courseJson(row: CourseRow, extras: CourseExtras): V3Schemas['Course'] {
  const open = extras.batches.filter((b) => b.enrollment_open);
  const priced = open.length > 0 ? open : extras.batches;
  const priceFrom = priced.length > 0 ? Math.min(...priced.map((b) => b.price.amount)) : 0;
  const modes = new Set(extras.batches.map((b) => b.mode));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    level: row.level,
    cover_image: row.coverImage,
    lessons_count: extras.lessonsCount,
    duration_weeks: row.durationWeeks,
    price_from: tk(priceFrom),
    batch_modes: modeOrder.filter((mode) => modes.has(mode)),
  };
}

/**
 * A column as `"table"."column"`. Drizzle leaves columns unqualified in the select list of a
 * single-table query, which makes a correlated subquery there ambiguous (`"batch_id" = "id"`);
 * subqueries used as columns name theirs with this.
 */
export const col = (column: AnyPgColumn): SQL =>
  sql.raw(`"${getTableName(column.table)}"."${column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}"`);

/** Enrollments that still give access: no end, or an end in the future. */
export const activeEnrollment = (now: Date): SQL =>
  or(isNull(enrollments.expiresAt), gt(enrollments.expiresAt, now)) as SQL;

/**
 * Seats taken per batch: every enrollment plus every PENDING purchase that has not expired
 * (an unpaid purchase holds its seat for 15 minutes). Batches without any are absent (0).
 */
export async function seatsTaken(
  db: Db,
  batchIds: readonly number[],
  now = new Date(),
): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  const ids = [...new Set(batchIds)];
  if (ids.length === 0) return taken;
  const holders = unionAll(
    db.select({ batchId: enrollments.batchId }).from(enrollments).where(inArray(enrollments.batchId, ids)),
    db
      .select({ batchId: purchases.batchId })
      .from(purchases)
      .where(
        and(inArray(purchases.batchId, ids), eq(purchases.status, 'PENDING'), gt(purchases.expiresAt, now)),
      ),
  ).as('holders');
  const rows = await db
    .select({ batchId: holders.batchId, taken: count() })
    .from(holders)
    .groupBy(holders.batchId);
  for (const row of rows) taken.set(row.batchId, row.taken);
  return taken;
}

/**
 * The same count as {@link seatsTaken} as a column of a query over `batches`, so that a list
 * of batches reads its seats in the same query.
 */
export const seatsTakenSql = (now: Date) =>
  sql<number>`((select count(*) from ${enrollments} where ${col(enrollments.batchId)} = ${col(batches.id)})
    + (select count(*) from ${purchases} where ${col(purchases.batchId)} = ${col(batches.id)}
       and ${col(purchases.status)} = 'PENDING' and ${col(purchases.expiresAt)} > ${now.toISOString()}::timestamptz))::int`;

/** Recordings of a batch, as a column of a query over `batches`. */
export const batchLessonsSql = () =>
  sql<number>`(select count(*) from ${recordings} inner join ${modules} on ${col(modules.id)} = ${col(recordings.moduleId)}
    where ${col(modules.batchId)} = ${col(batches.id)})::int`;

/**
 * Batches with their seats taken and recordings count, in one query, ordered as the
 * catalogue lists them: live batches by start date, then on-demand ones.
 */
export async function loadBatches(db: Db, where: SQL | undefined, now = new Date()) {
  return db
    .select({ batch: batches, taken: seatsTakenSql(now), lessons: batchLessonsSql() })
    .from(batches)
    .where(where)
    .orderBy(sql`${batches.mode} = 'on-demand'`, batches.startsAt, batches.id);
}

export interface LoadedCourseExtras extends CourseExtras {
  batches: V3Schemas['Batch'][];
  batchRows: { batch: BatchRow; taken: number }[];
}

/**
 * The batches and lessons count of each course, for {@link courseJson}, in one query.
 * A course's lessons are one batch's recordings (its batches teach the same syllabus), so
 * lessons_count is the largest recordings count among its batches.
 */
export async function courseExtras(
  db: Db,
  courseIds: readonly number[],
  now = new Date(),
): Promise<Map<number, LoadedCourseExtras>> {
  const byCourse = new Map<number, LoadedCourseExtras>();
  for (const id of courseIds) byCourse.set(id, { batches: [], lessonsCount: 0, batchRows: [] });
  if (courseIds.length === 0) return byCourse;
  const rows = await loadBatches(db, inArray(batches.courseId, [...courseIds]), now);
  for (const { batch, taken, lessons } of rows) {
    const extras = byCourse.get(batch.courseId);
    if (!extras) continue;
    extras.batches.push(batchJson(batch, taken));
    extras.batchRows.push({ batch, taken });
    extras.lessonsCount = Math.max(extras.lessonsCount, lessons);
  }
  return byCourse;
}

/** Whether the learner's enrollment in the batch gives access now. */
export async function isEnrolled(
  db: Db,
  userId: string,
  batchId: number,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.batchId, batchId), activeEnrollment(now)))
    .limit(1);
  return row !== undefined;
}

/** The batches the learner may study in now. */
export async function enrolledBatchIds(db: Db, userId: string, now = new Date()): Promise<Set<number>> {
  const rows = await db
    .select({ batchId: enrollments.batchId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), activeEnrollment(now)));
  return new Set(rows.map((row) => row.batchId));
}
