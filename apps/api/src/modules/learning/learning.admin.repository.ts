// The console's reads and writes of learning (issue 19): the dashboard's classes and running batches,
// editing modules, recordings and live classes, and a class's attendance.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { moveTo, nextPosition } from '../../db/reorder';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';
import { batchLearnerIdsSql, enrollmentCountSql } from '../enrollments/enrollments.repository';
import type { LiveClassRow, ModuleRow, RecordingRow } from './learning.repository';
import { classAttendance, liveClasses, modules, recordings } from './learning.table';

// ---------------------------------------------------------------- the console's dashboard (issue 19)

/** Live classes starting in [from, to), earliest first, with their batch and course. */
export function classesBetween(db: Db | Tx, from: Date, to: Date) {
  return db
    .select({ live: liveClasses, batchName: batches.name, courseTitle: courses.title })
    .from(liveClasses)
    .innerJoin(batches, eq(batches.id, liveClasses.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(and(sql`${liveClasses.startsAt} >= ${from}`, sql`${liveClasses.startsAt} < ${to}`))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
}

/**
 * The live batches still running at `from` (a class from then on), with their course and seats taken
 * (`taken`, a column over `batches`), soonest start first.
 */
export function runningLiveBatches(db: Db | Tx, from: Date, taken: SQL<number>) {
  return db
    .select({ batch: batches, courseTitle: courses.title, taken })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(
      and(
        eq(batches.mode, 'live'),
        sql`exists (select 1 from ${liveClasses} where ${liveClasses.batchId} = ${batches.id} and ${liveClasses.startsAt} >= ${from})`,
      ),
    )
    .orderBy(asc(batches.startsAt), asc(batches.id))
    .limit(50);
}

/**
 * The live classes that started between two instants with how many of their batch's learners joined and how
 * many the batch has (the console's trends, issue 40), latest first.
 */
export function attendanceBetween(db: Db | Tx, from: Date, to: Date, limit: number) {
  return db
    .select({
      live: liveClasses,
      batchName: batches.name,
      attended:
        sql<number>`(select count(*) from ${classAttendance} where ${col(classAttendance.liveClassId)} = ${col(liveClasses.id)})`.mapWith(
          Number,
        ),
      learners: enrollmentCountSql(liveClasses.batchId).mapWith(Number),
    })
    .from(liveClasses)
    .innerJoin(batches, eq(batches.id, liveClasses.batchId))
    .where(and(sql`${liveClasses.startsAt} >= ${from}`, sql`${liveClasses.startsAt} < ${to}`))
    .orderBy(sql`${liveClasses.startsAt} desc`, asc(liveClasses.id))
    .limit(limit);
}

// ---------------------------------------------------------------- the console (issue 19)

export type ModuleInsert = typeof modules.$inferInsert;
export type RecordingInsert = typeof recordings.$inferInsert;

export async function lockModule(tx: Tx, id: number): Promise<ModuleRow | undefined> {
  const [row] = await tx.select().from(modules).where(eq(modules.id, id)).for('update');
  return row;
}

export async function insertModule(tx: Tx, values: ModuleInsert): Promise<ModuleRow> {
  const [row] = await tx.insert(modules).values(values).returning();
  if (!row) throw new Error('the module was not inserted');
  return row;
}

export async function updateModule(tx: Tx, id: number, values: Partial<ModuleInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(modules).set(values).where(eq(modules.id, id));
}

/** A recording with its module's batch, locked until the transaction ends. */
export async function lockRecording(tx: Tx, id: number) {
  const [row] = await tx
    .select({ recording: recordings, batchId: modules.batchId })
    .from(recordings)
    .innerJoin(modules, eq(modules.id, recordings.moduleId))
    .where(eq(recordings.id, id))
    .for('update', { of: recordings });
  return row;
}

export async function insertRecording(tx: Tx, values: RecordingInsert): Promise<RecordingRow> {
  const [row] = await tx.insert(recordings).values(values).returning();
  if (!row) throw new Error('the recording was not inserted');
  return row;
}

export async function updateRecording(tx: Tx, id: number, values: Partial<RecordingInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(recordings).set(values).where(eq(recordings.id, id));
}

/** A module with its recordings in order. */
export async function moduleWithRecordings(db: Db | Tx, id: number) {
  const [module] = await db.select().from(modules).where(eq(modules.id, id));
  if (!module) return undefined;
  const lessons = await db
    .select()
    .from(recordings)
    .where(eq(recordings.moduleId, id))
    .orderBy(asc(recordings.position), asc(recordings.id));
  return { module, lessons };
}

export type LiveClassInsert = typeof liveClasses.$inferInsert;

/** A batch's live classes by start, with how many of its learners joined each and how many it has. */
export function classesOfBatch(db: Db | Tx, batchId: number) {
  return db
    .select({
      live: liveClasses,
      attended: sql<number>`(select count(*)::int from ${classAttendance} where ${col(classAttendance.liveClassId)} = ${col(liveClasses.id)})`,
      learners: sql<number>`${enrollmentCountSql(liveClasses.batchId)}::int`,
    })
    .from(liveClasses)
    .where(eq(liveClasses.batchId, batchId))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
}

export async function lockLiveClass(tx: Tx, id: number): Promise<LiveClassRow | undefined> {
  const [row] = await tx.select().from(liveClasses).where(eq(liveClasses.id, id)).for('update');
  return row;
}

export async function insertLiveClass(tx: Tx, values: LiveClassInsert): Promise<LiveClassRow> {
  const [row] = await tx.insert(liveClasses).values(values).returning();
  if (!row) throw new Error('the class was not inserted');
  return row;
}

export async function updateLiveClass(tx: Tx, id: number, values: Partial<LiveClassInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(liveClasses).set(values).where(eq(liveClasses.id, id));
}

/** A class's batch learners, each with their first join of it (null when absent), by name. */
export function attendanceOfClass(db: Db | Tx, live: Pick<LiveClassRow, 'id' | 'batchId'>) {
  return db
    .select({ learner: users, joinedAt: classAttendance.firstJoinedAt })
    .from(users)
    .leftJoin(
      classAttendance,
      and(eq(classAttendance.userId, users.id), eq(classAttendance.liveClassId, live.id)),
    )
    .where(sql`${users.id} in ${batchLearnerIdsSql(live.batchId)}`)
    .orderBy(asc(users.name), asc(users.id));
}

/** Removes a learner's attendance of a class (a teacher's correction). */
export async function removeAttendance(tx: Tx, liveClassId: number, userId: string): Promise<void> {
  await tx
    .delete(classAttendance)
    .where(and(eq(classAttendance.liveClassId, liveClassId), eq(classAttendance.userId, userId)));
}

/** The position after the last module of a batch. */
export const nextModulePosition = (tx: Tx, batchId: number) =>
  nextPosition(tx, modules, eq(modules.batchId, batchId));

/** Moves a module to `to` among its batch's, the others shifted to make room. */
export const moveModule = (tx: Tx, batchId: number, id: number, to: number) =>
  moveTo(tx, modules, eq(modules.batchId, batchId), id, to);

/** The position after the last recording of a module. */
export const nextRecordingPosition = (tx: Tx, moduleId: number) =>
  nextPosition(tx, recordings, eq(recordings.moduleId, moduleId));

/** Moves a recording to `to` among its module's, the others shifted to make room. */
export const moveRecording = (tx: Tx, moduleId: number, id: number, to: number) =>
  moveTo(tx, recordings, eq(recordings.moduleId, moduleId), id, to);
