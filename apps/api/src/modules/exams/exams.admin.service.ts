// The console's side of exams (issue 19): the short-text answers a teacher marks, and the learner's
// result that follows. A teacher reaches only the attempts of their own batches.
import type { AuthUser } from '../../core/auth';
import { DomainError } from '../../core/errors';
import type { Page, PageQuery } from '../../core/paging';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import type { QuestionRow, ReviewRow } from './exams.repository';
import * as examsRepo from './exams.repository';
import { applyTeacherMarks, type TeacherMark } from './grading';

/** An attempt with the questions a teacher marks and its exam's total marks. */
export interface ReviewView extends ReviewRow {
  questions: QuestionRow[];
  totalMarks: number;
}

export function createExamsAdmin({ db, audit }: { db: Db; audit: AuditRecorder }) {
  /** A teacher is limited to their own batches' attempts; an admin to none. */
  const ownedBy = (actor: AuthUser) => (actor.role === 'admin' ? undefined : actor.id);

  /** The rows with their questions waiting for a teacher and their exams' totals, in two queries. */
  async function withQuestions(rows: ReviewRow[]): Promise<ReviewView[]> {
    const examIds = rows.map((row) => row.exam.id);
    const [questions, totals] = await Promise.all([
      examsRepo.teacherQuestionsOf(db, examIds),
      examsRepo.examTotalsOf(db, examIds),
    ]);
    return rows.map((row) => ({
      ...row,
      questions: questions.filter((question) => question.examId === row.exam.id),
      totalMarks: totals.get(row.exam.id)?.marks ?? 0,
    }));
  }

  async function view(actor: AuthUser, id: string): Promise<ReviewView> {
    const row = await examsRepo.review(db, id, ownedBy(actor));
    if (!row) throw new DomainError('NOT_FOUND');
    const [one] = await withQuestions([row]);
    return one as ReviewView;
  }

  return {
    /** The attempts waiting for a teacher, oldest first, by batch; a teacher's own batches only. */
    async list(actor: AuthUser, filter: { batchId?: number }, query: PageQuery): Promise<Page<ReviewView>> {
      const page = await examsRepo.reviewsPage(db, { ...filter, teacherId: ownedBy(actor) }, query);
      return { ...page, items: await withQuestions(page.items) };
    },

    /**
     * Marks the questions waiting in an attempt: it is graded at once (score, pass, the review the
     * learner sees), with its audit entry in the same transaction. An attempt already graded: 409.
     */
    async mark(actor: AuthUser, id: string, marks: readonly TeacherMark[]): Promise<ReviewView> {
      const before = await view(actor, id);
      await db.transaction(async (tx) => {
        const submission = await examsRepo.lockSubmission(tx, id);
        if (!submission) throw new DomainError('NOT_FOUND');
        if (submission.status !== 'submitted' || !submission.review) throw new DomainError('ALREADY_MARKED');
        const result = applyTeacherMarks(submission.review, marks, before.exam.passMarks);
        await examsRepo.gradeSubmission(tx, id, result);
        await audit(tx, {
          actor,
          action: 'review.mark',
          target: `submission:${id}`,
          before: { status: submission.status, score: submission.score, passed: submission.passed },
          after: {
            status: 'graded',
            score: result.score,
            passed: result.passed,
            marks: marks.map((mark) => `${mark.question}:${mark.awarded}`).join(','),
          },
        });
      });
      return view(actor, id);
    },
  };
}

export type ExamsAdmin = ReturnType<typeof createExamsAdmin>;
