// The enrollments area's reads and writes: who may study in which batch, from when until when.
// Other areas ask it — whether a learner is enrolled ({@link isEnrolled}, {@link enrolledSql}), how many a
// batch has ({@link enrollmentCountSql}) — and never read its table.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { nestedRows, qb } from '../../db/nested';
import { prepared } from '../../db/prepared';
import { type At, atTime, col, NOW } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import * as catalogue from '../catalogue/catalogue.repository';
import { batches, courses } from '../catalogue/catalogue.table';
import { enrollments } from './enrollments.table';

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** How many learners a batch has enrolled (every enrollment, expired or not), as a column over the table of `batchId`. */
export const enrollmentCountSql = (batchId: AnyPgColumn): SQL<number> =>
  sql<number>`(select count(*) from ${enrollments} where ${col(enrollments.batchId)} = ${col(batchId)})`;

/** Enrollments that still give access: no end, or an end in the future. */
const activeEnrollment = (now: At): SQL =>
  sql`(${col(enrollments.expiresAt)} is null or ${col(enrollments.expiresAt)} > ${atTime(now)})`;

/**
 * How many unpaid purchases of a batch still hold a seat at `now`, as a column over the table of
 * `batchId`: the checkout area's (checkout.repository.ts `seatHoldCountSql`), handed in by the caller so
 * that this area never reads purchases.
 */
export type SeatHolds = (batchId: AnyPgColumn, now: At) => SQL<number>;

/**
 * The seats taken of each batch at `now`: every enrollment plus every unpaid purchase still holding
 * one (an unpaid purchase holds its seat until it expires), as an integer column over `batches`.
 */
export const seatsTakenSql = (now: At, holds: SeatHolds) =>
  catalogue.batchSum(enrollmentCountSql, (batchId) => holds(batchId, now));

/** Seats taken per batch at `now` (the same count as {@link seatsTakenSql}); batches not found are absent. */
export function seatsTaken(
  db: Db | Tx,
  batchIds: readonly number[],
  now: Date,
  holds: SeatHolds,
): Promise<Map<number, number>> {
  return catalogue.batchNumbers(db, batchIds, seatsTakenSql(now, holds));
}

/**
 * Whether the learner's enrollment in a batch gives access at `now` (as {@link isEnrolled}), as a
 * column over `batches`. `userId` may be a placeholder; null is nobody (false).
 */
export const enrolledSql = (batchId: AnyPgColumn, userId: unknown, now: At) =>
  sql<boolean>`exists (select 1 from ${enrollments} where ${col(enrollments.userId)} = ${userId}
    and ${col(enrollments.batchId)} = ${col(batchId)} and ${activeEnrollment(now)})`;

/** Whether the learner's enrollment in the batch gives access at `now`. */
export async function isEnrolled(db: Db | Tx, userId: string, batchId: number, now: Date): Promise<boolean> {
  const [row] = await isEnrolledQuery(db).execute({ userId, batchId, now: now.toISOString() });
  return row !== undefined;
}

// every read of a learner's batch asks it (issue 18)
const isEnrolledQuery = prepared((db) =>
  db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, sql.placeholder('userId')),
        eq(enrollments.batchId, sql.placeholder('batchId')),
        activeEnrollment(NOW),
      ),
    )
    .limit(1),
);

/**
 * Until when the learner's enrollment in the batch gives access, as of `now`: its end, null when it has
 * none, undefined when it gives no access now (none, or ended). What a kept lesson's licence follows (issue 39).
 */
export async function activeEnrollmentEnd(
  db: Db | Tx,
  userId: string,
  batchId: number,
  now: Date,
): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ expiresAt: enrollments.expiresAt })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.batchId, batchId), activeEnrollment(now)))
    .limit(1);
  return row ? row.expiresAt : undefined;
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

/**
 * A learner's enrollments, oldest first, each with when and how it was made and ends, its batch and its
 * course's summary (`courseSummaryColumns`), the learner's attendance of
 * its live classes and recordings watched (`learning`: the learning area's columns), and `taken`
 * (a column over `batches`, seats taken, that may use the placeholder `NOW`), as a column of an
 * enclosing statement: the dashboard's booking status reads it beside the learner's other lists, in one
 * statement (issue 18). Placeholders: `userId`, `now`.
 */
export function enrollmentOverviewSql<Columns extends Record<string, SQL>>(
  taken: SQL<number>,
  /** The learning area's columns over a batch for the learner (attendance, recordings watched). */
  learning: (batchId: AnyPgColumn) => Columns,
) {
  const rows = nestedRows({
    // what the dashboard shows of an enrollment and its course (issue 38: the whole rows were nested,
    // the course's description among them)
    enrollment: {
      enrolledAt: enrollments.enrolledAt,
      source: enrollments.source,
      expiresAt: enrollments.expiresAt,
    },
    batch: batches,
    course: catalogue.courseSummaryColumns,
    taken,
    ...learning(batches.id),
  });
  return rows.column(
    qb
      .select({ rows: rows.aggregate(asc(enrollments.enrolledAt), asc(enrollments.id)) })
      .from(enrollments)
      .innerJoin(batches, eq(batches.id, enrollments.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(eq(enrollments.userId, sql.placeholder('userId'))),
  );
}

/**
 * The learners enrolled in a batch (every enrollment, expired or not), as a subquery of their ids: another
 * area's query lists them without reading this table.
 */
export const batchLearnerIdsSql = (batchId: number): SQL =>
  sql`(select ${col(enrollments.userId)} from ${enrollments} where ${col(enrollments.batchId)} = ${batchId})`;

/** How many batches each of some learners is enrolled in. */
export async function enrollmentCounts(
  db: Db | Tx,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: enrollments.userId, n: count() })
    .from(enrollments)
    .where(inArray(enrollments.userId, [...new Set(userIds)]))
    .groupBy(enrollments.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** A learner's enrollments with their batch and course, newest first. */
export function enrollmentsWithBatches(db: Db | Tx, userId: string) {
  return db
    .select({ enrollment: enrollments, batch: batches, courseTitle: courses.title })
    .from(enrollments)
    .innerJoin(batches, eq(batches.id, enrollments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
}

/** Ends a learner's enrollment in a batch; answers the enrollment ended, or undefined when there was none. */
export async function unenroll(tx: Tx, userId: string, batchId: number): Promise<EnrollmentRow | undefined> {
  const [row] = await tx
    .delete(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.batchId, batchId)))
    .returning();
  return row;
}

/** A learner actively enrolled in the batch at `now`, with their name and phone; undefined otherwise. */
export async function enrolledLearner(db: Db | Tx, batchId: number, userId: string, now: Date) {
  const [row] = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.batchId, batchId), eq(enrollments.userId, userId), activeEnrollment(now)));
  return row;
}
