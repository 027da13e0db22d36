// The console's side of exams (issue 19): the short-text answers a teacher marks, and the learner's
// result that follows. A teacher reaches only the attempts of their own batches.

import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { type CompletionStep, noCompletionStep } from '../../core/completion';
import { DomainError, type Failure } from '../../core/errors';
import type { Page, PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { type AuditRecorder, auditChange } from '../audit/audit.service';
import type { CatalogueAdmin } from '../catalogue/catalogue.admin.service';
import * as learning from '../learning/learning.repository';
import type { WalletService } from '../wallet/wallet.service';
import { examRecord, questionRecord } from './exam-audit-records';
import { checkQuestion, checkWindow, type QuestionDraft, questionValues } from './exam-authoring';
import { type ExamRecitations, type RecitationReviewed, recitationMarks } from './exam-recitations';
import type { ExamInsert, ReviewRow } from './exams.admin.repository';
import * as adminRepo from './exams.admin.repository';
import type { ExamRow, QuestionRow, SubmissionRow } from './exams.repository';
import * as examsRepo from './exams.repository';
import { applyTeacherMarks, type TeacherMark } from './grading';

/** An attempt with the questions a teacher marks and its exam's total marks. */
export interface ReviewView extends ReviewRow {
  questions: QuestionRow[];
  totalMarks: number;
}

/** An exam's settings as the console writes them (the contract's Create/UpdateExamPayload). */
export interface ExamFields {
  module_id?: number | null;
  title?: string;
  instructions?: string[];
  duration_minutes?: number;
  pass_marks?: number;
  attempts_allowed?: number;
  opens_at?: string;
  closes_at?: string | null;
  prerequisite_exam_id?: number | null;
}

function examValues(body: ExamFields): Partial<ExamInsert> {
  const values: Partial<ExamInsert> = {};
  if (body.module_id !== undefined) values.moduleId = body.module_id;
  if (body.title !== undefined) values.title = body.title.trim();
  if (body.instructions !== undefined)
    values.instructions = body.instructions.map((line) => line.trim()).filter(Boolean);
  if (body.duration_minutes !== undefined) values.durationMinutes = body.duration_minutes;
  if (body.pass_marks !== undefined) values.passMarks = body.pass_marks;
  if (body.attempts_allowed !== undefined) values.attemptsAllowed = body.attempts_allowed;
  if (body.opens_at !== undefined) values.opensAt = new Date(body.opens_at);
  if (body.closes_at !== undefined) values.closesAt = body.closes_at ? new Date(body.closes_at) : null;
  if (body.prerequisite_exam_id !== undefined) values.prerequisiteExamId = body.prerequisite_exam_id;
  return values;
}

/** A question's options as stored: a choice question's; none for short-text and recitation. */
const optionsOf = (draft: QuestionDraft) =>
  draft.kind === 'single-choice' || draft.kind === 'multi-choice' ? (draft.options ?? []) : [];

export function createExamsAdmin({
  db,
  clock,
  audit,
  catalogue,
  recitations,
  rewards,
  onCompleted = noCompletionStep,
}: {
  db: Db;
  clock: Clock;
  audit: AuditRecorder;
  catalogue: Pick<CatalogueAdmin, 'requireBatch'>;
  /**
   * The wallet's rewards: a pass by a teacher's marks earns the exam's star as any pass does (issue 40),
   * once per learner and exam (the ledger's key), in the marking's transaction.
   */
  rewards: Pick<WalletService, 'awardStar'>;
  /** The recitation questions' ranges, checked against the Quran's text (the practice area's). */
  recitations: Pick<ExamRecitations, 'checkRange' | 'surahName'>;
  /** Told of an exam passed by a teacher's marks: the batch's certificate is checked (issue 40). */
  onCompleted?: CompletionStep;
}) {
  /**
   * The one grading path of a teacher's marks (the short-text review and the recitation review): the
   * marks of the questions `of` applied to the locked attempt, graded when nothing else waits.
   */
  async function settle(
    tx: Tx,
    submission: SubmissionRow,
    marks: readonly TeacherMark[],
    exam: Pick<ExamRow, 'id' | 'batchId' | 'title' | 'passMarks'>,
    of: ReadonlySet<number>,
  ) {
    const result = applyTeacherMarks(submission.review ?? [], marks, exam.passMarks, { of });
    await adminRepo.markSubmission(tx, submission.id, result);
    // graded and passed: what any pass earns (exams.service.ts `finish` awards it to an attempt graded at once)
    if (!result.pending && result.passed === true) {
      await rewards.awardStar(tx, {
        userId: submission.userId,
        examId: exam.id,
        examTitle: exam.title,
        at: clock.now(),
      });
      // a pass may complete the batch: its certificate is checked (issue 40)
      await onCompleted({ userId: submission.userId, batchId: exam.batchId }, tx);
    }
    return result;
  }

  /** A question's shape, and a recitation's range inside its surah. */
  async function checkDraft(draft: QuestionDraft) {
    checkQuestion(draft);
    if (draft.kind === 'recitation' && draft.surah && draft.ayah_from && draft.ayah_to) {
      await recitations.checkRange({ surah: draft.surah, ayahFrom: draft.ayah_from, ayahTo: draft.ayah_to });
    }
  }

  /** An exam's module and prerequisite belong to its batch, and its window closes after it opens. */
  async function checkExam(
    tx: Tx,
    exam: Pick<ExamRow, 'id' | 'batchId' | 'moduleId' | 'prerequisiteExamId' | 'opensAt' | 'closesAt'>,
  ) {
    if (exam.moduleId !== null && !(await learning.findModule(tx, exam.moduleId, exam.batchId))) {
      throw new DomainError('MODULE_NOT_IN_BATCH', { field: 'module_id' });
    }
    if (exam.prerequisiteExamId !== null) {
      const before = await examsRepo.findExam(tx, exam.prerequisiteExamId);
      if (!before || before.batchId !== exam.batchId || before.id === exam.id) {
        throw new DomainError('PREREQUISITE_NOT_IN_BATCH', { field: 'prerequisite_exam_id' });
      }
    }
    checkWindow(exam.opensAt, exam.closesAt);
  }

  /** An exam the actor may write (its batch theirs, or any for an admin), locked; 404 otherwise. */
  async function examFor(
    tx: Tx,
    actor: AuthUser,
    id: number,
    failure: Failure = 'EXAM_NOT_FOUND',
  ): Promise<ExamRow> {
    const exam = await adminRepo.lockExam(tx, id);
    if (!exam) throw new DomainError(failure);
    await catalogue.requireBatch(tx, actor, exam.batchId, failure);
    return exam;
  }

  /** An exam with its counts (questions, total marks, attempts). */
  async function withCounts(list: readonly ExamRow[]) {
    const ids = list.map((exam) => exam.id);
    const [totals, attempts] = await Promise.all([
      examsRepo.examTotalsOf(db, ids),
      adminRepo.attemptCounts(db, ids),
    ]);
    return list.map((exam) => ({
      exam,
      questions: totals.get(exam.id)?.questions ?? 0,
      marks: totals.get(exam.id)?.marks ?? 0,
      attempts: attempts.get(exam.id) ?? 0,
    }));
  }

  async function detail(actor: AuthUser, id: number) {
    const exam = await examsRepo.findExam(db, id);
    if (!exam) throw new DomainError('EXAM_NOT_FOUND');
    await catalogue.requireBatch(db, actor, exam.batchId, 'EXAM_NOT_FOUND');
    const [[counted], questions] = await Promise.all([withCounts([exam]), examsRepo.questionsOf(db, id)]);
    return {
      ...(counted as Awaited<ReturnType<typeof withCounts>>[number]),
      questionRows: questions.map((question) => ({
        ...question,
        surahName: question.surah === null ? null : recitations.surahName(question.surah),
      })),
    };
  }

  /** A question may change only while nobody has attempted its exam. */
  async function requireNoAttempts(tx: Tx, examId: number) {
    if (((await adminRepo.attemptCounts(tx, [examId])).get(examId) ?? 0) > 0)
      throw new DomainError('EXAM_HAS_ATTEMPTS');
  }

  /** A teacher is limited to their own batches' attempts; an admin to none. */
  const ownedBy = (actor: AuthUser) => (actor.role === 'admin' ? undefined : actor.id);

  /** The rows with their questions waiting for a teacher and their exams' totals, in two queries. */
  async function withQuestions(rows: ReviewRow[]): Promise<ReviewView[]> {
    const examIds = rows.map((row) => row.exam.id);
    const [questions, totals] = await Promise.all([
      adminRepo.teacherQuestionsOf(db, examIds),
      examsRepo.examTotalsOf(db, examIds),
    ]);
    return rows.map((row) => ({
      ...row,
      questions: questions.filter((question) => question.examId === row.exam.id),
      totalMarks: totals.get(row.exam.id)?.marks ?? 0,
    }));
  }

  async function view(actor: AuthUser, id: string): Promise<ReviewView> {
    const row = await adminRepo.review(db, id, ownedBy(actor));
    if (!row) throw new DomainError('NOT_FOUND');
    const [one] = await withQuestions([row]);
    return one as ReviewView;
  }

  return {
    /** A batch's exams in their modules' order, with their counts. */
    async exams(actor: AuthUser, batchId: number) {
      await catalogue.requireBatch(db, actor, batchId);
      return withCounts((await examsRepo.examsOfBatch(db, batchId)).map((row) => row.exam));
    },

    detail,

    /** Creates an exam of the batch (its questions are added after). */
    async createExam(
      actor: AuthUser,
      batchId: number,
      body: ExamFields & { opens_at: string; title: string },
    ) {
      const id = await db.transaction(async (tx) => {
        await catalogue.requireBatch(tx, actor, batchId);
        const values = {
          instructions: [],
          closesAt: null,
          prerequisiteExamId: null,
          ...examValues(body),
          batchId,
        } as ExamInsert;
        await checkExam(tx, { id: 0, moduleId: null, ...values } as ExamRow);
        const exam = await adminRepo.insertExam(tx, values);
        await audit(tx, {
          actor,
          action: 'exam.create',
          target: `exam:${exam.id}`,
          before: null,
          after: examRecord(exam),
        });
        return exam.id;
      });
      return detail(actor, id);
    },

    /** Changes an exam's settings; an attempt made keeps its result. */
    async updateExam(actor: AuthUser, id: number, body: ExamFields) {
      await db.transaction(async (tx) => {
        const before = await examFor(tx, actor, id);
        const values = examValues(body);
        const after = { ...before, ...values } as ExamRow;
        await checkExam(tx, after);
        await adminRepo.updateExam(tx, id, values);
        await auditChange(audit, tx, {
          actor,
          action: 'exam.update',
          target: `exam:${id}`,
          before: examRecord(before),
          after: examRecord(after),
        });
      });
      return detail(actor, id);
    },

    /** Adds a question after the exam's others; an exam somebody attempted keeps its questions. */
    async addQuestion(actor: AuthUser, examId: number, draft: QuestionDraft) {
      await db.transaction(async (tx) => {
        await examFor(tx, actor, examId);
        await requireNoAttempts(tx, examId);
        await checkDraft(draft);
        const question = await adminRepo.insertQuestion(
          tx,
          {
            ...questionValues(draft),
            examId,
            position: await adminRepo.nextQuestionPosition(tx, examId),
          },
          optionsOf(draft),
        );
        await audit(tx, {
          actor,
          action: 'question.add',
          target: `question:${question.id}`,
          before: null,
          after: questionRecord(draft),
        });
      });
      return detail(actor, examId);
    },

    /** Rewrites a question in its place; an exam somebody attempted keeps its questions. */
    async replaceQuestion(actor: AuthUser, id: number, draft: QuestionDraft) {
      const examId = await db.transaction(async (tx) => {
        const question = await adminRepo.lockQuestion(tx, id);
        if (!question) throw new DomainError('NOT_FOUND');
        await examFor(tx, actor, question.examId, 'NOT_FOUND');
        await requireNoAttempts(tx, question.examId);
        await checkDraft(draft);
        const before = (await examsRepo.questionsOf(tx, question.examId)).find((row) => row.id === id);
        await adminRepo.replaceQuestion(tx, id, questionValues(draft), optionsOf(draft));
        await audit(tx, {
          actor,
          action: 'question.replace',
          target: `question:${id}`,
          before: before
            ? questionRecord({
                kind: before.kind,
                prompt: before.prompt,
                marks: before.marks,
                options: before.options,
                accepted_answers: before.acceptedAnswers,
                teacher_review: before.teacherReview,
                surah: before.surah ?? undefined,
                ayah_from: before.ayahFrom ?? undefined,
                ayah_to: before.ayahTo ?? undefined,
              })
            : null,
          after: questionRecord(draft),
        });
        return question.examId;
      });
      return detail(actor, examId);
    },

    /** The attempts waiting for a teacher, oldest first, by batch; a teacher's own batches only. */
    async list(actor: AuthUser, filter: { batchId?: number }, query: PageQuery): Promise<Page<ReviewView>> {
      const page = await adminRepo.reviewsPage(db, { ...filter, teacherId: ownedBy(actor) }, query);
      return { ...page, items: await withQuestions(page.items) };
    },

    /**
     * Marks the short-text answers waiting in an attempt: it is graded at once (score, pass, the review
     * the learner sees) unless a recitation still waits for its review, with its audit entry in the same
     * transaction. Nothing of the teacher's left to mark: 409.
     */
    async mark(actor: AuthUser, id: string, marks: readonly TeacherMark[]): Promise<ReviewView> {
      const before = await view(actor, id);
      const teacherMarked = new Set(before.questions.map((question) => question.id));
      await db.transaction(async (tx) => {
        const submission = await adminRepo.lockSubmission(tx, id);
        if (!submission) throw new DomainError('NOT_FOUND');
        const waiting = (submission.review ?? []).some(
          (item) => item.awarded === null && teacherMarked.has(item.question),
        );
        if (submission.status !== 'submitted' || !waiting) throw new DomainError('ALREADY_MARKED');
        const result = await settle(tx, submission, marks, before.exam, teacherMarked);
        await audit(tx, {
          actor,
          action: 'review.mark',
          target: `submission:${id}`,
          before: { status: submission.status, score: submission.score, passed: submission.passed },
          after: {
            status: result.pending ? 'submitted' : 'graded',
            score: result.score,
            passed: result.passed,
            marks: marks.map((mark) => `${mark.question}:${mark.awarded}`).join(','),
          },
        });
      });
      return view(actor, id);
    },

    /**
     * The practice review of a recitation question finished (in its transaction): the question gets
     * round(marks × score ÷ 100), and the attempt is graded the way {@link mark} grades it — at once,
     * unless another answer still waits for a teacher. Audited as `review.mark` (with the review's score).
     */
    recitationReviewed: (async (tx, { submissionId, questionId, score, actor }) => {
      const submission = await adminRepo.lockSubmission(tx, submissionId);
      const item = submission?.review?.find((entry) => entry.question === questionId);
      if (!submission || !item) throw new DomainError('NOT_FOUND');
      if (submission.status !== 'submitted' || item.awarded !== null) throw new DomainError('ALREADY_MARKED');
      const exam = await examsRepo.findExam(tx, submission.examId);
      if (!exam) throw new DomainError('EXAM_NOT_FOUND');
      const awarded = recitationMarks(item.marks, score);
      const result = await settle(
        tx,
        submission,
        [{ question: questionId, awarded }],
        exam,
        new Set([questionId]),
      );
      await audit(tx, {
        actor,
        action: 'review.mark',
        target: `submission:${submissionId}`,
        before: { status: submission.status, score: submission.score, passed: submission.passed },
        after: {
          status: result.pending ? 'submitted' : 'graded',
          score: result.score,
          passed: result.passed,
          marks: `${questionId}:${awarded}`,
          recitation_score: score,
        },
      });
    }) satisfies RecitationReviewed,
  };
}

export type ExamsAdmin = ReturnType<typeof createExamsAdmin>;
