// The recitation practice area's reads and writes of the learner's side (issue 20): assignments, learners'
// practices, their recordings, the verdicts and marks of a round, and the row types the other files share.
import { mistakeCategoryOrder } from '@tilawat/domain/rules';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import type { At } from '../../db/sql';
import { col } from '../../db/sql';
import { batches, courses } from '../catalogue/catalogue.table';
import { enrolledSql } from '../enrollments/enrollments.repository';
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
 * practices of exams' recitation questions are left out (the exam page links to them), and so are the
 * recitations of the learner's days of memorisation (/hifz lists them).
 */
export function learnerAssignmentsPage(
  db: Db | Tx,
  userId: string,
  now: Date,
  filter: { batchId?: number },
  query: PageQuery,
) {
  // an exam's recitation practice is reached from its exam, a hifz recitation from /hifz: not listed
  const where = and(
    isNull(practiceAssignments.examSubmissionId),
    isNull(practiceAssignments.hifzTier),
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

/** A learner's last `limit` reviewed practices of every kind, newest review first (a guardian's view, issue 41). */
export function reviewedOf(db: Db | Tx, learnerId: string, limit: number) {
  return db
    .select({ assignment: practiceAssignments, practice: practices })
    .from(practices)
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practices.assignmentId))
    .where(and(eq(practices.learnerId, learnerId), isNotNull(practices.reviewedAt)))
    .orderBy(desc(practices.reviewedAt), desc(practices.id))
    .limit(limit);
}
