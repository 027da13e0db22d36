// The console's reads and writes of recitation practice (issue 20): the review queue, a batch's
// assignments, the teachers' verdicts, marks and voice corrections.
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';
import { exams, submissions } from '../exams/exams.table';
import type {
  AssignmentInsert,
  AssignmentRow,
  MarkInsert,
  MarkRow,
  MarkWithCorrection,
  PracticeRow,
  VerdictRow,
} from './practice.repository';
import {
  practiceAssignments,
  practiceAudio,
  practiceAyahVerdicts,
  practiceMarks,
  practices,
} from './practice.table';

/** A practice as the console shows it: with its assignment, batch, course and learner. */
export interface ConsolePracticeRow {
  practice: PracticeRow;
  assignment: AssignmentRow;
  batch: { id: number; name: string; teacherId: string | null };
  courseTitle: string;
  learner: { id: string; name: string; phone: string | null; email: string | null };
  /** The exam whose recitation question the practice answers; null for an ordinary one. */
  examTitle: string | null;
}

function consoleSelect(db: Db | Tx) {
  return db
    .select({
      practice: practices,
      assignment: practiceAssignments,
      batch: { id: batches.id, name: batches.name, teacherId: batches.teacherId },
      courseTitle: courses.title,
      learner: { id: users.id, name: users.name, phone: users.phone, email: users.email },
      examTitle: sql<string | null>`(select ${col(exams.title)} from ${submissions}
        inner join ${exams} on ${col(exams.id)} = ${col(submissions.examId)}
        where ${col(submissions.id)} = ${col(practiceAssignments.examSubmissionId)})`,
      total: totalSql,
    })
    .from(practices)
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practices.assignmentId))
    .innerJoin(batches, eq(batches.id, practiceAssignments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(users, eq(users.id, practices.learnerId));
}

/** A practice for the console; a teacher's only when the batch is theirs. */
export async function consolePractice(
  db: Db | Tx,
  id: string,
  teacherId?: string,
): Promise<ConsolePracticeRow | undefined> {
  const [row] = await consoleSelect(db).where(
    and(eq(practices.id, id), teacherId === undefined ? undefined : eq(batches.teacherId, teacherId)),
  );
  return row;
}

/** Which practices the console's queue lists: waiting for a teacher, or with a review. */
export interface QueueFilter {
  status: 'submitted' | 'reviewed';
  batchId?: number;
  teacherId?: string;
  /** Only the recitations of learners' days of memorisation (issue 41), or only the other practices. */
  kind?: 'hifz' | 'practice';
}

const queueConditions = (filter: QueueFilter) =>
  and(
    filter.status === 'submitted'
      ? eq(practices.status, 'submitted')
      : and(sql`${col(practices.status)} <> 'submitted'`, sql`${col(practices.reviewedAt)} is not null`),
    filter.batchId === undefined ? undefined : eq(practiceAssignments.batchId, filter.batchId),
    filter.teacherId === undefined ? undefined : eq(batches.teacherId, filter.teacherId),
    filter.kind === undefined
      ? undefined
      : filter.kind === 'hifz'
        ? isNotNull(practiceAssignments.hifzTier)
        : isNull(practiceAssignments.hifzTier),
  );

/** One page of the queue: the waiting ones oldest sent first, the reviewed newest review first. */
export function queuePage(db: Db | Tx, filter: QueueFilter, query: PageQuery) {
  const order =
    filter.status === 'submitted'
      ? [asc(practices.submittedAt), asc(practices.id)]
      : [desc(practices.reviewedAt), asc(practices.id)];
  return withPagination(
    consoleSelect(db)
      .where(queueConditions(filter))
      .orderBy(...order),
    () =>
      db
        .select({ n: count() })
        .from(practices)
        .innerJoin(practiceAssignments, eq(practiceAssignments.id, practices.assignmentId))
        .innerJoin(batches, eq(batches.id, practiceAssignments.batchId))
        .where(queueConditions(filter)),
    query,
  );
}

/** A practice, locked until the transaction ends. */
export async function lockPractice(tx: Tx, id: string): Promise<PracticeRow | undefined> {
  const [row] = await tx.select().from(practices).where(eq(practices.id, id)).for('update');
  return row;
}

/**
 * A batch's assignments, newest first, each with its one learner and how many sent it and were reviewed
 * (not the exams' recitation practices nor the days of memorisation's: those are reviewed from the queue).
 */
export function assignmentsOfBatch(db: Db | Tx, batchId: number) {
  return db
    .select({
      assignment: practiceAssignments,
      learner: { id: users.id, name: users.name, phone: users.phone },
      submitted: sql<number>`(select count(*) from ${practices} where ${col(practices.assignmentId)} =
        ${col(practiceAssignments.id)} and ${col(practices.round)} > 0)::int`,
      reviewed: sql<number>`(select count(*) from ${practices} where ${col(practices.assignmentId)} =
        ${col(practiceAssignments.id)} and ${col(practices.round)} > 0
        and ${col(practices.status)} <> 'submitted')::int`,
    })
    .from(practiceAssignments)
    .leftJoin(users, eq(users.id, practiceAssignments.learnerId))
    .where(
      and(
        eq(practiceAssignments.batchId, batchId),
        isNull(practiceAssignments.examSubmissionId),
        isNull(practiceAssignments.hifzTier),
      ),
    )
    .orderBy(desc(practiceAssignments.createdAt), desc(practiceAssignments.id))
    .limit(500);
}

export async function insertAssignment(tx: Tx, values: AssignmentInsert): Promise<AssignmentRow> {
  const [row] = await tx.insert(practiceAssignments).values(values).returning();
  if (!row) throw new Error('the assignment was not inserted');
  return row;
}

/** Sets (or changes) a verdict of a round. */
export async function setVerdict(
  tx: Tx,
  values: {
    practiceId: string;
    round: number;
    ayah: number;
    verdict: VerdictRow['verdict'];
    createdBy: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .insert(practiceAyahVerdicts)
    .values({
      practiceId: values.practiceId,
      round: values.round,
      ayah: values.ayah,
      verdict: values.verdict,
      createdBy: values.createdBy,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [practiceAyahVerdicts.practiceId, practiceAyahVerdicts.round, practiceAyahVerdicts.ayah],
      set: { verdict: values.verdict, createdBy: values.createdBy, updatedAt: values.now },
    });
}

/** Adds a mark; undefined when the word already carries a mark of that category in the round. */
export async function insertMark(tx: Tx, values: MarkInsert): Promise<MarkRow | undefined> {
  const [row] = await tx.insert(practiceMarks).values(values).onConflictDoNothing().returning();
  return row;
}

/** A mark with its practice's id, for the console (a teacher's only when the batch is theirs). */
export async function markOf(db: Db | Tx, id: string, teacherId?: string): Promise<MarkRow | undefined> {
  const [row] = await db
    .select({ mark: practiceMarks })
    .from(practiceMarks)
    .innerJoin(practices, eq(practices.id, practiceMarks.practiceId))
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practices.assignmentId))
    .innerJoin(batches, eq(batches.id, practiceAssignments.batchId))
    .where(
      and(eq(practiceMarks.id, id), teacherId === undefined ? undefined : eq(batches.teacherId, teacherId)),
    );
  return row?.mark;
}

export async function deleteMark(tx: Tx, id: string): Promise<void> {
  await tx.delete(practiceMarks).where(eq(practiceMarks.id, id));
}

/** Gives a mark its voice correction (replacing an earlier one). */
export async function setCorrection(tx: Tx, markId: string, audioId: string): Promise<void> {
  await tx.update(practiceMarks).set({ correctionId: audioId }).where(eq(practiceMarks.id, markId));
}

/** The audio of a mark with its correction, for the answer after an upload. */
export async function markWithCorrection(db: Db | Tx, id: string): Promise<MarkWithCorrection | undefined> {
  const [row] = await db
    .select({ mark: practiceMarks, correction: practiceAudio })
    .from(practiceMarks)
    .leftJoin(practiceAudio, eq(practiceAudio.id, practiceMarks.correctionId))
    .where(eq(practiceMarks.id, id));
  return row ? { ...row.mark, correction: row.correction } : undefined;
}

/**
 * How long reviews took, from the learner's sending to the teacher's review, for the reviews made between two
 * instants (the console's trends, issue 40): how many, and the median and 90th percentile in seconds.
 */
export async function reviewTurnaround(db: Db | Tx, from: Date, to: Date) {
  const seconds = sql`extract(epoch from (${col(practices.reviewedAt)} - ${col(practices.submittedAt)}))`;
  const [row] = await db
    .select({
      reviews: count(),
      p50: sql<number | null>`percentile_cont(0.5) within group (order by ${seconds})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      p90: sql<number | null>`percentile_cont(0.9) within group (order by ${seconds})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(practices)
    .where(
      and(
        sql`${col(practices.reviewedAt)} >= ${from}`,
        sql`${col(practices.reviewedAt)} < ${to}`,
        sql`${col(practices.submittedAt)} <= ${col(practices.reviewedAt)}`,
      ),
    );
  return { reviews: row?.reviews ?? 0, p50: row?.p50 ?? null, p90: row?.p90 ?? null };
}
