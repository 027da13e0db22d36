import type { AdminSchemas } from '@tilawat/sdk/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { batches } from '../catalogue/catalogue.table';
import { exams, questionOptions, questions, submissions } from './exams.table';

// The console's exam reviews (issue 19): a teacher marks the short-text answers of their batches'
// attempts, and the learner's result changes at once.
let t: TestApp;
let boss: Learner;
let teacher: Learner;
let otherTeacher: Learner;
let batchId: number;
appForFile(async (app) => {
  t = app;
  [boss, teacher, otherTeacher] = [
    await signedInAs(t, 'admin'),
    await signedInAs(t, 'teacher'),
    await signedInAs(t, 'teacher'),
  ];
  const [batch] = await t.db.select().from(batches).limit(1);
  if (!batch) throw new Error('no batch');
  batchId = batch.id;
  await t.db.update(batches).set({ teacherId: teacher.user.id }).where(eq(batches.id, batchId));
});

const bengali = /[\u0980-\u09FF]/;

interface WrittenExam {
  id: number;
  choice: { id: number; right: number };
  written: [number, number];
}

/** An exam of the batch: a single-choice question (2 marks) and two written ones a teacher marks (3 and 2). */
async function writtenExam(): Promise<WrittenExam> {
  const [exam] = await t.db
    .insert(exams)
    .values({
      batchId,
      title: 'লিখিত পরীক্ষা — তাজবিদ',
      instructions: ['নিজের ভাষায় লিখুন।'],
      durationMinutes: 30,
      passMarks: 4,
      attemptsAllowed: 2,
      opensAt: new Date(t.clock.now().getTime() - 60_000),
    })
    .returning();
  if (!exam) throw new Error('no exam');
  const rows = await t.db
    .insert(questions)
    .values([
      { examId: exam.id, position: 1, kind: 'single-choice', prompt: 'মাদের হরফ কয়টি?', marks: 2 },
      {
        examId: exam.id,
        position: 2,
        kind: 'short-text',
        prompt: 'খাড়া যবর ও সাধারণ যবরের পার্থক্য লিখুন।',
        marks: 3,
        teacherReview: true,
      },
      {
        examId: exam.id,
        position: 3,
        kind: 'short-text',
        prompt: 'ইখফার একটি উদাহরণ দিন।',
        arabicText: 'مِنْ كُلِّ',
        marks: 2,
        teacherReview: true,
      },
    ])
    .returning();
  const [choice, first, second] = rows.map((row) => row.id) as [number, number, number];
  const [right] = await t.db
    .insert(questionOptions)
    .values([
      { questionId: choice, position: 1, text: 'তিনটি', correct: true },
      { questionId: choice, position: 2, text: 'দুটি', correct: false },
    ])
    .returning();
  return {
    id: exam.id,
    choice: { id: choice, right: (right as { id: number }).id },
    written: [first, second],
  };
}

/** A learner of the batch who takes the exam and submits it; answers the attempt's id. */
async function submitted(exam: WrittenExam): Promise<{ learner: Learner; attempt: string }> {
  const learner = await t.signUp();
  await t.enroll(learner.user.id, batchId);
  expect(
    (await t.inject({ url: `/api/v3/exam/revised/${exam.id}`, headers: auth(learner) })).statusCode,
  ).toBe(200);
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v3/submission/revised',
    headers: auth(learner),
    payload: {
      exam: exam.id,
      final: true,
      answers: [
        { question: exam.choice.id, option_ids: [exam.choice.right] },
        { question: exam.written[0], text: 'খাড়া যবর এক আলিফ টেনে পড়তে হয়।' },
        { question: exam.written[1], text: 'مِنْ كُلِّ — নুন সাকিনের পর কাফ।' },
      ],
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().data).toMatchObject({ status: 'submitted', score: null });
  const [row] = await t.db.select().from(submissions).where(eq(submissions.userId, learner.user.id));
  return { learner, attempt: (row as { id: string }).id };
}

const reviews = async (who: Learner, query = '') => {
  const answer = await t.inject({ url: `/api/v3/admin/reviews?limit=100${query}`, headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.items as AdminSchemas['AdminReview'][];
};

const mark = (who: Learner, id: string, marks: { question: number; awarded: number }[]) =>
  t.inject({ method: 'POST', url: `/api/v3/admin/reviews/${id}`, headers: auth(who), payload: { marks } });

const stateOf = async (learner: Learner, examId: number) => {
  const answer = await t.inject({ url: `/api/v3/exam?batch=${batchId}`, headers: auth(learner) });
  return (answer.json().data as { id: number; state: string; score: number | null }[]).find(
    (e) => e.id === examId,
  );
};

/** The learner's stars (the wallet's rewards), as their control panel says. */
const starsOf = async (learner: Learner) =>
  (await t.inject({ url: '/api/v2/dashboard/my-controlpanel', headers: auth(learner) })).json()
    .stars as number;

describe('marking short-text answers', () => {
  let exam: WrittenExam;
  beforeAll(async () => {
    exam = await writtenExam();
  });

  it("lists the attempt waiting, with the learner's written answers; the teacher's marks grade it at once", async () => {
    const { learner, attempt } = await submitted(exam);
    expect((await stateOf(learner, exam.id))?.state).toBe('pending');
    const waiting = (await reviews(teacher, `&batch=${batchId}`)).find((review) => review.id === attempt);
    expect(waiting).toMatchObject({
      learner: { id: learner.user.id },
      exam: { id: exam.id },
      batch: { id: batchId },
      status: 'submitted',
      score: null,
      pass_marks: 4,
      total_marks: 7,
      questions: [
        { question: exam.written[0], marks: 3, answer: 'খাড়া যবর এক আলিফ টেনে পড়তে হয়।', awarded: null },
        { question: exam.written[1], marks: 2, arabic_text: 'مِنْ كُلِّ', awarded: null },
      ],
    });

    const marked = await mark(teacher, attempt, [
      { question: exam.written[0], awarded: 2 },
      { question: exam.written[1], awarded: 0 },
    ]);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({ status: 'graded', score: 4, passed: true });
    expect(await stateOf(learner, exam.id)).toMatchObject({ state: 'passed', score: 4 });
    // a pass by the teacher's marks earns the exam's star, as any pass does (issue 40)
    expect(await starsOf(learner)).toBe(1);
    expect((await reviews(teacher)).map((review) => review.id)).not.toContain(attempt);

    // the learner's own review shows each mark
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, attempt));
    expect(row?.review).toEqual([
      { question: exam.choice.id, marks: 2, awarded: 2, correct: true },
      { question: exam.written[0], marks: 3, awarded: 2, correct: true },
      { question: exam.written[1], marks: 2, awarded: 0, correct: false },
    ]);

    const again = await mark(boss, attempt, [
      { question: exam.written[0], awarded: 3 },
      { question: exam.written[1], awarded: 2 },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_MARKED', msg: expect.stringMatching(bengali) });

    const log = (
      await t.inject({ url: `/api/v3/admin/audit?target=submission:${attempt}`, headers: auth(boss) })
    ).json().data.items;
    expect(log).toMatchObject([
      {
        action: 'review.mark',
        actor: { id: teacher.user.id },
        before: { status: 'submitted', score: null },
        after: { status: 'graded', score: 4, passed: true },
      },
    ]);
  });

  it('fails the learner when the marks fall short of the pass mark', async () => {
    const { learner, attempt } = await submitted(exam);
    const marked = await mark(boss, attempt, [
      { question: exam.written[0], awarded: 1 },
      { question: exam.written[1], awarded: 0 },
    ]);
    expect(marked.json().data).toMatchObject({ score: 3, passed: false });
    expect(await starsOf(learner)).toBe(0);
    expect((await stateOf(learner, exam.id))?.state).toBe('failed');
  });

  it('refuses marks missing, repeated, for a question not waiting, or above the marks, beside `marks`; nothing changes', async () => {
    const { attempt } = await submitted(exam);
    for (const marks of [
      [{ question: exam.written[0], awarded: 1 }],
      [
        { question: exam.written[0], awarded: 1 },
        { question: exam.written[0], awarded: 1 },
      ],
      [
        { question: exam.written[0], awarded: 1 },
        { question: exam.written[1], awarded: 1 },
        { question: exam.choice.id, awarded: 0 },
      ],
      [
        { question: exam.written[0], awarded: 4 },
        { question: exam.written[1], awarded: 1 },
      ],
    ]) {
      const answer = await mark(teacher, attempt, marks);
      expect(answer.statusCode, JSON.stringify(marks)).toBe(400);
      expect(answer.json().errors).toEqual([{ path: '/marks', msg: expect.stringMatching(bengali) }]);
    }
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, attempt));
    expect(row).toMatchObject({ status: 'submitted', score: null });
  });

  it("another teacher neither sees nor marks the batch's attempts; a learner gets 403; nothing changes", async () => {
    const { learner, attempt } = await submitted(exam);
    expect((await reviews(otherTeacher)).map((review) => review.id)).not.toContain(attempt);
    const marks = [
      { question: exam.written[0], awarded: 3 },
      { question: exam.written[1], awarded: 2 },
    ];
    const refused = await mark(otherTeacher, attempt, marks);
    expect(refused.statusCode).toBe(404);
    for (const who of [learner, await t.signUp()]) {
      expect((await mark(who, attempt, marks)).statusCode).toBe(403);
      expect((await t.inject({ url: '/api/v3/admin/reviews', headers: auth(who) })).statusCode).toBe(403);
    }
    expect((await mark(teacher, '00000000-0000-4000-8000-000000000000', marks)).statusCode).toBe(404);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, attempt));
    expect(row?.status).toBe('submitted');
  });
});
