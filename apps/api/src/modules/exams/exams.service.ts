// Exams (issue 13): instructions, eligibility, a timed attempt the server keeps, grading on the server.
// Only a learner whose enrollment in the exam's batch is active sees an exam; anyone else is told it
// does not exist. Every read settles an attempt left open past its deadline first, so a learner who
// closed the tab gets a result.
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { type CompletionStep, noCompletionStep } from '../../core/completion';
import { DomainError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import * as learning from '../enrollments/enrollments.repository';
import * as study from '../study/study.repository';
import type { WalletService } from '../wallet/wallet.service';
import { checkAnswers, graded, recitationsOf } from './exam-answers';
import { type AttemptFacts, type Eligibility, eligibilityFrom, examState } from './exam-eligibility';
import type { ExamRecitations, RecitationState } from './exam-recitations';
import type { ExamRow, QuestionWithOptions, SubmissionRow } from './exams.repository';
import * as examsRepo from './exams.repository';
import type { StoredAnswer } from './exams.table';
import { gradeAttempt } from './grading';

/** Answers arriving this long after the deadline still count: the network, not the learner, was late. */
export const DEADLINE_GRACE_MS = 30_000;

export function createExamsService({
  db,
  clock,
  rewards,
  recitations,
  onCompleted = noCompletionStep,
}: {
  db: Db;
  clock: Clock;
  /** The wallet's rewards: a star for an exam passed for the first time. */
  rewards: Pick<WalletService, 'awardStar'>;
  /** The recitation questions' practices (made by the practice area: exam-recitations.ts). */
  recitations: ExamRecitations;
  /** Told of an exam passed: the batch's certificate is checked (issue 40). */
  onCompleted?: CompletionStep;
}) {
  /** An attempt's recitation practices by question; none read for an exam without recitation questions. */
  async function recitationStates(
    questions: readonly QuestionWithOptions[],
    attempt: SubmissionRow | undefined,
  ): Promise<Map<number, RecitationState>> {
    if (!attempt || recitationsOf(questions).length === 0) return new Map();
    return (await recitations.states(db, [attempt.id])).get(attempt.id) ?? new Map();
  }

  /** The exam, for a learner actively enrolled in its batch; not found for anyone else. */
  async function visibleExam(user: AuthUser, id: number, now: Date): Promise<ExamRow> {
    const exam = await examsRepo.findExam(db, id);
    if (!exam || !(await learning.isEnrolled(db, user.id, exam.batchId, now)))
      throw new DomainError('EXAM_NOT_FOUND');
    return exam;
  }

  /**
   * Grades an attempt from the given answers, in the caller's transaction (the attempt is locked); a
   * pass earns the exam's star, once per learner and exam (the ledger's key). Its recitation practices
   * are sent to the teacher (or score 0) in the same transaction.
   */
  async function finish(
    tx: Tx,
    exam: ExamRow,
    questions: readonly QuestionWithOptions[],
    attempt: SubmissionRow,
    answers: StoredAnswer[],
    submittedAt: Date,
  ) {
    // recording closes; the practices with every ayah recorded go to the teacher, the others score 0
    const recited =
      recitationsOf(questions).length > 0
        ? await recitations.close(tx, attempt.id, submittedAt)
        : new Set<number>();
    const result = gradeAttempt(questions.map(graded), answers, exam.passMarks, recited);
    const finished = await examsRepo.finishAttempt(tx, attempt.id, { ...result, submittedAt });
    if (result.passed) {
      await rewards.awardStar(tx, {
        userId: attempt.userId,
        examId: exam.id,
        examTitle: exam.title,
        at: submittedAt,
      });
      // a pass may complete the batch: its certificate is checked (issue 40)
      await onCompleted({ userId: attempt.userId, batchId: exam.batchId }, tx);
    }
    return finished;
  }

  /**
   * Grades the learner's attempt of the exam if it was left open past its deadline (and grace), from
   * its saved answers. Answers the attempt still running, if any.
   */
  async function settle(exam: ExamRow, userId: string, now: Date): Promise<SubmissionRow | undefined> {
    const open = await examsRepo.runningAttempt(db, exam.id, userId);
    if (!open || open.deadlineAt.getTime() + DEADLINE_GRACE_MS > now.getTime()) return open;
    const questions = await examsRepo.questionsOf(db, exam.id);
    await db.transaction(async (tx) => {
      const attempt = await examsRepo.runningAttempt(tx, exam.id, userId, { lock: true });
      if (attempt) await finish(tx, exam, questions, attempt, attempt.answers, attempt.deadlineAt);
    });
    return undefined;
  }

  async function eligibility(exam: ExamRow, userId: string, now: Date): Promise<Eligibility> {
    const running = await settle(exam, userId, now);
    const [attemptsUsed, latest] = await Promise.all([
      examsRepo.attemptsUsed(db, exam.id, userId),
      examsRepo.latestAttempt(db, exam.id, userId),
    ]);
    return eligibilityFrom(exam, { running, attemptsUsed, latest }, now, () =>
      exam.prerequisiteExamId ? examsRepo.hasPassed(db, exam.prerequisiteExamId, userId) : true,
    );
  }

  /**
   * The learner's attempts of several exams in one read (a batch's list): each exam's running attempt
   * (an overdue one is graded first, as `settle` does), attempts used, newest attempt and whether any
   * passed.
   */
  async function attemptFacts(
    exams: readonly ExamRow[],
    userId: string,
    now: Date,
    read?: readonly SubmissionRow[],
  ) {
    const ids = exams.map((exam) => exam.id);
    let attempts = read ?? (await examsRepo.attemptsOf(db, userId, ids));
    const overdue = exams.filter((exam) =>
      attempts.some(
        (a) =>
          a.examId === exam.id &&
          a.status === 'in-progress' &&
          a.deadlineAt.getTime() + DEADLINE_GRACE_MS <= now.getTime(),
      ),
    );
    if (overdue.length > 0) {
      for (const exam of overdue) await settle(exam, userId, now);
      attempts = await examsRepo.attemptsOf(db, userId, ids);
    }
    const facts = new Map<number, AttemptFacts & { passed: boolean }>();
    for (const id of ids)
      facts.set(id, { running: undefined, attemptsUsed: 0, latest: undefined, passed: false });
    for (const attempt of attempts) {
      const fact = facts.get(attempt.examId);
      if (!fact) continue;
      fact.attemptsUsed += 1;
      if (attempt.status === 'in-progress') fact.running = attempt;
      if (!fact.latest || attempt.number > fact.latest.number) fact.latest = attempt;
      if (attempt.passed === true) fact.passed = true;
    }
    return facts;
  }

  return {
    /** A batch's exams, each with the learner's state, attempts and totals; the batch's enrolled learners only. */
    async ofBatch(learner: AuthUser, batchId: number) {
      const now = clock.now();
      // One read for the whole list, whatever its length (issue 18), answered only to an enrolled
      // learner. An overdue attempt is graded first.
      const { enrolled, exams: rows, attempts } = await examsRepo.examListOf(db, learner.id, batchId, now);
      if (!enrolled) throw new DomainError('BATCH_NOT_FOUND');
      const list = rows.map((row) => row.exam);
      const totals = new Map(rows.map(({ exam, questions, marks }) => [exam.id, { questions, marks }]));
      const facts = await attemptFacts(list, learner.id, now, attempts);
      return Promise.all(
        list.map(async (exam) => {
          const fact = facts.get(exam.id) ?? {
            running: undefined,
            attemptsUsed: 0,
            latest: undefined,
            passed: false,
          };
          const prerequisite = exam.prerequisiteExamId;
          const state = await eligibilityFrom(exam, fact, now, () =>
            prerequisite === null
              ? true
              : (facts.get(prerequisite)?.passed ?? examsRepo.hasPassed(db, prerequisite, learner.id)),
          );
          return {
            ...state,
            totals: totals.get(exam.id) ?? { questions: 0, marks: 0 },
            state: examState(state, fact.passed),
          };
        }),
      );
    },

    /** What the learner reads before starting, with the exam's totals. */
    async instruction(learner: AuthUser, id: number) {
      const exam = await visibleExam(learner, id, clock.now());
      return { exam, totals: await examsRepo.examTotals(db, exam.id) };
    },

    /**
     * Whether the learner may start (or resume) the exam now, and why not; with the exam's questions
     * when an attempt has ended (its review needs them).
     */
    async eligibility(
      learner: AuthUser,
      id: number,
    ): Promise<
      Eligibility & { questions: QuestionWithOptions[]; recitations: Map<number, RecitationState> }
    > {
      const now = clock.now();
      const state = await eligibility(await visibleExam(learner, id, now), learner.id, now);
      const questions = state.lastEnded ? await examsRepo.questionsOf(db, id) : [];
      return { ...state, questions, recitations: await recitationStates(questions, state.lastEnded) };
    },

    /**
     * Opens the exam: resumes the running attempt, or starts one (deadline = start + duration, fixed
     * here) when the learner is eligible; refuses with the reason otherwise. Questions never carry
     * their answers. A recitation question gets its practice for this learner alone in the transaction
     * that starts the attempt (recordable until the deadline and its grace).
     */
    async open(learner: AuthUser, id: number) {
      const now = clock.now();
      const exam = await visibleExam(learner, id, now);
      const state = await eligibility(exam, learner.id, now);
      if (state.ineligible) throw new DomainError(state.ineligible);
      const questions = await examsRepo.questionsOf(db, exam.id);
      const recited = recitationsOf(questions);
      const deadlineAt = new Date(now.getTime() + exam.durationMinutes * 60_000);
      const values = {
        examId: exam.id,
        userId: learner.id,
        number: state.attemptsUsed + 1,
        startedAt: now,
        deadlineAt,
      };
      const started = async () => {
        if (recited.length === 0) return examsRepo.startAttempt(db, values);
        return db.transaction(async (tx) => {
          const attempt = await examsRepo.startAttempt(tx, values);
          if (attempt) {
            await recitations.open(
              tx,
              {
                id: attempt.id,
                userId: learner.id,
                batchId: exam.batchId,
                deadlineAt,
                closesAt: new Date(deadlineAt.getTime() + DEADLINE_GRACE_MS),
              },
              recited,
            );
          }
          return attempt;
        });
      };
      const attempt =
        state.running ??
        (await started()) ??
        // a parallel open started it first: the same attempt
        (await examsRepo.runningAttempt(db, exam.id, learner.id));
      if (!attempt) throw new DomainError('EXAM_NOT_STARTED');
      return { exam, questions, attempt, recitations: await recitationStates(questions, attempt) };
    },

    /** The running attempt with its saved answers (a reload or another device resumes it). */
    async quickSave(learner: AuthUser, id: number) {
      const now = clock.now();
      const exam = await visibleExam(learner, id, now);
      const attempt = await settle(exam, learner.id, now);
      if (!attempt) throw new DomainError('EXAM_ATTEMPT_NOT_FOUND');
      return attempt;
    },

    /**
     * Saves (final false) or submits (final true) the running attempt, in one transaction on the
     * locked attempt. Past the deadline (and its grace) a save is refused and a submission grades
     * what was saved before it. A repeated submission answers the attempt's result again and never
     * opens another.
     */
    async submit(learner: AuthUser, body: { exam: number; answers?: StoredAnswer[]; final: boolean }) {
      const now = clock.now();
      const exam = await visibleExam(learner, body.exam, now);
      const questions = await examsRepo.questionsOf(db, exam.id);
      const answers = checkAnswers(questions, body.answers ?? []);
      const attempt = await db.transaction(async (tx) => {
        const running = await examsRepo.runningAttempt(tx, exam.id, learner.id, { lock: true });
        if (!running) {
          const latest = await examsRepo.latestAttempt(tx, exam.id, learner.id);
          if (body.final && latest) return latest;
          throw new DomainError('EXAM_NOT_STARTED');
        }
        const late = now.getTime() > running.deadlineAt.getTime() + DEADLINE_GRACE_MS;
        if (late) {
          const ended = await finish(tx, exam, questions, running, running.answers, running.deadlineAt);
          if (!body.final) return { ended, refused: true as const };
          return ended;
        }
        const saved = await examsRepo.saveAnswers(tx, running.id, answers, now);
        // an exam answer saved: a day of study (issue 40)
        await study.recordStudy(tx, { userId: learner.id, at: now, now });
        return body.final ? finish(tx, exam, questions, saved, answers, now) : saved;
      });
      // the late save's attempt is graded and committed first, then the save is refused
      if ('refused' in attempt) throw new DomainError('EXAM_TIME_OVER');
      return { exam, questions, attempt, recitations: await recitationStates(questions, attempt) };
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
