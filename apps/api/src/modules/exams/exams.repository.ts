// The exams area's reads and writes: exams, their questions and options, and learners' attempts.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { nestedRows, qb } from '../../db/nested';
import { anyOf, prepared } from '../../db/prepared';
import { col, NOW } from '../../db/sql';
import { batches } from '../catalogue/catalogue.table';
import { enrolledSql } from '../enrollments/enrollments.repository';
import { modules } from '../learning/learning.table';
import {
  exams,
  questionOptions,
  questions,
  type StoredAnswer,
  type StoredReview,
  submissions,
} from './exams.table';

export type ExamRow = typeof exams.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type OptionRow = typeof questionOptions.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
/** A question with its options, in order. */
export type QuestionWithOptions = QuestionRow & { options: OptionRow[] };

export async function findExam(db: Db | Tx, id: number): Promise<ExamRow | undefined> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id));
  return row;
}

/** An exam's question count and total marks, as two columns over `exams`. */
const examTotalsSql = {
  questions: sql<number>`(select count(*) from ${questions} where ${col(questions.examId)} = ${col(exams.id)})::int`,
  marks: sql<number>`(select coalesce(sum(${col(questions.marks)}), 0) from ${questions}
    where ${col(questions.examId)} = ${col(exams.id)})::int`,
};

/** A batch's exams in the order of their modules, the final one (no module) last, with their totals. */
export function examsOfBatch(
  db: Db | Tx,
  batchId: number,
): Promise<{ exam: ExamRow; questions: number; marks: number }[]> {
  return examsOfBatchQuery(db).execute({ batchId });
}

const examsOfBatchQuery = prepared((db) =>
  db
    .select({ exam: exams, ...examTotalsSql })
    .from(exams)
    .leftJoin(modules, eq(modules.id, exams.moduleId))
    .where(eq(exams.batchId, sql.placeholder('batchId')))
    .orderBy(sql`${modules.position} asc nulls last`, asc(exams.id)),
);

/**
 * A batch's exams as one learner's list reads them, in one statement (issue 18: each statement is a
 * round trip and ~100 µs of CPU on either side): whether the learner's enrollment in the batch gives
 * access at `now`, the exams in the order of their modules (the final one, with no module, last) with
 * their totals, and every attempt the learner has made of them. `enrolled` is false for a batch that
 * does not exist.
 */
export async function examListOf(
  db: Db | Tx,
  userId: string,
  batchId: number,
  now: Date,
): Promise<{
  enrolled: boolean;
  exams: { exam: ExamRow; questions: number; marks: number }[];
  attempts: SubmissionRow[];
}> {
  const [row] = await examListQuery(db).execute({ userId, batchId, now: now.toISOString() });
  return {
    enrolled: row?.enrolled === true,
    exams: row?.exams ?? [],
    attempts: (row?.attempts ?? []).map(({ attempt }) => attempt),
  };
}

/**
 * An exam's question count and total marks, as a lateral join over `exams`: one pass over its questions
 * (two correlated columns, {@link examTotalsSql}, made two: each a scan of the questions on small tables).
 */
const examTotalsLateral = qb
  .select({
    questions: sql<number>`count(*)::int`.as('questions'),
    marks: sql<number>`coalesce(sum(${col(questions.marks)}), 0)::int`.as('marks'),
  })
  .from(questions)
  .where(sql`${col(questions.examId)} = ${col(exams.id)}`)
  .as('totals');

// The lists as JSON columns: a row of each exam and attempt is ~30 columns, which node-postgres parses
// one by one; JSON is parsed natively (issue 18).
const examRows = nestedRows({
  exam: exams,
  questions: sql<number>`${sql.identifier('totals')}.${sql.identifier('questions')}`,
  marks: sql<number>`${sql.identifier('totals')}.${sql.identifier('marks')}`,
});
const attemptRows = nestedRows({ attempt: submissions });

const examListQuery = prepared((db) =>
  db
    .select({
      enrolled: enrolledSql(batches.id, sql.placeholder('userId'), NOW),
      exams: examRows.column(
        qb
          .select({ rows: examRows.aggregate(sql`${modules.position} asc nulls last`, asc(exams.id)) })
          .from(exams)
          .leftJoin(modules, eq(modules.id, exams.moduleId))
          .leftJoinLateral(examTotalsLateral, sql`true`)
          .where(sql`${col(exams.batchId)} = ${col(batches.id)}`),
      ),
      attempts: attemptRows.column(
        qb
          .select({ rows: attemptRows.aggregate(asc(submissions.examId), asc(submissions.number)) })
          .from(submissions)
          .innerJoin(exams, eq(exams.id, submissions.examId))
          .where(
            and(
              eq(submissions.userId, sql.placeholder('userId')),
              sql`${col(exams.batchId)} = ${col(batches.id)}`,
            ),
          ),
      ),
    })
    .from(batches)
    .where(eq(batches.id, sql.placeholder('batchId'))),
);

/** An exam's questions in order, each with its options in order. */
export async function questionsOf(db: Db | Tx, examId: number): Promise<QuestionWithOptions[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.examId, examId))
    .orderBy(asc(questions.position));
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(questionOptions)
    .where(
      inArray(
        questionOptions.questionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(questionOptions.questionId), asc(questionOptions.position));
  return rows.map((row) => ({ ...row, options: options.filter((option) => option.questionId === row.id) }));
}

/** How many questions an exam has and their marks in all. */
export async function examTotals(db: Db | Tx, examId: number): Promise<{ questions: number; marks: number }> {
  return (await examTotalsOf(db, [examId])).get(examId) ?? { questions: 0, marks: 0 };
}

/** Several exams' question counts and total marks, by exam (unknown exams are absent). */
export async function examTotalsOf(
  db: Db | Tx,
  examIds: readonly number[],
): Promise<Map<number, { questions: number; marks: number }>> {
  if (examIds.length === 0) return new Map();
  const rows = await examTotalsQuery(db).execute({ examIds });
  return new Map(rows.map(({ examId, ...totals }) => [examId, totals]));
}

const examTotalsQuery = prepared((db) =>
  db
    .select({ examId: exams.id, ...examTotalsSql })
    .from(exams)
    .where(anyOf(exams.id, 'examIds')),
);

/** Every attempt a learner has made of these exams (a batch's list reads them at once). */
export function attemptsOf(
  db: Db | Tx,
  userId: string,
  examIds: readonly number[],
): Promise<SubmissionRow[]> {
  if (examIds.length === 0) return Promise.resolve([]);
  return attemptsQuery(db).execute({ userId, examIds });
}

const attemptsQuery = prepared((db) =>
  db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, sql.placeholder('userId')), anyOf(submissions.examId, 'examIds'))),
);

/** How many attempts of an exam a learner has started, the running one included. */
export async function attemptsUsed(db: Db | Tx, examId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.examId, examId), eq(submissions.userId, userId)));
  return row?.n ?? 0;
}

/** Whether a learner has passed an exam (a graded attempt that passed). */
export async function hasPassed(db: Db | Tx, examId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.examId, examId), eq(submissions.userId, userId), eq(submissions.passed, true)))
    .limit(1);
  return row !== undefined;
}

/** Which of these exams the learner has passed (any attempt). */
export async function passedExams(
  db: Db | Tx,
  userId: string,
  examIds: readonly number[],
): Promise<Set<number>> {
  if (examIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: submissions.examId })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        inArray(submissions.examId, [...examIds]),
        eq(submissions.passed, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The learner's attempt in progress of an exam; locked until the transaction ends when `lock` is given. */
export async function runningAttempt(
  db: Db | Tx,
  examId: number,
  userId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<SubmissionRow | undefined> {
  const query = db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.examId, examId),
        eq(submissions.userId, userId),
        eq(submissions.status, 'in-progress'),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The learner's newest attempt of an exam, whatever its status. */
export async function latestAttempt(
  db: Db | Tx,
  examId: number,
  userId: string,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.examId, examId), eq(submissions.userId, userId)))
    .orderBy(desc(submissions.number))
    .limit(1);
  return row;
}

/** Starts the learner's attempt `number`; undefined when a parallel open started one first. */
export async function startAttempt(
  db: Db | Tx,
  values: { examId: number; userId: string; number: number; startedAt: Date; deadlineAt: Date },
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .insert(submissions)
    .values({ ...values, status: 'in-progress', createdAt: values.startedAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function saveAnswers(
  db: Db | Tx,
  id: string,
  answers: StoredAnswer[],
  savedAt: Date,
): Promise<SubmissionRow> {
  const [row] = await db
    .update(submissions)
    .set({ answers, savedAt })
    .where(eq(submissions.id, id))
    .returning();
  if (!row) throw new Error('saved attempt vanished');
  return row;
}

/** Ends an attempt with its result: graded, or submitted while a teacher's review is pending. */
export async function finishAttempt(
  db: Db | Tx,
  id: string,
  result: {
    submittedAt: Date;
    score: number | null;
    passed: boolean | null;
    review: StoredReview[];
    pending: boolean;
  },
): Promise<SubmissionRow> {
  const [row] = await db
    .update(submissions)
    .set({
      status: result.pending ? 'submitted' : 'graded',
      submittedAt: result.submittedAt,
      score: result.score,
      passed: result.passed,
      review: result.review,
    })
    .where(eq(submissions.id, id))
    .returning();
  if (!row) throw new Error('finished attempt vanished');
  return row;
}
