import type { AdminSchemas } from '@tilawat/sdk/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { batches } from '../catalogue/catalogue.table';
import { modules } from '../learning/learning.table';
import { questions } from './exams.table';

// The console's exam writing (issue 19): a batch's teacher (or an admin) creates exams, adds questions
// of every kind with their answers, and changes settings; questions stay once somebody sat the exam.
let t: TestApp;
let teacher: Learner;
let otherTeacher: Learner;
let batchId: number;
let moduleId: number;
let foreignModule: number;
appForFile(async (app) => {
  t = app;
  [teacher, otherTeacher] = [await signedInAs(t, 'teacher'), await signedInAs(t, 'teacher')];
  const [source] = await t.db.select().from(batches).where(eq(batches.mode, 'on-demand')).limit(1);
  if (!source) throw new Error('no on-demand batch');
  const { id: _id, ...rest } = source;
  const [made] = await t.db
    .insert(batches)
    .values({ ...rest, name: 'পরীক্ষার ব্যাচ', teacherId: teacher.user.id })
    .returning();
  batchId = (made as { id: number }).id;
  const [module] = await t.db.insert(modules).values({ batchId, title: 'মাখরাজ', position: 1 }).returning();
  moduleId = (module as { id: number }).id;
  const [other] = await t.db.select().from(modules).where(eq(modules.batchId, source.id)).limit(1);
  foreignModule = (other as { id: number }).id;
});

const bengali = /[\u0980-\u09FF]/;
const admin = (who: Learner, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v3/admin${url}`, headers: auth(who), payload });
type Detail = AdminSchemas['AdminExamDetailResponse']['data'];

const anExam = {
  title: 'মডিউল ১ পরীক্ষা — মাখরাজ',
  module_id: null as number | null,
  instructions: ['২০ মিনিট সময় পাবেন।'],
  duration_minutes: 20,
  pass_marks: 3,
  attempts_allowed: 2,
  opens_at: '2026-01-01T00:00:00+06:00',
};
const single = {
  kind: 'single-choice',
  prompt: 'ع হরফের মাখরাজ কোথায়?',
  arabic_text: 'ع',
  marks: 2,
  options: [
    { text: 'হলকের মাঝখান', correct: true },
    { text: 'ঠোঁট', correct: false },
  ],
};
const written = {
  kind: 'short-text',
  prompt: 'নুন সাকিনের পর ক হলে কোন নিয়ম?',
  marks: 2,
  accepted_answers: ['ইখফা'],
};

describe('writing an exam', () => {
  let exam: Detail;
  beforeAll(async () => {
    const made = await admin(teacher, 'POST', `/batches/${batchId}/exams`, {
      ...anExam,
      module_id: moduleId,
    });
    expect(made.statusCode, made.body).toBe(201);
    exam = made.json().data;
  });

  it("is the batch's teacher's: a module of another batch, a window closing first are refused beside their fields", async () => {
    expect(exam.exam).toMatchObject({
      batch_id: batchId,
      module_id: moduleId,
      questions_count: 0,
      total_marks: 0,
      attempts: 0,
    });
    for (const [payload, field] of [
      [{ ...anExam, module_id: foreignModule }, 'module_id'],
      [{ ...anExam, closes_at: '2025-12-31T00:00:00+06:00' }, 'closes_at'],
      [{ ...anExam, prerequisite_exam_id: 2_000_000_000 }, 'prerequisite_exam_id'],
    ] as const) {
      const refused = await admin(teacher, 'POST', `/batches/${batchId}/exams`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors).toEqual([{ path: `/${field}`, msg: expect.stringMatching(bengali) }]);
    }
  });

  it('takes questions of every kind with their answers; a misshapen one is refused beside its field', async () => {
    const one = await admin(teacher, 'POST', `/exams/${exam.exam.id}/questions`, single);
    expect(one.statusCode, one.body).toBe(201);
    const two = await admin(teacher, 'POST', `/exams/${exam.exam.id}/questions`, written);
    expect(two.statusCode, two.body).toBe(201);
    const review = await admin(teacher, 'POST', `/exams/${exam.exam.id}/questions`, {
      kind: 'short-text',
      prompt: 'খাড়া যবরের একটি উদাহরণ লিখুন।',
      marks: 1,
      teacher_review: true,
    });
    const detail = review.json().data as Detail;
    expect(detail.exam).toMatchObject({ questions_count: 3, total_marks: 5 });
    expect(detail.questions.map((q) => [q.position, q.kind])).toEqual([
      [1, 'single-choice'],
      [2, 'short-text'],
      [3, 'short-text'],
    ]);
    expect(detail.questions[0]?.options.map((o) => o.correct)).toEqual([true, false]);
    expect(detail.questions[1]?.accepted_answers).toEqual(['ইখফা']);
    expect(detail.questions[2]?.teacher_review).toBe(true);
    const bad = await admin(teacher, 'POST', `/exams/${exam.exam.id}/questions`, {
      ...single,
      options: [
        { text: 'ক', correct: true },
        { text: 'খ', correct: true },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'SINGLE_CHOICE_ONE_RIGHT', errors: [{ path: '/options' }] });

    // rewritten in its place while nobody has sat it
    const firstId = detail.questions[0]?.id as number;
    const rewritten = await admin(teacher, 'PUT', `/questions/${firstId}`, {
      ...single,
      marks: 3,
      prompt: 'ح হরফের মাখরাজ কোথায়?',
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect((rewritten.json().data as Detail).questions[0]).toMatchObject({
      id: firstId,
      position: 1,
      marks: 3,
    });
    const log = (await admin(await signedInAs(t, 'admin'), 'GET', `/audit?target=question:${firstId}`)).json()
      .data.items;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'question.replace',
      'question.add',
    ]);
  });

  it("is sat by the batch's learners as written, graded by its answers; after that its questions stay, its settings change", async () => {
    const learner = await t.signUp();
    await t.enroll(learner.user.id, batchId);
    const paper = await t.inject({ url: `/api/v3/exam/revised/${exam.exam.id}`, headers: auth(learner) });
    expect(paper.statusCode, paper.body).toBe(200);
    const [choice, text] = paper.json().data.questions as {
      id: number;
      options: { id: number; text: string }[];
    }[];
    const right = choice?.options.find((option) => option.text === 'হলকের মাঝখান')?.id;
    const submitted = await t.inject({
      method: 'POST',
      url: '/api/v3/submission/revised',
      headers: auth(learner),
      payload: {
        exam: exam.exam.id,
        final: true,
        answers: [
          { question: choice?.id, option_ids: [right] },
          { question: text?.id, text: 'ইখফা' },
        ],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // the written answer the teacher marks is still to come: waiting, with 5 of 6 marks given
    expect(submitted.json().data.review.slice(0, 2)).toMatchObject([{ awarded: 3 }, { awarded: 2 }]);

    const locked = await admin(teacher, 'POST', `/exams/${exam.exam.id}/questions`, written);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'EXAM_HAS_ATTEMPTS', msg: expect.stringMatching(bengali) });
    const [first] = await t.db.select().from(questions).where(eq(questions.examId, exam.exam.id)).limit(1);
    expect((await admin(teacher, 'PUT', `/questions/${first?.id}`, single)).statusCode).toBe(409);
    const more = await admin(teacher, 'PATCH', `/exams/${exam.exam.id}`, { attempts_allowed: 5 });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().data.exam).toMatchObject({ attempts_allowed: 5, attempts: 1 });
  });

  it("another teacher's batch, exam and question are not found; a learner gets 403; nothing changes", async () => {
    const [first] = await t.db.select().from(questions).where(eq(questions.examId, exam.exam.id)).limit(1);
    for (const [method, url, payload] of [
      ['GET', `/batches/${batchId}/exams`, undefined],
      ['POST', `/batches/${batchId}/exams`, anExam],
      ['GET', `/exams/${exam.exam.id}`, undefined],
      ['PATCH', `/exams/${exam.exam.id}`, { attempts_allowed: 100 }],
      ['POST', `/exams/${exam.exam.id}/questions`, written],
      ['PUT', `/questions/${first?.id}`, single],
    ] as const) {
      const answer = await admin(otherTeacher, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect((await admin(await t.signUp(), method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = (await admin(teacher, 'GET', `/batches/${batchId}/exams`)).json()
      .data as AdminSchemas['AdminExam'][];
    expect(listed.find((item) => item.id === exam.exam.id)?.attempts_allowed).toBe(5);
  });
});
