// The guardians area's reads and writes (issue 41). What a guardian sees of a learner is read here from the
// areas below (enrollments, learning, exams, checkout), view only; the practices and the hifz plans come
// from their own areas' functions.
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';
import { purchases } from '../checkout/checkout.table';
import { enrollments } from '../enrollments/enrollments.table';
import { exams, questions, submissions } from '../exams/exams.table';
import { hifzRecitations } from '../hifz/hifz.table';
import { classAttendance, liveClasses } from '../learning/learning.table';
import { practices } from '../practice/practice.table';
import { studyDays } from '../study/study.table';
import { guardianCodes, guardianLinks, guardianSettings, guardianSummaries } from './guardians.table';

// ---------------------------------------------------------------- codes and links

/** A new code for the learner: their unused ones go. */
export async function replaceCode(tx: Tx, values: typeof guardianCodes.$inferInsert) {
  await tx
    .delete(guardianCodes)
    .where(and(eq(guardianCodes.learnerId, values.learnerId), isNull(guardianCodes.usedAt)));
  await tx.insert(guardianCodes).values(values);
}

/** The code with this hash, locked until the transaction ends. */
export async function lockCode(tx: Tx, codeHash: string) {
  const [row] = await tx
    .select()
    .from(guardianCodes)
    .where(eq(guardianCodes.codeHash, codeHash))
    .for('update');
  return row;
}

export async function spendCode(tx: Tx, id: number, at: Date) {
  await tx.update(guardianCodes).set({ usedAt: at }).where(eq(guardianCodes.id, id));
}

export async function link(tx: Tx, guardianId: string, learnerId: string, at: Date) {
  await tx.insert(guardianLinks).values({ guardianId, learnerId, createdAt: at }).onConflictDoNothing();
}

/** Ends a link; whether there was one. */
export async function unlink(tx: Tx | Db, guardianId: string, learnerId: string): Promise<boolean> {
  const gone = await tx
    .delete(guardianLinks)
    .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.learnerId, learnerId)))
    .returning({ id: guardianLinks.guardianId });
  return gone.length > 0;
}

const linkedUser = (id: typeof guardianLinks.guardianId | typeof guardianLinks.learnerId) => ({
  id: users.id,
  name: users.name,
  since: guardianLinks.createdAt,
  joined: id,
});

/** Who follows the learner, by when they paired. */
export function guardiansOf(conn: Db | Tx, learnerId: string) {
  return conn
    .select(linkedUser(guardianLinks.guardianId))
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(eq(guardianLinks.learnerId, learnerId))
    .orderBy(asc(guardianLinks.createdAt), asc(users.id))
    .limit(100);
}

/** Whom the guardian follows, by when they paired. */
export function learnersOf(conn: Db | Tx, guardianId: string) {
  return conn
    .select(linkedUser(guardianLinks.learnerId))
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.learnerId))
    .where(eq(guardianLinks.guardianId, guardianId))
    .orderBy(asc(guardianLinks.createdAt), asc(users.id))
    .limit(100);
}

/** The learner as the guardian who follows them knows them; undefined when they do not follow them. */
export async function followed(conn: Db | Tx, guardianId: string, learnerId: string) {
  const [row] = await conn
    .select(linkedUser(guardianLinks.learnerId))
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.learnerId))
    .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.learnerId, learnerId)));
  return row;
}

export async function userOf(conn: Db | Tx, id: string) {
  const [row] = await conn
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

// ---------------------------------------------------------------- settings

export async function weeklySummaryOf(conn: Db | Tx, guardianId: string): Promise<boolean> {
  const [row] = await conn
    .select({ on: guardianSettings.weeklySummary })
    .from(guardianSettings)
    .where(eq(guardianSettings.guardianId, guardianId));
  return row?.on ?? true;
}

export async function setWeeklySummary(conn: Db | Tx, guardianId: string, on: boolean, at: Date) {
  await conn
    .insert(guardianSettings)
    .values({ guardianId, weeklySummary: on, updatedAt: at })
    .onConflictDoUpdate({ target: guardianSettings.guardianId, set: { weeklySummary: on, updatedAt: at } });
}

// ---------------------------------------------------------------- what a guardian sees

/** Each batch the learner is enrolled in: its live classes held by `now` and how many the learner attended. */
export function attendanceOf(conn: Db | Tx, learnerId: string, now: Date) {
  const held = sql`${col(liveClasses.batchId)} = ${col(enrollments.batchId)} and ${col(liveClasses.startsAt)} <= ${now.toISOString()}::timestamptz`;
  return conn
    .select({
      batchId: batches.id,
      batchName: batches.name,
      courseTitle: courses.title,
      classes: sql<number>`(select count(*) from ${liveClasses} where ${held})::int`,
      attended: sql<number>`(select count(*) from ${classAttendance} inner join ${liveClasses}
        on ${col(liveClasses.id)} = ${col(classAttendance.liveClassId)}
        where ${held} and ${col(classAttendance.userId)} = ${learnerId})::int`,
    })
    .from(enrollments)
    .innerJoin(batches, eq(batches.id, enrollments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(enrollments.userId, learnerId))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
    .limit(100);
}

/** The learner's sent and graded exam attempts, newest first, with each exam's total marks. */
export function examsOf(conn: Db | Tx, learnerId: string) {
  return conn
    .select({
      examId: exams.id,
      title: exams.title,
      batchName: batches.name,
      score: submissions.score,
      passed: submissions.passed,
      status: submissions.status,
      submittedAt: submissions.submittedAt,
      totalMarks: sql<number>`coalesce((select sum(${col(questions.marks)}) from ${questions}
        where ${col(questions.examId)} = ${col(exams.id)}), 0)::int`,
    })
    .from(submissions)
    .innerJoin(exams, eq(exams.id, submissions.examId))
    .innerJoin(batches, eq(batches.id, exams.batchId))
    .where(and(eq(submissions.userId, learnerId), inArray(submissions.status, ['submitted', 'graded'])))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(100);
}

/** The learner's purchases of courses and batches, newest first, with what each bought. */
export function paymentsOf(conn: Db | Tx, learnerId: string) {
  return conn
    .select({ purchase: purchases, courseTitle: courses.title, batchName: batches.name })
    .from(purchases)
    .innerJoin(courses, eq(courses.id, purchases.courseId))
    .innerJoin(batches, eq(batches.id, purchases.batchId))
    .where(eq(purchases.userId, learnerId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(100);
}

// ---------------------------------------------------------------- the weekly summary

/** Guardians with the summary on and none for `week` yet, with where a message reaches them. */
export function guardiansDue(conn: Db | Tx, week: string, limit: number) {
  return conn
    .selectDistinct({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .leftJoin(guardianSettings, eq(guardianSettings.guardianId, guardianLinks.guardianId))
    .where(
      and(
        or(isNull(guardianSettings.guardianId), eq(guardianSettings.weeklySummary, true)),
        sql`not exists (select 1 from ${guardianSummaries} where ${col(guardianSummaries.guardianId)} =
          ${col(guardianLinks.guardianId)} and ${col(guardianSummaries.week)} = ${week})`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/** Takes the guardian's summary of `week`: false when it was taken already (another host, an earlier run). */
export async function claimSummary(tx: Tx, values: typeof guardianSummaries.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(guardianSummaries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: guardianSummaries.guardianId });
  return rows.length > 0;
}

/** One learner's week from `from` to `to` (Asia/Dhaka days; `start`–`end` the same as moments). */
export async function weekOf(
  conn: Db | Tx,
  learnerId: string,
  week: { from: string; to: string; start: Date; end: Date },
) {
  const inWeek = (column: typeof liveClasses.startsAt | typeof practices.reviewedAt) =>
    and(gte(column, week.start), lte(column, week.end));
  const [days, classes, attended, sabaq, reviewed] = await Promise.all([
    conn
      .select({ n: sql<number>`count(*)::int` })
      .from(studyDays)
      .where(
        and(eq(studyDays.userId, learnerId), gte(studyDays.day, week.from), lte(studyDays.day, week.to)),
      ),
    conn
      .select({ n: sql<number>`count(*)::int` })
      .from(liveClasses)
      .innerJoin(
        enrollments,
        and(eq(enrollments.batchId, liveClasses.batchId), eq(enrollments.userId, learnerId)),
      )
      .where(inWeek(liveClasses.startsAt)),
    conn
      .select({ n: sql<number>`count(*)::int` })
      .from(classAttendance)
      .innerJoin(liveClasses, eq(liveClasses.id, classAttendance.liveClassId))
      .where(and(eq(classAttendance.userId, learnerId), inWeek(liveClasses.startsAt))),
    conn
      .select({
        n: sql<number>`coalesce(sum(${col(hifzRecitations.lastAyah)} - ${col(hifzRecitations.firstAyah)} + 1), 0)::int`,
      })
      .from(hifzRecitations)
      .where(
        and(
          eq(hifzRecitations.learnerId, learnerId),
          eq(hifzRecitations.tier, 'sabaq'),
          gte(hifzRecitations.day, week.from),
          lte(hifzRecitations.day, week.to),
        ),
      ),
    conn
      .select({ n: sql<number>`count(*)::int` })
      .from(practices)
      .where(and(eq(practices.learnerId, learnerId), inWeek(practices.reviewedAt))),
  ]);
  return {
    days: days[0]?.n ?? 0,
    classes: classes[0]?.n ?? 0,
    attended: attended[0]?.n ?? 0,
    newAyahs: sabaq[0]?.n ?? 0,
    reviewed: reviewed[0]?.n ?? 0,
  };
}
