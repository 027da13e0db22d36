// The recitation practice area's reads and writes (issue 20): assignments, learners' practices, their
// recordings and the teachers' verdicts and marks, round by round, and the audio conversion queue.
import { mistakeCategoryOrder } from '@tilawat/domain/rules';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import type { At } from '../../db/sql';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';
import { enrolledSql } from '../enrollments/enrollments.repository';
import { enrollments } from '../enrollments/enrollments.table';
import { exams, submissions } from '../exams/exams.table';
import {
  practiceAssignments,
  practiceAudio,
  practiceAyahVerdicts,
  practiceMarks,
  practiceRecordings,
  practices,
} from './practice.table';

export type AssignmentRow = typeof practiceAssignments.$inferSelect;
export type AssignmentInsert = typeof practiceAssignments.$inferInsert;
export type PracticeRow = typeof practices.$inferSelect;
export type AudioRow = typeof practiceAudio.$inferSelect;
export type AudioInsert = typeof practiceAudio.$inferInsert;
export type VerdictRow = typeof practiceAyahVerdicts.$inferSelect;
export type MarkRow = typeof practiceMarks.$inferSelect;
export type MarkInsert = typeof practiceMarks.$inferInsert;

/** A learner's recording of an ayah with its audio. */
export interface RecordingWithAudio {
  id: string;
  ayah: number;
  round: number;
  createdAt: Date;
  audio: AudioRow;
}

/** A mark with its voice correction's audio (null when it has none). */
export interface MarkWithCorrection extends MarkRow {
  correction: AudioRow | null;
}

/** An assignment with its batch and course, and the caller's practice of it (null before the first recording). */
export interface AssignmentView {
  assignment: AssignmentRow;
  batch: { id: number; name: string; teacherId: string | null };
  courseTitle: string;
  practice: PracticeRow | null;
}

/**
 * The round whose verdicts and marks the learner sees: the last reviewed one (0: none yet). A practice
 * waiting for the teacher in round r was reviewed in r - 1; otherwise a practice with a review was
 * reviewed in its own round.
 */
export function reviewedRound(practice: Pick<PracticeRow, 'status' | 'round' | 'reviewedAt'> | null): number {
  if (!practice) return 0;
  if (practice.status === 'submitted') return practice.round - 1;
  return practice.reviewedAt ? practice.round : 0;
}

/** {@link reviewedRound} as a column over `practices`. */
const reviewedRoundSql = sql<number>`(case when ${col(practices.status)} = 'submitted' then ${col(practices.round)} - 1
  when ${col(practices.reviewedAt)} is not null then ${col(practices.round)} else 0 end)`;

// ---------------------------------------------------------------- the learner's side

/**
 * Whether a learner holds an assignment: it is theirs alone, or it is for the whole batch and they are
 * actively enrolled in it at `now`.
 */
const heldBy = (userId: string, now: At): SQL =>
  sql`(${col(practiceAssignments.learnerId)} = ${userId} or (${col(practiceAssignments.learnerId)} is null
    and ${enrolledSql(practiceAssignments.batchId, userId, now)}))`;

function assignmentsSelect(db: Db | Tx, userId: string, now: At, where: SQL | undefined) {
  return db
    .select({
      assignment: practiceAssignments,
      batch: { id: batches.id, name: batches.name, teacherId: batches.teacherId },
      courseTitle: courses.title,
      practice: practices,
      total: totalSql,
    })
    .from(practiceAssignments)
    .innerJoin(batches, eq(batches.id, practiceAssignments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(
      practices,
      and(eq(practices.assignmentId, practiceAssignments.id), eq(practices.learnerId, userId)),
    )
    .where(and(heldBy(userId, now), where));
}

/** The place of a practice in the learner's list: to record (0), waiting for the teacher (1), reviewed (2). */
const openRank = sql`(case coalesce(${col(practices.status)}, 'assigned') when 'assigned' then 0
  when 'submitted' then 1 else 2 end)`;

/**
 * One page of the practices a learner holds (of one batch when given): open ones first — to record,
 * then waiting for the teacher — by due date (none last), then the reviewed, newest review first. The
 * practices of exams' recitation questions are left out (the exam page links to them).
 */
export function learnerAssignmentsPage(
  db: Db | Tx,
  userId: string,
  now: Date,
  filter: { batchId?: number },
  query: PageQuery,
) {
  // an exam's recitation practice is reached from its exam, not listed
  const where = and(
    isNull(practiceAssignments.examSubmissionId),
    filter.batchId === undefined ? undefined : eq(practiceAssignments.batchId, filter.batchId),
  );
  return withPagination(
    assignmentsSelect(db, userId, now, where).orderBy(
      openRank,
      sql`case when ${openRank} < 2 then ${col(practiceAssignments.dueAt)} end asc nulls last`,
      sql`case when ${openRank} = 2 then ${col(practices.reviewedAt)} end desc nulls last`,
      desc(practiceAssignments.id),
    ),
    () =>
      db
        .select({ n: count() })
        .from(practiceAssignments)
        .where(and(heldBy(userId, now), where)),
    query,
  );
}

/** An assignment the learner holds, with their practice of it; undefined when they do not hold it. */
export async function learnerAssignment(
  db: Db | Tx,
  userId: string,
  id: number,
  now: Date,
): Promise<AssignmentView | undefined> {
  const [row] = await assignmentsSelect(db, userId, now, eq(practiceAssignments.id, id));
  return row;
}

/** The learner's practice of an assignment, locked until the transaction ends. */
export async function lockPracticeOf(
  tx: Tx,
  assignmentId: number,
  learnerId: string,
): Promise<PracticeRow | undefined> {
  const [row] = await tx
    .select()
    .from(practices)
    .where(and(eq(practices.assignmentId, assignmentId), eq(practices.learnerId, learnerId)))
    .for('update');
  return row;
}

/** The learner's practice of an assignment, made (status `assigned`, round 0) on their first recording; locked. */
export async function upsertPractice(
  tx: Tx,
  assignmentId: number,
  learnerId: string,
  now: Date,
): Promise<PracticeRow> {
  await tx
    .insert(practices)
    .values({ assignmentId, learnerId, status: 'assigned', round: 0, createdAt: now })
    .onConflictDoNothing();
  const row = await lockPracticeOf(tx, assignmentId, learnerId);
  if (!row) throw new Error('the practice was not made');
  return row;
}

export async function updatePractice(
  tx: Tx,
  id: string,
  values: Partial<Omit<PracticeRow, 'id' | 'assignmentId' | 'learnerId' | 'createdAt'>>,
): Promise<PracticeRow> {
  const [row] = await tx.update(practices).set(values).where(eq(practices.id, id)).returning();
  if (!row) throw new Error('the practice vanished');
  return row;
}

/**
 * Each ayah's current recording of a practice — its newest — with its audio, by ayah: the latest round's,
 * then the latest taken (two takes of one ayah within a round are never the same millisecond on a real
 * clock; a frozen test clock must move between them).
 */
export async function currentRecordings(
  db: Db | Tx,
  practiceId: string,
): Promise<Map<number, RecordingWithAudio>> {
  const rows = await db
    .selectDistinctOn([practiceRecordings.ayah], {
      id: practiceRecordings.id,
      ayah: practiceRecordings.ayah,
      round: practiceRecordings.round,
      createdAt: practiceRecordings.createdAt,
      audio: practiceAudio,
    })
    .from(practiceRecordings)
    .innerJoin(practiceAudio, eq(practiceAudio.id, practiceRecordings.id))
    .where(eq(practiceRecordings.practiceId, practiceId))
    .orderBy(
      practiceRecordings.ayah,
      desc(practiceRecordings.round),
      desc(practiceRecordings.createdAt),
      desc(practiceRecordings.id),
    );
  return new Map(rows.map((row) => [row.ayah, row]));
}

export async function insertAudio(tx: Db | Tx, values: AudioInsert): Promise<AudioRow> {
  const [row] = await tx.insert(practiceAudio).values(values).returning();
  if (!row) throw new Error('the audio was not inserted');
  return row;
}

export async function insertRecording(
  tx: Tx,
  values: { id: string; practiceId: string; ayah: number; round: number; createdAt: Date },
): Promise<void> {
  await tx.insert(practiceRecordings).values(values);
}

/** A practice's verdicts of one round, by ayah. */
export async function verdictsOf(
  db: Db | Tx,
  practiceId: string,
  round: number,
): Promise<Map<number, VerdictRow['verdict']>> {
  if (round < 1) return new Map();
  const rows = await db
    .select()
    .from(practiceAyahVerdicts)
    .where(and(eq(practiceAyahVerdicts.practiceId, practiceId), eq(practiceAyahVerdicts.round, round)));
  return new Map(rows.map((row) => [row.ayah, row.verdict]));
}

/** The rubric's order of the categories (the console's picker: `mistakeCategoryOrder`). */
const categoryOrder = sql`array_position(${sql.raw(
  `array[${mistakeCategoryOrder.map((category) => `'${category}'`).join(',')}]::text[]`,
)}, ${col(practiceMarks.category)})`;

/** A practice's marks of one round with their corrections, by ayah, word and the rubric's order. */
export async function marksOf(db: Db | Tx, practiceId: string, round: number): Promise<MarkWithCorrection[]> {
  if (round < 1) return [];
  const rows = await db
    .select({ mark: practiceMarks, correction: practiceAudio })
    .from(practiceMarks)
    .leftJoin(practiceAudio, eq(practiceAudio.id, practiceMarks.correctionId))
    .where(and(eq(practiceMarks.practiceId, practiceId), eq(practiceMarks.round, round)))
    .orderBy(asc(practiceMarks.ayah), asc(practiceMarks.word), categoryOrder);
  return rows.map(({ mark, correction }) => ({ ...mark, correction }));
}

/**
 * The learner's most frequent mistakes over the last review of each of their practices: how many
 * reviews, how many marks, the marks by category and severity (most first), and the ten words marked
 * most often (most first).
 */
export async function mistakeSummary(db: Db | Tx, learnerId: string) {
  const reviewed = and(eq(practices.learnerId, learnerId), sql`${reviewedRoundSql} > 0`);
  const lastReview = and(reviewed, sql`${col(practiceMarks.round)} = ${reviewedRoundSql}`);
  const [reviews, kinds, words] = await Promise.all([
    db.select({ n: count() }).from(practices).where(reviewed),
    db
      .select({ category: practiceMarks.category, severity: practiceMarks.severity, n: count() })
      .from(practiceMarks)
      .innerJoin(practices, eq(practices.id, practiceMarks.practiceId))
      .where(lastReview)
      .groupBy(practiceMarks.category, practiceMarks.severity)
      .orderBy(desc(count()), categoryOrder, asc(practiceMarks.severity)),
    db
      .select({
        surah: practiceAssignments.surah,
        ayah: practiceMarks.ayah,
        word: practiceMarks.word,
        text: practiceMarks.wordText,
        n: count(),
      })
      .from(practiceMarks)
      .innerJoin(practices, eq(practices.id, practiceMarks.practiceId))
      .innerJoin(practiceAssignments, eq(practiceAssignments.id, practices.assignmentId))
      .where(lastReview)
      .groupBy(practiceAssignments.surah, practiceMarks.ayah, practiceMarks.word, practiceMarks.wordText)
      .orderBy(
        desc(count()),
        asc(practiceAssignments.surah),
        asc(practiceMarks.ayah),
        asc(practiceMarks.word),
      )
      .limit(10),
  ]);
  return {
    reviewed: reviews[0]?.n ?? 0,
    marks: kinds.reduce((sum, kind) => sum + kind.n, 0),
    kinds,
    words,
  };
}

// ---------------------------------------------------------------- the console's side

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

/** The exam whose attempt a recitation practice answers (by the attempt's id). */
export async function examOfAttempt(
  db: Db | Tx,
  submissionId: string,
): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db
    .select({ id: exams.id, title: exams.title })
    .from(submissions)
    .innerJoin(exams, eq(exams.id, submissions.examId))
    .where(eq(submissions.id, submissionId));
  return row;
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
}

const queueConditions = (filter: QueueFilter) =>
  and(
    filter.status === 'submitted'
      ? eq(practices.status, 'submitted')
      : and(sql`${col(practices.status)} <> 'submitted'`, sql`${col(practices.reviewedAt)} is not null`),
    filter.batchId === undefined ? undefined : eq(practiceAssignments.batchId, filter.batchId),
    filter.teacherId === undefined ? undefined : eq(batches.teacherId, filter.teacherId),
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
 * (not the exams' recitation practices: those are reviewed from the queue).
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
    .where(and(eq(practiceAssignments.batchId, batchId), isNull(practiceAssignments.examSubmissionId)))
    .orderBy(desc(practiceAssignments.createdAt), desc(practiceAssignments.id))
    .limit(500);
}

export async function insertAssignment(tx: Tx, values: AssignmentInsert): Promise<AssignmentRow> {
  const [row] = await tx.insert(practiceAssignments).values(values).returning();
  if (!row) throw new Error('the assignment was not inserted');
  return row;
}

/** A learner actively enrolled in the batch at `now`, with their name and phone; undefined otherwise. */
export async function enrolledLearner(db: Db | Tx, batchId: number, userId: string, now: Date) {
  const [row] = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      and(
        eq(enrollments.batchId, batchId),
        eq(enrollments.userId, userId),
        or(
          isNull(enrollments.expiresAt),
          sql`${col(enrollments.expiresAt)} > ${now.toISOString()}::timestamptz`,
        ),
      ),
    );
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
 * Carries the review of round `from` into round `to` for the ayahs judged correct (not recorded again):
 * their verdicts and marks, so that the new round's review — and its score — is of the whole recitation.
 */
export async function carryCorrectAyahs(
  tx: Tx,
  practiceId: string,
  from: number,
  to: number,
  now: Date,
): Promise<void> {
  const correct = await tx
    .select()
    .from(practiceAyahVerdicts)
    .where(
      and(
        eq(practiceAyahVerdicts.practiceId, practiceId),
        eq(practiceAyahVerdicts.round, from),
        eq(practiceAyahVerdicts.verdict, 'correct'),
      ),
    );
  if (correct.length === 0) return;
  const ayahs = correct.map((row) => row.ayah);
  await tx
    .insert(practiceAyahVerdicts)
    .values(correct.map((row) => ({ ...row, round: to, updatedAt: now })))
    .onConflictDoNothing();
  const marks = await tx
    .select()
    .from(practiceMarks)
    .where(
      and(
        eq(practiceMarks.practiceId, practiceId),
        eq(practiceMarks.round, from),
        inArray(practiceMarks.ayah, ayahs),
      ),
    );
  if (marks.length > 0) {
    await tx
      .insert(practiceMarks)
      .values(marks.map(({ id: _id, ...mark }) => ({ ...mark, round: to })))
      .onConflictDoNothing();
  }
}

// ---------------------------------------------------------------- the audio queue

export async function findAudio(db: Db | Tx, id: string): Promise<AudioRow | undefined> {
  const [row] = await db.select().from(practiceAudio).where(eq(practiceAudio.id, id));
  return row;
}

/**
 * Takes the oldest audio waiting — queued, or converting under a lease that lapsed (its worker died) —
 * for one worker: converting, a try more, held until `leaseUntil`; another process skips one being
 * taken (SKIP LOCKED). Undefined when none waits.
 */
export async function claimAudio(
  db: Db,
  { now, leaseUntil, maxAttempts }: { now: Date; leaseUntil: Date; maxAttempts: number },
): Promise<AudioRow | undefined> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: practiceAudio.id })
      .from(practiceAudio)
      .where(
        and(
          lt(practiceAudio.attempts, maxAttempts),
          or(
            eq(practiceAudio.status, 'queued'),
            and(
              eq(practiceAudio.status, 'converting'),
              or(isNull(practiceAudio.leaseUntil), lt(practiceAudio.leaseUntil, now)),
            ),
          ),
        ),
      )
      .orderBy(practiceAudio.createdAt, practiceAudio.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [row] = await tx
      .update(practiceAudio)
      .set({ status: 'converting', attempts: sql`${practiceAudio.attempts} + 1`, leaseUntil, updatedAt: now })
      .where(eq(practiceAudio.id, next.id))
      .returning();
    return row;
  });
}

/** The audio whose every try ended without its files (a worker died in each): failed; answers them. */
export function failAbandonedAudio(
  db: Db,
  { now, maxAttempts, error }: { now: Date; maxAttempts: number; error: string },
): Promise<AudioRow[]> {
  return db
    .update(practiceAudio)
    .set({ status: 'failed', leaseUntil: null, error, updatedAt: now })
    .where(
      and(
        eq(practiceAudio.status, 'converting'),
        sql`${practiceAudio.attempts} >= ${maxAttempts}`,
        lt(practiceAudio.leaseUntil, now),
      ),
    )
    .returning();
}

/** Which take of an audio a worker holds (its `attempts` when claimed): a lapsed take writes nothing. */
export interface AudioTake {
  id: string;
  attempts: number;
}

/** Ends a take the worker still holds: ready, failed, or queued again. False when it no longer holds it. */
export async function settleAudio(
  db: Db | Tx,
  take: AudioTake,
  values: { status: 'ready' | 'failed' | 'queued'; error?: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(practiceAudio)
    .set({ status: values.status, error: values.error ?? null, leaseUntil: null, updatedAt: values.now })
    .where(
      and(
        eq(practiceAudio.id, take.id),
        eq(practiceAudio.attempts, take.attempts),
        eq(practiceAudio.status, 'converting'),
      ),
    )
    .returning({ id: practiceAudio.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- exams' recitation questions

/** Makes an attempt's recitation practices (one per question); those made before are left as they are. */
export async function insertExamAssignments(tx: Tx, values: AssignmentInsert[]): Promise<void> {
  if (values.length === 0) return;
  await tx
    .insert(practiceAssignments)
    .values(values)
    .onConflictDoNothing({
      target: [practiceAssignments.examSubmissionId, practiceAssignments.examQuestionId],
    });
}

/** The recitation practices of some attempts, each with its learner's practice (null before a recording). */
export function examAssignments(
  db: Db | Tx,
  attemptIds: readonly string[],
): Promise<{ assignment: AssignmentRow; practice: PracticeRow | null }[]> {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .select({ assignment: practiceAssignments, practice: practices })
    .from(practiceAssignments)
    .leftJoin(
      practices,
      and(
        eq(practices.assignmentId, practiceAssignments.id),
        eq(practices.learnerId, practiceAssignments.learnerId),
      ),
    )
    .where(inArray(practiceAssignments.examSubmissionId, [...attemptIds]))
    .orderBy(asc(practiceAssignments.id));
}

/** Closes recording of an attempt's recitation practices at `at` (a later close keeps the earlier). */
export async function closeExamAssignments(tx: Tx, attemptId: string, at: Date): Promise<AssignmentRow[]> {
  await tx
    .update(practiceAssignments)
    .set({ closesAt: at })
    .where(
      and(
        eq(practiceAssignments.examSubmissionId, attemptId),
        or(
          isNull(practiceAssignments.closesAt),
          sql`${practiceAssignments.closesAt} > ${at.toISOString()}::timestamptz`,
        ),
      ),
    );
  return tx
    .select()
    .from(practiceAssignments)
    .where(eq(practiceAssignments.examSubmissionId, attemptId))
    .orderBy(asc(practiceAssignments.id));
}
