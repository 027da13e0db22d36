// The console's reads and writes of exams (issue 19): the review list of attempts waiting for a teacher,
// marking an attempt's written answers, and writing exams and their questions.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { nextPosition } from '../../db/reorder';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';
import type { ExamRow, QuestionRow, SubmissionRow } from './exams.repository';
import { exams, questionOptions, questions, type StoredReview, submissions } from './exams.table';

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
      exam: { id: exams.id, batchId: exams.batchId, title: exams.title, passMarks: exams.passMarks },
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

/** The position a new question of the exam takes: after its last. */
export const nextQuestionPosition = (tx: Tx, examId: number) =>
  nextPosition(tx, questions, eq(questions.examId, examId));
