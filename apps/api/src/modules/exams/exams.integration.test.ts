// Exams end to end through the api (issue 13), on exams this file writes itself so that every
// number is known: eligibility, a timed attempt the server keeps, quick-save, grading and review.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { liveBatch } from '../../../test/purchases';
import { expectLedgerBalanced } from '../../../test/wallet';
import { batches } from '../catalogue/catalogue.table';
import { DEADLINE_GRACE_MS } from './exams.service';
import { exams, questionOptions, questions } from './exams.table';

let t: TestApp;
let batchId: number;
appForFile(async (app) => {
  t = app;
  batchId = (await liveBatch(t)).id;
});

const bengali = /[\u0980-\u09FF]/;
const MINUTE = 60_000;

interface Fixture {
  id: number;
  single: { id: number; right: number; wrong: number };
  multi: { id: number; right: [number, number]; wrong: number };
  short: number;
}

/** An exam of the batch: a single-choice (2 marks), a multi-choice (2) and a short-text (1) question. */
async function makeExam(
  over: Partial<typeof exams.$inferInsert> = {},
  { teacherReview = false }: { teacherReview?: boolean } = {},
): Promise<Fixture> {
  const now = t.clock.now();
  const [exam] = await t.db
    .insert(exams)
    .values({
      batchId,
      title: 'মডিউল ১ পরীক্ষা — মাখরাজ',
      instructions: ['৩০ মিনিট সময় পাবেন।', 'উত্তর নিজে থেকেই সংরক্ষিত হবে।'],
      durationMinutes: 30,
      passMarks: 3,
      attemptsAllowed: 2,
      opensAt: new Date(now.getTime() - 24 * 60 * MINUTE),
      ...over,
    })
    .returning();
  if (!exam) throw new Error('no exam');
  const [single, multi, short] = await t.db
    .insert(questions)
    .values([
      {
        examId: exam.id,
        position: 1,
        kind: 'single-choice',
        prompt: 'ع হরফের মাখরাজ কোথায়?',
        arabicText: 'ع',
        marks: 2,
      },
      { examId: exam.id, position: 2, kind: 'multi-choice', prompt: 'কোন কোন হরফ হলকি?', marks: 2 },
      {
        examId: exam.id,
        position: 3,
        kind: 'short-text',
        prompt: 'নুন সাকিনের পর ক হলে কোন নিয়ম?',
        marks: 1,
        acceptedAnswers: teacherReview ? [] : ['ইখফা'],
        teacherReview,
      },
    ])
    .returning();
  if (!single || !multi || !short) throw new Error('no questions');
  const options = await t.db
    .insert(questionOptions)
    .values([
      { questionId: single.id, position: 1, text: 'হলকের মাঝখান', correct: true },
      { questionId: single.id, position: 2, text: 'ঠোঁট', correct: false },
      { questionId: multi.id, position: 1, text: 'ح', correct: true },
      { questionId: multi.id, position: 2, text: 'ب', correct: false },
      { questionId: multi.id, position: 3, text: 'خ', correct: true },
    ])
    .returning();
  const id = (index: number) => (options[index] as { id: number }).id;
  return {
    id: exam.id,
    single: { id: single.id, right: id(0), wrong: id(1) },
    multi: { id: multi.id, right: [id(2), id(4)], wrong: id(3) },
    short: short.id,
  };
}

async function enrolledLearner(): Promise<Learner> {
  const learner = await t.signUp();
  await t.enroll(learner.user.id, batchId);
  return learner;
}

const get = (learner: Learner, url: string) => t.inject({ url, headers: auth(learner) });
const submit = (learner: Learner, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/v3/submission/revised', headers: auth(learner), payload });

/** A learner's fresh session, for after the test clock has moved past the access token's 15 minutes. */
const refreshed = (learner: Learner) => t.refreshed(learner);

let exam: Fixture;
beforeAll(async () => {
  exam = await makeExam();
});

describe('who sees an exam', () => {
  it('a learner not enrolled in the batch, and an unknown exam, get 404 from all five operations', async () => {
    const stranger = await t.signUp();
    for (const id of [exam.id, 999_999]) {
      for (const url of [
        `/api/v3/exam/revised/instruction/${id}`,
        `/api/v3/exam/eligible/${id}`,
        `/api/v3/exam/revised/${id}`,
        `/api/v3/submission/quick-save/${id}`,
      ]) {
        const answer = await get(stranger, url);
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json().msg).toMatch(bengali);
      }
      expect((await submit(stranger, { exam: id, final: false })).statusCode).toBe(404);
    }
  });

  it('needs a token', async () => {
    expect((await t.inject({ url: `/api/v3/exam/eligible/${exam.id}` })).statusCode).toBe(401);
  });
});

describe('instruction and eligibility', () => {
  it('states the rules and totals without starting anything', async () => {
    const learner = await enrolledLearner();
    const answer = await get(learner, `/api/v3/exam/revised/instruction/${exam.id}`);
    expect(answer.json().data).toMatchObject({
      exam_id: exam.id,
      duration_minutes: 30,
      total_marks: 5,
      pass_marks: 3,
      questions_count: 3,
      attempts_allowed: 2,
      closes_at: null,
    });
    expect((await get(learner, `/api/v3/submission/quick-save/${exam.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['not open yet', 365 * 24 * 60, null, 'পরীক্ষাটি এখনো শুরু হয়নি'],
    ['closed', -48 * 60, -60, 'সময় শেষ'],
  ] as const)(
    'says no, with the reason, when the exam is %s; opening it answers 403 with the same reason',
    async (_, opensIn, closesIn, reason) => {
      const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * MINUTE);
      const closedOrLater = await makeExam({
        opensAt: at(opensIn),
        closesAt: closesIn === null ? null : at(closesIn),
      });
      const learner = await enrolledLearner();
      const state = (await get(learner, `/api/v3/exam/eligible/${closedOrLater.id}`)).json().data;
      expect(state).toMatchObject({
        eligible: false,
        reason: expect.stringContaining(reason),
        last_attempt: null,
      });
      const open = await get(learner, `/api/v3/exam/revised/${closedOrLater.id}`);
      expect(open.statusCode).toBe(403);
      expect(open.json()).toMatchObject({ code: 'EXAM_NOT_ELIGIBLE', msg: state.reason });
    },
  );

  it('needs the prerequisite exam passed first', async () => {
    const second = await makeExam({ prerequisiteExamId: exam.id, title: 'মডিউল ২ পরীক্ষা' });
    const learner = await enrolledLearner();
    const before = (await get(learner, `/api/v3/exam/eligible/${second.id}`)).json().data;
    expect(before).toMatchObject({ eligible: false, reason: expect.stringMatching(bengali) });
    await get(learner, `/api/v3/exam/revised/${exam.id}`);
    const passed = await submit(learner, {
      exam: exam.id,
      final: true,
      answers: [
        { question: exam.single.id, option_ids: [exam.single.right] },
        { question: exam.multi.id, option_ids: exam.multi.right },
      ],
    });
    expect(passed.json().data).toMatchObject({ status: 'graded', score: 4, passed: true });
    expect((await get(learner, `/api/v3/exam/eligible/${second.id}`)).json().data.eligible).toBe(true);
  });
});

describe('an attempt', () => {
  it('starts on opening, with its deadline fixed by the server, and resumes on opening again; questions carry no answers', async () => {
    const learner = await enrolledLearner();
    const opened = await get(learner, `/api/v3/exam/revised/${exam.id}`);
    expect(opened.statusCode).toBe(200);
    const data = opened.json().data;
    expect(Date.parse(data.attempt.deadline_at) - Date.parse(data.attempt.started_at)).toBe(30 * MINUTE);
    expect(Date.parse(data.attempt.started_at)).toBe(t.clock.now().getTime());
    expect(JSON.stringify(data.questions)).not.toMatch(/correct|accepted/);
    expect(data.questions.map((q: { kind: string }) => q.kind)).toEqual([
      'single-choice',
      'multi-choice',
      'short-text',
    ]);
    expect(data.questions[0].arabic_text).toBe('ع');
    t.clock.advance(MINUTE);
    const again = (await get(learner, `/api/v3/exam/revised/${exam.id}`)).json().data;
    expect(again.attempt).toEqual(data.attempt);
    expect((await get(learner, `/api/v3/exam/eligible/${exam.id}`)).json().data.attempts_used).toBe(1);
  });

  it('two parallel opens start one attempt', async () => {
    const learner = await enrolledLearner();
    const answers = await Promise.all([1, 2, 3].map(() => get(learner, `/api/v3/exam/revised/${exam.id}`)));
    const ids = new Set(answers.map((answer) => answer.json().data.attempt.submission_id));
    expect(ids.size).toBe(1);
    expect((await get(learner, `/api/v3/exam/eligible/${exam.id}`)).json().data.attempts_used).toBe(1);
  });

  it('quick-saves replace the saved answers, which a reload reads back', async () => {
    const learner = await enrolledLearner();
    await get(learner, `/api/v3/exam/revised/${exam.id}`);
    // opening the exam is not yet a day of study; saving an answer is (issue 40)
    const studied = async () => (await get(learner, '/api/v3/study/streak')).json().data.today_active;
    expect(await studied()).toBe(false);
    const first = await submit(learner, {
      exam: exam.id,
      final: false,
      answers: [{ question: exam.single.id, option_ids: [exam.single.wrong] }],
    });
    expect(first.json().data).toMatchObject({
      status: 'in-progress',
      score: null,
      passed: null,
      review: null,
      questions: null,
    });
    expect(await studied()).toBe(true);
    t.clock.advance(20_000);
    await submit(learner, {
      exam: exam.id,
      final: false,
      answers: [
        { question: exam.single.id, option_ids: [exam.single.right] },
        { question: exam.short, text: 'ইখফা' },
      ],
    });
    const saved = (await get(learner, `/api/v3/submission/quick-save/${exam.id}`)).json().data;
    expect(saved.answers).toEqual([
      { question: exam.single.id, option_ids: [exam.single.right] },
      { question: exam.short, text: 'ইখফা' },
    ]);
    expect(Date.parse(saved.saved_at)).toBe(t.clock.now().getTime());
  });

  it.each([
    ['a question of another exam', () => [{ question: 999_999, option_ids: [1] }], '/answers/0/question'],
    [
      'an unknown option',
      () => [{ question: exam.single.id, option_ids: [exam.multi.wrong] }],
      '/answers/0/option_ids',
    ],
    [
      'two answers to one question',
      () => [
        { question: exam.short, text: 'ক' },
        { question: exam.short, text: 'খ' },
      ],
      '/answers/1/question',
    ],
    [
      'two options to a single-choice question',
      () => [{ question: exam.single.id, option_ids: exam.multi.right }],
      '/answers/0/option_ids',
    ],
    ['a text to a choice question', () => [{ question: exam.multi.id, text: 'ح' }], '/answers/0/option_ids'],
  ])('refuses %s with 400 naming the answer, and saves nothing', async (_, answers, path) => {
    const learner = await enrolledLearner();
    await get(learner, `/api/v3/exam/revised/${exam.id}`);
    const refused = await submit(learner, { exam: exam.id, final: false, answers: answers() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path, msg: expect.stringMatching(bengali) }]);
    expect((await get(learner, `/api/v3/submission/quick-save/${exam.id}`)).json().data.answers).toEqual([]);
  });

  it('a quick-save with no attempt running answers 409', async () => {
    const learner = await enrolledLearner();
    const answer = await submit(learner, { exam: exam.id, final: false });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('EXAM_NOT_STARTED');
  });
});

describe('submitting and grading', () => {
  it('grades on the server, shows the review only now, and a repeated submission answers the same result', async () => {
    const learner = await enrolledLearner();
    await get(learner, `/api/v3/exam/revised/${exam.id}`);
    const graded = await submit(learner, {
      exam: exam.id,
      final: true,
      answers: [
        { question: exam.single.id, option_ids: [exam.single.right] },
        { question: exam.multi.id, option_ids: [exam.multi.right[0]] }, // one of two: no marks
        { question: exam.short, text: '  ইখ\u200Cফা ' },
      ],
    });
    expect(graded.statusCode).toBe(200);
    const result = graded.json().data;
    expect(result).toMatchObject({ status: 'graded', score: 3, total_marks: 5, passed: true });
    expect(result.review).toEqual([
      {
        question: exam.single.id,
        marks: 2,
        awarded: 2,
        correct: true,
        answer: { question: exam.single.id, option_ids: [exam.single.right] },
        correct_option_ids: [exam.single.right],
        accepted_answers: [],
      },
      {
        question: exam.multi.id,
        marks: 2,
        awarded: 0,
        correct: false,
        answer: { question: exam.multi.id, option_ids: [exam.multi.right[0]] },
        correct_option_ids: exam.multi.right,
        accepted_answers: [],
      },
      {
        question: exam.short,
        marks: 1,
        awarded: 1,
        correct: true,
        answer: { question: exam.short, text: '  ইখ\u200Cফা ' },
        correct_option_ids: [],
        accepted_answers: ['ইখফা'],
      },
    ]);
    // The questions it names come with it (a result read on another device), still without answers.
    const opened = (await get(learner, `/api/v3/exam/eligible/${exam.id}`)).json().data.last_attempt;
    expect(result.questions.map((q: { id: number }) => q.id)).toEqual([
      exam.single.id,
      exam.multi.id,
      exam.short,
    ]);
    expect(result.questions[0].options.map((o: { text: string }) => o.text)).toEqual(['হলকের মাঝখান', 'ঠোঁট']);
    expect(JSON.stringify(result.questions)).not.toMatch(/correct|accepted/);
    expect(opened.questions).toEqual(result.questions);
    const again = await submit(learner, { exam: exam.id, final: true, answers: [] });
    expect(again.json().data).toEqual(result);
    // a first pass earns a star (the wallet's rewards), once however often the result is asked for
    await expectLedgerBalanced(t, learner);
    const panel = (
      await t.inject({ url: '/api/v2/dashboard/my-controlpanel', headers: auth(learner) })
    ).json();
    expect(panel.stars).toBe(1);
    const stars = (
      await t.inject({ url: '/api/v2/transaction/my-transaction?kind=claimed', headers: auth(learner) })
    ).json();
    expect(stars.items).toMatchObject([
      { direction: 'credit', amount: { amount: 1, currency: 'star' }, note: expect.stringContaining('পাস') },
    ]);
    const state = (await get(learner, `/api/v3/exam/eligible/${exam.id}`)).json().data;
    expect(state).toMatchObject({ eligible: true, attempts_used: 1, last_attempt: result });
    expect((await get(learner, `/api/v3/submission/quick-save/${exam.id}`)).statusCode).toBe(404);
  });

  it('after the allowed attempts, says no and refuses to open', async () => {
    const learner = await enrolledLearner();
    for (let attempt = 0; attempt < 2; attempt++) {
      await get(learner, `/api/v3/exam/revised/${exam.id}`);
      await submit(learner, { exam: exam.id, final: true });
    }
    const state = (await get(learner, `/api/v3/exam/eligible/${exam.id}`)).json().data;
    expect(state).toMatchObject({
      eligible: false,
      attempts_used: 2,
      attempts_allowed: 2,
      reason: expect.stringMatching(bengali),
    });
    expect(state.last_attempt).toMatchObject({ status: 'graded', score: 0, passed: false });
    expect((await get(learner, `/api/v3/exam/revised/${exam.id}`)).statusCode).toBe(403);
  });

  it('a short-text answer a teacher marks leaves the result pending', async () => {
    const reviewed = await makeExam({ title: 'লিখিত পরীক্ষা' }, { teacherReview: true });
    const learner = await enrolledLearner();
    await get(learner, `/api/v3/exam/revised/${reviewed.id}`);
    const answer = await submit(learner, {
      exam: reviewed.id,
      final: true,
      answers: [{ question: reviewed.short, text: 'নুনের উচ্চারণ গোপন হয়, গুন্নাহসহ।' }],
    });
    expect(answer.json().data).toMatchObject({ status: 'submitted', score: null, passed: null });
    expect(answer.json().data.review[2]).toMatchObject({
      awarded: null,
      correct: null,
      accepted_answers: [],
    });
  });
});

describe('the deadline, kept by the server', () => {
  async function started() {
    const learner = await enrolledLearner();
    await get(learner, `/api/v3/exam/revised/${exam.id}`);
    await submit(learner, {
      exam: exam.id,
      final: false,
      answers: [{ question: exam.single.id, option_ids: [exam.single.right] }],
    });
    return learner;
  }

  it('answers within the grace still count', async () => {
    const learner = await started();
    t.clock.advance(30 * MINUTE + DEADLINE_GRACE_MS);
    const late = await submit(await refreshed(learner), {
      exam: exam.id,
      final: true,
      answers: [
        { question: exam.single.id, option_ids: [exam.single.right] },
        { question: exam.short, text: 'ইখফা' },
      ],
    });
    expect(late.json().data).toMatchObject({ status: 'graded', score: 3 });
  });

  it('a save after it is refused with 409, and the attempt is graded from what was saved before', async () => {
    const learner = await started();
    t.clock.advance(30 * MINUTE + DEADLINE_GRACE_MS + 1_000);
    const session = await refreshed(learner);
    const save = await submit(session, {
      exam: exam.id,
      final: false,
      answers: [{ question: exam.multi.id, option_ids: exam.multi.right }],
    });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ code: 'EXAM_TIME_OVER', msg: expect.stringMatching(bengali) });
    const state = (await get(session, `/api/v3/exam/eligible/${exam.id}`)).json().data;
    expect(state.last_attempt).toMatchObject({ status: 'graded', score: 2, passed: false });
  });

  it('a final submission after it grades what was saved, not what it carries', async () => {
    const learner = await started();
    t.clock.advance(45 * MINUTE);
    const late = await submit(await refreshed(learner), {
      exam: exam.id,
      final: true,
      answers: [
        { question: exam.single.id, option_ids: [exam.single.right] },
        { question: exam.multi.id, option_ids: exam.multi.right },
      ],
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ status: 'graded', score: 2 });
    expect(Date.parse(late.json().data.submitted_at)).toBe(Date.parse(late.json().data.deadline_at));
  });

  it('an attempt left open is graded when it is next read: the learner who closed the tab gets a result', async () => {
    const learner = await started();
    t.clock.advance(2 * 60 * MINUTE);
    const session = await refreshed(learner);
    expect((await get(session, `/api/v3/submission/quick-save/${exam.id}`)).statusCode).toBe(404);
    const state = (await get(session, `/api/v3/exam/eligible/${exam.id}`)).json().data;
    expect(state).toMatchObject({ eligible: true, attempts_used: 1 });
    expect(state.last_attempt).toMatchObject({ status: 'graded', score: 2 });
  });
});

describe('ownership', () => {
  it('another learner’s attempt is not theirs: they find none, and their own opening starts their own', async () => {
    const owner = await enrolledLearner();
    const mine = (await get(owner, `/api/v3/exam/revised/${exam.id}`)).json().data.attempt;
    const other = await enrolledLearner();
    expect((await get(other, `/api/v3/submission/quick-save/${exam.id}`)).statusCode).toBe(404);
    expect((await submit(other, { exam: exam.id, final: false })).statusCode).toBe(409);
    const theirs = (await get(other, `/api/v3/exam/revised/${exam.id}`)).json().data.attempt;
    expect(theirs.submission_id).not.toBe(mine.submission_id);
  });
});

describe('the demo content', () => {
  it('a learner of a started batch finds module 1’s exam in its study plan and, answering right, gets every mark not left to a teacher', async () => {
    const learner = await enrolledLearner();
    const detail = (await get(learner, `/api/v3/batch/${batchId}`)).json().data;
    const firstModule = detail.modules[0].id;
    const plan = (await get(learner, `/api/v3/study-plan/revised/${firstModule}?batch=${batchId}`)).json()
      .data;
    const item = plan.items.find((entry: { kind: string }) => entry.kind === 'exam');
    expect(item?.ref_id).toEqual(expect.any(Number));
    const opened = await get(learner, `/api/v3/exam/revised/${item.ref_id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const shown = opened.json().data as { questions: { id: number; kind: string }[] };
    // the right answers, from the database (the api never gives them before the end)
    const answers = [];
    for (const question of shown.questions) {
      const [row] = await t.db.select().from(questions).where(eq(questions.id, question.id));
      const options = await t.db
        .select()
        .from(questionOptions)
        .where(eq(questionOptions.questionId, question.id));
      if (question.kind === 'short-text') {
        if (row?.acceptedAnswers[0]) answers.push({ question: question.id, text: row.acceptedAnswers[0] });
      } else {
        answers.push({
          question: question.id,
          option_ids: options.filter((o) => o.correct).map((o) => o.id),
        });
      }
    }
    const result = (await submit(learner, { exam: item.ref_id, final: true, answers })).json().data;
    expect(['graded', 'submitted']).toContain(result.status);
    expect(result.review.every((entry: { correct: boolean | null }) => entry.correct !== false)).toBe(true);
    if (result.status === 'graded') expect(result.passed).toBe(true);
  });
});

describe('a batch’s exams with the learner’s state', () => {
  const stateOf = async (learner: Learner, id: number) => {
    const answer = await get(learner, `/api/v3/exam?batch=${batchId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (
      answer.json().data as { id: number; state: string; attempts_used: number; score: number | null }[]
    ).find((item) => item.id === id);
  };

  it('lists them to the batch’s learners only', async () => {
    const stranger = await t.signUp();
    expect((await get(stranger, `/api/v3/exam?batch=${batchId}`)).statusCode).toBe(404);
    const learner = await enrolledLearner();
    const list = (await get(learner, `/api/v3/exam?batch=${batchId}`)).json().data as {
      id: number;
      module_id: number | null;
      questions_count: number;
      total_marks: number;
    }[];
    expect(list.length).toBeGreaterThan(3);
    // each with its questions counted and their marks summed
    const rows = await t.db.select().from(questions).where(eq(questions.examId, exam.id));
    expect(rows.length).toBeGreaterThan(1);
    expect(list.find((item) => item.id === exam.id)).toMatchObject({
      questions_count: rows.length,
      total_marks: rows.reduce((sum, row) => sum + row.marks, 0),
    });
    // the module exams first, in module order, the final one (no module) after them
    const firstFinal = list.findIndex((item) => item.module_id === null);
    expect(list.slice(firstFinal).every((item) => item.module_id === null)).toBe(true);
  });

  it('answers an empty list for a batch without exams, and 404 for a batch that does not exist', async () => {
    const learner = await t.signUp();
    // a copy of the exams' batch, made without exams
    const [source] = await t.db.select().from(batches).where(eq(batches.id, batchId));
    const { id: _id, ...rest } = source as typeof batches.$inferSelect;
    const [bare] = await t.db
      .insert(batches)
      .values({ ...rest, name: 'পরীক্ষাহীন ব্যাচ' })
      .returning({ id: batches.id });
    if (!bare) throw new Error('no batch made');
    await t.enroll(learner.user.id, bare.id);
    const answer = await get(learner, `/api/v3/exam?batch=${bare.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([]);
    expect((await get(learner, '/api/v3/exam?batch=999999')).statusCode).toBe(404);
  });

  it('goes open → in-progress → failed → passed, and shows locked, not-open and pending', async () => {
    const learner = await enrolledLearner();
    const later = await makeExam({ opensAt: new Date(t.clock.now().getTime() + 24 * 60 * MINUTE) });
    const next = await makeExam({ prerequisiteExamId: exam.id });
    expect(await stateOf(learner, exam.id)).toMatchObject({ state: 'open', attempts_used: 0, score: null });
    expect((await stateOf(learner, later.id))?.state).toBe('not-open');
    expect((await stateOf(learner, next.id))?.state).toBe('locked');

    await get(learner, `/api/v3/exam/revised/${exam.id}`);
    expect((await stateOf(learner, exam.id))?.state).toBe('in-progress');
    await submit(learner, { exam: exam.id, final: true });
    expect(await stateOf(learner, exam.id)).toMatchObject({ state: 'failed', attempts_used: 1, score: 0 });
    await get(learner, `/api/v3/exam/revised/${exam.id}`);
    await submit(learner, {
      exam: exam.id,
      final: true,
      answers: [
        { question: exam.single.id, option_ids: [exam.single.right] },
        { question: exam.multi.id, option_ids: exam.multi.right },
      ],
    });
    expect(await stateOf(learner, exam.id)).toMatchObject({ state: 'passed', attempts_used: 2, score: 4 });
    expect((await stateOf(learner, next.id))?.state).toBe('open');

    const written = await makeExam({ title: 'লিখিত' }, { teacherReview: true });
    await get(learner, `/api/v3/exam/revised/${written.id}`);
    await submit(learner, {
      exam: written.id,
      final: true,
      answers: [{ question: written.short, text: 'উত্তর' }],
    });
    expect((await stateOf(learner, written.id))?.state).toBe('pending');
  });
});
