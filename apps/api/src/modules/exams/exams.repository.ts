// The exams area's reads and writes: exams, their questions and options, and learners' attempts.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { nestedRows, qb } from '../../db/nested';
import { anyOf, prepared } from '../../db/prepared';
import { col, NOW } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';
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

// ---------------------------------------------------------------- the console (issue 19)

/** Which attempts the console's review list holds: waiting ones (or one by id), a batch's, a teacher's. */
export interface ReviewFilter {
  id?: string;
  batchId?: number;
  teacherId?: string;
}

function reviewsSelect(db: Db | Tx, filter: ReviewFilter) {
  return db
    .select({
      submission: submissions,
      exam: { id: exams.id, title: exams.title, passMarks: exams.passMarks },
      batch: { id: batches.id, name: batches.name, courseTitle: courses.title },
      learner: users,
      total: totalSql,
    })
    .from(submissions)
    .innerJoin(exams, eq(exams.id, submissions.examId))
    .innerJoin(batches, eq(batches.id, exams.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(reviewConditions(filter));
}

/**
 * Whether a submitted attempt waits for a short-text answer to be marked (an attempt waiting only for a
 * recitation's review is the practice queue's, not this one's).
 */
const waitsForShortText = sql`exists (select 1 from ${questions} where ${col(questions.examId)} = ${col(submissions.examId)}
  and ${col(questions.teacherReview)}
  and ${col(submissions.review)} @> jsonb_build_array(jsonb_build_object('question', ${col(questions.id)}, 'awarded', null)))`;

const reviewConditions = (filter: ReviewFilter) =>
  and(
    filter.id === undefined
      ? and(eq(submissions.status, 'submitted'), waitsForShortText)
      : eq(submissions.id, filter.id),
    filter.batchId === undefined ? undefined : eq(exams.batchId, filter.batchId),
    filter.teacherId === undefined ? undefined : eq(batches.teacherId, filter.teacherId),
  );

export type ReviewRow = Awaited<ReturnType<typeof reviewsSelect>>[number];

/** One page of the attempts waiting for a teacher, oldest submitted first. */
export function reviewsPage(db: Db | Tx, filter: Omit<ReviewFilter, 'id'>, query: PageQuery) {
  return withPagination(
    reviewsSelect(db, filter).orderBy(asc(submissions.submittedAt), asc(submissions.id)),
    () =>
      db
        .select({ n: count() })
        .from(submissions)
        .innerJoin(exams, eq(exams.id, submissions.examId))
        .innerJoin(batches, eq(batches.id, exams.batchId))
        .where(reviewConditions(filter)),
    query,
  );
}

/** One attempt as the review list shows it, waiting or not; a teacher's only when the batch is theirs. */
export async function review(db: Db | Tx, id: string, teacherId?: string): Promise<ReviewRow | undefined> {
  const [row] = await reviewsSelect(db, { id, teacherId });
  return row;
}

/** The questions a teacher marks of some exams, in each exam's order. */
export function teacherQuestionsOf(db: Db | Tx, examIds: readonly number[]): Promise<QuestionRow[]> {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questions)
    .where(and(inArray(questions.examId, [...new Set(examIds)]), eq(questions.teacherReview, true)))
    .orderBy(asc(questions.examId), asc(questions.position));
}

/** An attempt, locked until the transaction ends. */
export async function lockSubmission(tx: Tx, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
  return row;
}

/** Writes a teacher's marks into an attempt: graded when nothing waits any more, else still submitted. */
export async function markSubmission(
  tx: Tx,
  id: string,
  result: { score: number | null; passed: boolean | null; review: StoredReview[]; pending: boolean },
): Promise<void> {
  await tx
    .update(submissions)
    .set({
      status: result.pending ? 'submitted' : 'graded',
      score: result.score,
      passed: result.passed,
      review: result.review,
    })
    .where(eq(submissions.id, id));
}

export type ExamInsert = typeof exams.$inferInsert;
export type QuestionInsert = typeof questions.$inferInsert;

/** How many attempts learners have made of each of some exams (an exam without any is absent). */
export async function attemptCounts(db: Db | Tx, examIds: readonly number[]): Promise<Map<number, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: submissions.examId, n: count() })
    .from(submissions)
    .where(inArray(submissions.examId, [...new Set(examIds)]))
    .groupBy(submissions.examId);
  return new Map(rows.map((row) => [row.examId, row.n]));
}

export async function lockExam(tx: Tx, id: number): Promise<ExamRow | undefined> {
  const [row] = await tx.select().from(exams).where(eq(exams.id, id)).for('update');
  return row;
}

export async function insertExam(tx: Tx, values: ExamInsert): Promise<ExamRow> {
  const [row] = await tx.insert(exams).values(values).returning();
  if (!row) throw new Error('the exam was not inserted');
  return row;
}

export async function updateExam(tx: Tx, id: number, values: Partial<ExamInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(exams).set(values).where(eq(exams.id, id));
}

export async function lockQuestion(tx: Tx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  return row;
}

/** Writes a question's options anew, in order. */
async function writeOptions(
  tx: Tx,
  questionId: number,
  options: readonly { text: string; correct: boolean }[],
) {
  await tx.delete(questionOptions).where(eq(questionOptions.questionId, questionId));
  if (options.length > 0) {
    await tx
      .insert(questionOptions)
      .values(options.map((option, index) => ({ questionId, position: index + 1, ...option })));
  }
}

/** Adds a question with its options. */
export async function insertQuestion(
  tx: Tx,
  values: QuestionInsert,
  options: readonly { text: string; correct: boolean }[],
): Promise<QuestionRow> {
  const [row] = await tx.insert(questions).values(values).returning();
  if (!row) throw new Error('the question was not inserted');
  await writeOptions(tx, row.id, options);
  return row;
}

/** Rewrites a question (its place kept) and its options. */
export async function replaceQuestion(
  tx: Tx,
  id: number,
  values: Omit<QuestionInsert, 'examId' | 'position'>,
  options: readonly { text: string; correct: boolean }[],
): Promise<void> {
  await tx.update(questions).set(values).where(eq(questions.id, id));
  await writeOptions(tx, id, options);
}
