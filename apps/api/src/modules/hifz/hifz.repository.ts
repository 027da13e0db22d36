// The hifz area's reads and writes (issue 41). Ayahs are places in the mushaf (1–6,236).
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { batches } from '../catalogue/catalogue.table';
import { enrolledSql } from '../enrollments/enrollments.repository';
import { enrollments } from '../enrollments/enrollments.table';
import { practiceAssignments, practices } from '../practice/practice.table';
import { hifzPlans, hifzRecitations, hifzReviews, hifzTargets, hifzUnits } from './hifz.table';

export type TargetRow = typeof hifzTargets.$inferSelect;
export type UnitRow = typeof hifzUnits.$inferSelect;
export type UnitInsert = typeof hifzUnits.$inferInsert;
export type RecitationRow = typeof hifzRecitations.$inferSelect;

/** A target with its batch's name. */
export interface TargetWithBatch {
  target: TargetRow;
  batchName: string;
  teacherId: string | null;
}

const targetSelect = (conn: Db | Tx) =>
  conn
    .select({ target: hifzTargets, batchName: batches.name, teacherId: batches.teacherId })
    .from(hifzTargets)
    .innerJoin(batches, eq(batches.id, hifzTargets.batchId));

/**
 * The targets that apply to a learner at `now`: in each batch they are actively enrolled in, their own,
 * else the batch's. `teacherId` keeps a teacher's batches only.
 */
export function targetsOfLearner(conn: Db | Tx, learnerId: string, now: Date, teacherId?: string) {
  const own = sql`exists (select 1 from ${hifzTargets} as own where own.batch_id = ${col(hifzTargets.batchId)}
    and own.learner_id = ${learnerId})`;
  return targetSelect(conn)
    .where(
      and(
        or(eq(hifzTargets.learnerId, learnerId), and(isNull(hifzTargets.learnerId), sql`not ${own}`)),
        enrolledSql(hifzTargets.batchId, learnerId, now),
        teacherId === undefined ? undefined : eq(batches.teacherId, teacherId),
      ),
    )
    .orderBy(asc(hifzTargets.batchId));
}

/** A batch's targets: its own first, then its learners'. */
export function targetsOfBatch(conn: Db | Tx, batchId: number) {
  return targetSelect(conn)
    .where(eq(hifzTargets.batchId, batchId))
    .orderBy(sql`${col(hifzTargets.learnerId)} is not null`, asc(hifzTargets.id));
}

/** Sets the batch's (or a learner's) target, replacing the one before; the row as it now stands. */
export async function upsertTarget(tx: Tx, values: typeof hifzTargets.$inferInsert): Promise<TargetRow> {
  const existing = await tx
    .select()
    .from(hifzTargets)
    .where(
      and(
        eq(hifzTargets.batchId, values.batchId),
        values.learnerId ? eq(hifzTargets.learnerId, values.learnerId) : isNull(hifzTargets.learnerId),
      ),
    )
    .for('update');
  const [before] = existing;
  if (before) {
    const [row] = await tx.update(hifzTargets).set(values).where(eq(hifzTargets.id, before.id)).returning();
    return row as TargetRow;
  }
  const [row] = await tx.insert(hifzTargets).values(values).returning();
  return row as TargetRow;
}

/** The target as it was before a change (for the audit log), or undefined. */
export async function targetOf(conn: Db | Tx, batchId: number, learnerId: string | null) {
  const [row] = await conn
    .select()
    .from(hifzTargets)
    .where(
      and(
        eq(hifzTargets.batchId, batchId),
        learnerId ? eq(hifzTargets.learnerId, learnerId) : isNull(hifzTargets.learnerId),
      ),
    );
  return row;
}

/** Where the learner's new ayahs go on from under a target; undefined: from its first ayah. */
export async function planOf(conn: Db | Tx, learnerId: string, targetId: number, lock = false) {
  const query = conn
    .select()
    .from(hifzPlans)
    .where(and(eq(hifzPlans.learnerId, learnerId), eq(hifzPlans.targetId, targetId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function setPlan(tx: Tx, learnerId: string, targetId: number, nextAyah: number, now: Date) {
  await tx
    .insert(hifzPlans)
    .values({ learnerId, targetId, nextAyah, updatedAt: now })
    .onConflictDoUpdate({
      target: [hifzPlans.learnerId, hifzPlans.targetId],
      set: { nextAyah, updatedAt: now },
    });
}

/** The learner's units overlapping the ayahs `first`–`last`, in the mushaf's order. */
export function unitsIn(conn: Db | Tx, learnerId: string, first: number, last: number) {
  return conn
    .select()
    .from(hifzUnits)
    .where(
      and(eq(hifzUnits.learnerId, learnerId), lte(hifzUnits.firstAyah, last), gte(hifzUnits.lastAyah, first)),
    )
    .orderBy(asc(hifzUnits.firstAyah));
}

export async function insertUnits(tx: Tx, values: UnitInsert[]) {
  if (values.length === 0) return;
  await tx.insert(hifzUnits).values(values).onConflictDoNothing();
}

export async function updateUnit(tx: Tx, id: number, values: Partial<UnitInsert>) {
  await tx.update(hifzUnits).set(values).where(eq(hifzUnits.id, id));
}

/** Units given again as sabaq today, or moved back: their `introducedOn` and `due`. */
export async function touchUnits(tx: Tx, ids: readonly number[], values: Partial<UnitInsert>) {
  if (ids.length === 0) return;
  await tx
    .update(hifzUnits)
    .set(values)
    .where(inArray(hifzUnits.id, [...ids]));
}

export async function insertReviews(tx: Tx, values: (typeof hifzReviews.$inferInsert)[]) {
  if (values.length === 0) return;
  await tx.insert(hifzReviews).values(values);
}

/** Each unit's last rating by a teacher. */
export async function lastTeacherRatings(conn: Db | Tx, unitIds: readonly number[]) {
  if (unitIds.length === 0) return new Map<number, UnitRow['lastRating']>();
  const rows = await conn
    .selectDistinctOn([hifzReviews.unitId], { unitId: hifzReviews.unitId, rating: hifzReviews.rating })
    .from(hifzReviews)
    .where(and(inArray(hifzReviews.unitId, [...unitIds]), eq(hifzReviews.source, 'teacher')))
    .orderBy(hifzReviews.unitId, desc(hifzReviews.reviewedAt), desc(hifzReviews.id));
  return new Map(rows.map((row) => [row.unitId, row.rating]));
}

/** Whether a teacher rated any of the units since `since`. */
export async function teacherRatedSince(conn: Db | Tx, unitIds: readonly number[], since: Date) {
  if (unitIds.length === 0) return false;
  const [row] = await conn
    .select({ id: hifzReviews.id })
    .from(hifzReviews)
    .where(
      and(
        inArray(hifzReviews.unitId, [...unitIds]),
        eq(hifzReviews.source, 'teacher'),
        gte(hifzReviews.reviewedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A learner's recitations of one day under a target. */
export function recitationsOfDay(conn: Db | Tx, learnerId: string, targetId: number, day: string) {
  return conn
    .select()
    .from(hifzRecitations)
    .where(
      and(
        eq(hifzRecitations.learnerId, learnerId),
        eq(hifzRecitations.targetId, targetId),
        eq(hifzRecitations.day, day),
      ),
    )
    .orderBy(asc(hifzRecitations.id));
}

/** Adds a recitation of the day, or answers the one there (the same tier and first ayah that day). */
export async function claimRecitation(
  tx: Tx,
  values: typeof hifzRecitations.$inferInsert,
): Promise<RecitationRow> {
  await tx.insert(hifzRecitations).values(values).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(hifzRecitations)
    .where(
      and(
        eq(hifzRecitations.learnerId, values.learnerId),
        eq(hifzRecitations.targetId, values.targetId),
        eq(hifzRecitations.day, values.day),
        eq(hifzRecitations.tier, values.tier),
        eq(hifzRecitations.firstAyah, values.firstAyah),
      ),
    )
    .for('update');
  if (!row) throw new Error('the hifz recitation was not kept');
  return row;
}

export async function updateRecitation(
  tx: Tx,
  id: number,
  values: Partial<typeof hifzRecitations.$inferInsert>,
) {
  await tx.update(hifzRecitations).set(values).where(eq(hifzRecitations.id, id));
}

/** The recitation a practice assignment records, if it is one. */
export async function recitationOfAssignment(conn: Db | Tx, assignmentId: number) {
  const [row] = await conn
    .select()
    .from(hifzRecitations)
    .where(eq(hifzRecitations.assignmentId, assignmentId));
  return row;
}

/** The learners actively enrolled in a batch at `now`, by name, with their hifz recitations waiting for review. */
export function batchLearners(conn: Db | Tx, batchId: number, now: Date) {
  return conn
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      waiting: sql<number>`(select count(*) from ${practices}
        inner join ${practiceAssignments} on ${col(practiceAssignments.id)} = ${col(practices.assignmentId)}
        where ${col(practices.learnerId)} = ${col(users.id)} and ${col(practiceAssignments.batchId)} = ${batchId}
        and ${col(practiceAssignments.hifzTier)} is not null and ${col(practices.status)} = 'submitted')::int`,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.batchId, batchId), enrolledSql(enrollments.batchId, col(users.id), now)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(10_000);
}

/** The units of some learners (a batch's map counts), in one read. */
export function unitsOfLearners(conn: Db | Tx, learnerIds: readonly string[]) {
  if (learnerIds.length === 0) return Promise.resolve([] as UnitRow[]);
  return conn
    .select()
    .from(hifzUnits)
    .where(inArray(hifzUnits.learnerId, [...learnerIds]));
}

/** The learner as the console names them. */
export async function learnerOf(conn: Db | Tx, id: string) {
  const [row] = await conn
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
