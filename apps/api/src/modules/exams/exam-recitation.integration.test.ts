// Recitation as a question of an exam (issue 20): a teacher writes a recitation question (a surah's
// ayahs, at most 20, inside the surah); starting an attempt makes the learner's own practice of them,
// once; the learner records it on the practice page like any other, but only the attempt's submission
// sends it. The teacher reviews it in the practice queue, and finishing that review marks the question —
// round(marks × score ÷ 100) — and grades the attempt through the same path as the short-text review.
// A recitation without every ayah recorded scores 0 at once.
import { scoreRecitation } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { createUpload, makeAudio, uploadRecording } from '../../../test/practice';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { auditLog } from '../audit/audit.table';
import { batches } from '../catalogue/catalogue.table';
import { practiceAssignments, practices } from '../practice/practice.table';
import { DEADLINE_GRACE_MS } from './exams.service';
import { submissions } from './exams.table';

const bengali = /[\u0980-\u09FF]/;
type Detail = AdminSchemas['AdminExamDetailResponse']['data'];
type Question = V3Schemas['Question'];

let t: TestApp;
let ids: SeededIds;
let teacher: Learner;
let otherTeacher: Learner;
let amina: Learner;
let bilal: Learner;
let chhoton: Learner;
let audio: Buffer;
appForFile(async (app) => {
  t = app;
  ids = await seededIds(t);
  [teacher, otherTeacher] = [await signedInAs(t, 'teacher'), await signedInAs(t, 'teacher')];
  await t.db.update(batches).set({ teacherId: teacher.user.id }).where(eq(batches.id, ids.liveBatch));
  [amina, bilal, chhoton] = [await t.signUp(), await t.signUp(), await t.signUp()];
  for (const learner of [amina, bilal, chhoton]) await t.enroll(learner.user.id, ids.liveBatch);
  audio = makeAudio(2);
});

const admin = (who: Learner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v3/admin${url}`, headers: auth(who), payload });
const post = (who: Learner, url: string, payload?: object) =>
  t.inject({ method: 'POST', url, headers: auth(who), ...(payload === undefined ? {} : { payload }) });

const recitation = { kind: 'recitation', prompt: 'সূরা ফাতিহার প্রথম দুই আয়াত তিলাওয়াত করুন।', marks: 10 };

/** The exam: a single-choice question (2), a recitation of al-Fatiha 1–2 (10), a written one a teacher marks (3). */
let exam: Detail;
let choice: { id: number; right: number };
let recited: number;
let written: number;

/** Opens the exam (starting the attempt the first time): its questions. */
async function open(who: Learner): Promise<Question[]> {
  const answer = await t.inject({ url: `/api/v3/exam/revised/${exam.exam.id}`, headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.questions;
}
const recitationOf = (questions: Question[]) => {
  const found = questions.find((question) => question.kind === 'recitation')?.recitation;
  if (!found) throw new Error('no recitation');
  return found;
};
const submit = (who: Learner, answers: object[]) =>
  post(who, '/api/v3/submission/revised', { exam: exam.exam.id, final: true, answers });
const attemptOf = async (who: Learner) => {
  const [row] = await t.db.select().from(submissions).where(eq(submissions.userId, who.user.id));
  if (!row) throw new Error('no attempt');
  return row;
};
const shortTextQueue = async () => {
  const answer = await admin(teacher, 'GET', `/reviews?limit=100&batch=${ids.liveBatch}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data.items as AdminSchemas['AdminReview'][]).map((item) => item.id);
};
const practiceQueue = async (who = teacher) => {
  const answer = await admin(who, 'GET', '/practices?status=submitted&limit=100');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.items as AdminSchemas['AdminPracticeItem'][];
};
const eligibility = async (who: Learner) => {
  const answer = await t.inject({ url: `/api/v3/exam/eligible/${exam.exam.id}`, headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as V3Schemas['ExamEligibility'];
};
const batchState = async (who: Learner) => {
  const answer = await t.inject({ url: `/api/v3/exam?batch=${ids.liveBatch}`, headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as V3Schemas['ExamSummary'][]).find((item) => item.id === exam.exam.id);
};

describe('writing a recitation question', () => {
  beforeAll(async () => {
    const made = await admin(teacher, 'POST', `/batches/${ids.liveBatch}/exams`, {
      title: 'তিলাওয়াত পরীক্ষা — সূরা ফাতিহা',
      module_id: null,
      instructions: ['তিলাওয়াত রেকর্ড করে পরীক্ষা জমা দিন।'],
      duration_minutes: 30,
      pass_marks: 10,
      attempts_allowed: 1,
      opens_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(made.statusCode, made.body).toBe(201);
    exam = made.json().data;
  });

  it('takes a surah’s ayahs inside the surah, at most 20, with no options or answers (400 beside the field)', async () => {
    const url = `/exams/${exam.exam.id}/questions`;
    const outside = await admin(teacher, 'POST', url, { ...recitation, surah: 1, ayah_from: 5, ayah_to: 8 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([{ path: '/ayah_to', msg: expect.stringContaining('৭টি আয়াত') }]);
    const long = await admin(teacher, 'POST', url, { ...recitation, surah: 2, ayah_from: 1, ayah_to: 21 });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toEqual({ path: '/ayah_to', msg: expect.stringMatching(bengali) });
    const missing = await admin(teacher, 'POST', url, recitation);
    expect(missing.json().errors[0].path).toBe('/surah');
    const withOptions = await admin(teacher, 'POST', url, {
      ...recitation,
      surah: 1,
      ayah_from: 1,
      ayah_to: 2,
      options: [
        { text: 'ক', correct: true },
        { text: 'খ', correct: false },
      ],
    });
    expect(withOptions.json().errors[0].path).toBe('/options');
    const rangeOnWritten = await admin(teacher, 'POST', url, {
      kind: 'short-text',
      prompt: 'ইখফা কী?',
      marks: 1,
      teacher_review: true,
      surah: 1,
    });
    expect(rangeOnWritten.json().errors[0].path).toBe('/surah');

    expect(
      (
        await admin(teacher, 'POST', url, {
          kind: 'single-choice',
          prompt: 'মাদের হরফ কয়টি?',
          marks: 2,
          options: [
            { text: 'তিনটি', correct: true },
            { text: 'দুটি', correct: false },
          ],
        })
      ).statusCode,
    ).toBe(201);
    const added = await admin(teacher, 'POST', url, { ...recitation, surah: 1, ayah_from: 1, ayah_to: 2 });
    expect(added.statusCode, added.body).toBe(201);
    const last = await admin(teacher, 'POST', url, {
      kind: 'short-text',
      prompt: 'গুন্নাহ কাকে বলে?',
      marks: 3,
      teacher_review: true,
    });
    expect(last.statusCode).toBe(201);
    exam = last.json().data;
    const [first, second, third] = exam.questions;
    expect(second).toMatchObject({
      kind: 'recitation',
      marks: 10,
      options: [],
      accepted_answers: [],
      teacher_review: false,
      recitation: { surah: 1, surah_name: 'আল-ফাতিহা', ayah_from: 1, ayah_to: 2 },
    });
    expect(first?.recitation).toBeNull();
    expect(exam.exam.total_marks).toBe(15);
    choice = {
      id: first?.id ?? 0,
      right: first?.options.find((option) => option.correct)?.id ?? 0,
    };
    recited = second?.id ?? 0;
    written = third?.id ?? 0;
  });
});

describe('taking the exam', () => {
  let practice: number;

  it('starts the attempt with the learner’s own practice of the ayahs, made once', async () => {
    const questions = await open(amina);
    const question = questions.find((q) => q.id === recited);
    expect(question).toMatchObject({ kind: 'recitation', options: [], marks: 10 });
    const state = recitationOf(questions);
    expect(state).toMatchObject({
      surah: 1,
      surah_name: 'আল-ফাতিহা',
      ayah_from: 1,
      ayah_to: 2,
      status: 'assigned',
      recorded: 0,
      score: null,
    });
    expect(state.ayahs.map((ayah) => ayah.number)).toEqual([1, 2]);
    expect(state.ayahs[0]?.text).toMatch(/[\u0600-\u06FF]/);
    practice = state.practice_id;
    // opening again resumes the attempt and its practice
    expect(recitationOf(await open(amina)).practice_id).toBe(practice);
    const attempt = await attemptOf(amina);
    const made = await t.db
      .select()
      .from(practiceAssignments)
      .where(eq(practiceAssignments.examSubmissionId, attempt.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: practice, learnerId: amina.user.id, examQuestionId: recited });
  });

  it('is the learner’s alone, and not in their practice list', async () => {
    const page = await t.inject({ url: '/api/v3/practice?limit=100', headers: auth(amina) });
    expect(page.statusCode).toBe(200);
    expect((page.json().data.items as { id: number }[]).map((item) => item.id)).not.toContain(practice);
    const seen = await t.inject({ url: `/api/v3/practice/${practice}`, headers: auth(amina) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ id: practice, surah: 1, ayah_from: 1, ayah_to: 2 });
    // it names its exam, so the practice page sends the learner back to the attempt instead of offering to send it
    expect(seen.json().data.exam).toMatchObject({ id: exam.exam.id, title: exam.exam.title });
    // a classmate can neither read nor record it, nor can another batch's teacher review it
    expect((await t.inject({ url: `/api/v3/practice/${practice}`, headers: auth(bilal) })).statusCode).toBe(
      404,
    );
    expect((await createUpload(t, bilal, { practice, ayah: 1 }, audio.length)).statusCode).toBe(404);
  });

  it('is recorded as any practice, but only the exam’s submission sends it (409 in Bengali)', async () => {
    for (const ayah of [1, 2])
      expect((await uploadRecording(t, amina, { practice, ayah }, audio)).statusCode).toBe(204);
    expect(recitationOf(await open(amina))).toMatchObject({ status: 'assigned', recorded: 2 });
    const alone = await post(amina, `/api/v3/practice/${practice}/submit`);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ code: 'PRACTICE_IN_EXAM', msg: expect.stringMatching(bengali) });
  });

  it('a recitation question takes no answer on the exam', async () => {
    const answer = await post(amina, '/api/v3/submission/revised', {
      exam: exam.exam.id,
      final: false,
      answers: [{ question: recited, text: 'بسم الله' }],
    });
    expect(answer.statusCode).toBe(400);
  });

  it('submitting sends the practice to the teacher; the attempt waits, and recording closes', async () => {
    const answer = await submit(amina, [
      { question: choice.id, option_ids: [choice.right] },
      { question: written, text: 'নাকের বাঁশি থেকে উচ্চারিত আওয়াজ।' },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json().data as V3Schemas['Submission'];
    expect(result).toMatchObject({ status: 'submitted', score: null, passed: null, total_marks: 15 });
    expect(result.review?.find((item) => item.question === recited)).toMatchObject({
      marks: 10,
      awarded: null,
      correct: null,
      answer: null,
    });
    expect(recitationOf(result.questions ?? [])).toMatchObject({
      practice_id: practice,
      status: 'submitted',
    });
    const [sent] = await t.db.select().from(practices).where(eq(practices.assignmentId, practice));
    expect(sent).toMatchObject({ status: 'submitted', round: 1 });
    const late = await createUpload(t, amina, { practice, ayah: 1 }, audio.length);
    expect(late.statusCode).toBe(409);
    expect(await batchState(amina)).toMatchObject({ state: 'pending' });
  });

  it('the teacher’s queues: the practice (with its exam) in the practice queue, the attempt in the short-text one until marked', async () => {
    const attempt = await attemptOf(amina);
    const item = (await practiceQueue()).find((row) => row.assignment_id === practice);
    expect(item).toMatchObject({ exam_title: 'তিলাওয়াত পরীক্ষা — সূরা ফাতিহা', status: 'submitted' });
    expect((await practiceQueue(otherTeacher)).map((row) => row.assignment_id)).not.toContain(practice);
    expect(await shortTextQueue()).toContain(attempt.id);
    const marked = await admin(teacher, 'POST', `/reviews/${attempt.id}`, {
      marks: [{ question: written, awarded: 3 }],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    // the recitation still waits: the attempt too, but no longer in the short-text queue
    expect(await attemptOf(amina)).toMatchObject({ status: 'submitted', score: null });
    expect(await shortTextQueue()).not.toContain(attempt.id);
    const again = await admin(teacher, 'POST', `/reviews/${attempt.id}`, {
      marks: [{ question: written, awarded: 3 }],
    });
    expect(again.statusCode).toBe(409);
  });

  it('finishing the review marks the question round(marks × score ÷ 100) and grades the attempt at once', async () => {
    const [row] = await t.db.select().from(practices).where(eq(practices.assignmentId, practice));
    const id = row?.id ?? '';
    for (const [ayah, word, category, severity] of [
      [1, 1, 'madd', 'jali'],
      [2, 0, 'harakat', 'jali'],
      [2, 2, 'ghunnah', 'khafi'],
    ] as const) {
      const mark = await admin(teacher, 'POST', `/practices/${id}/marks`, { ayah, word, category, severity });
      expect(mark.statusCode, mark.body).toBe(201);
    }
    for (const ayah of [1, 2]) {
      const judged = await admin(teacher, 'PUT', `/practices/${id}/ayahs/${ayah}`, { verdict: 'correct' });
      expect(judged.statusCode).toBe(200);
    }
    const done = await admin(teacher, 'POST', `/practices/${id}/finish`);
    expect(done.statusCode, done.body).toBe(200);
    const { score } = scoreRecitation([
      { category: 'madd', severity: 'jali' },
      { category: 'harakat', severity: 'jali' },
      { category: 'ghunnah', severity: 'khafi' },
    ]);
    expect(done.json().data).toMatchObject({ status: 'reviewed', score });
    const awarded = Math.round((10 * score) / 100);
    expect(score).toBeLessThan(100);
    const last = (await eligibility(amina)).last_attempt;
    expect(last).toMatchObject({ status: 'graded', score: 2 + 3 + awarded, passed: 2 + 3 + awarded >= 10 });
    expect(last?.review?.find((item) => item.question === recited)).toMatchObject({
      awarded,
      correct: awarded > 0,
    });
    expect(recitationOf(last?.questions ?? [])).toMatchObject({ status: 'reviewed', score });
    expect(await batchState(amina)).toMatchObject({
      state: 2 + 3 + awarded >= 10 ? 'passed' : 'failed',
      score: 2 + 3 + awarded,
    });
    // passed by the teacher's review: the exam's star, as any pass earns (issue 40)
    expect(2 + 3 + awarded).toBeGreaterThanOrEqual(10);
    const panel = (await t.inject({ url: '/api/v2/dashboard/my-controlpanel', headers: auth(amina) })).json();
    expect(panel.stars).toBe(1);
    const attempt = await attemptOf(amina);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.mark'), eq(auditLog.target, `submission:${attempt.id}`)));
    expect(entries.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ status: 'graded', marks: `${recited}:${awarded}`, recitation_score: score }),
    );
  });

  it('a recitation without every ayah recorded scores 0 at once, and never reaches the teacher', async () => {
    const practiceId = recitationOf(await open(bilal)).practice_id;
    expect((await uploadRecording(t, bilal, { practice: practiceId, ayah: 1 }, audio)).statusCode).toBe(204);
    const answer = await submit(bilal, [{ question: choice.id, option_ids: [choice.right] }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json().data as V3Schemas['Submission'];
    // the written answer left blank scores 0 too: nothing waits, the attempt is graded and failed
    expect(result).toMatchObject({ status: 'graded', score: 2, passed: false });
    expect(result.review?.find((item) => item.question === recited)).toMatchObject({
      awarded: 0,
      correct: false,
    });
    const [row] = await t.db.select().from(practices).where(eq(practices.assignmentId, practiceId));
    expect(row).toMatchObject({ status: 'assigned', round: 0 });
    expect((await practiceQueue()).map((item) => item.assignment_id)).not.toContain(practiceId);
    expect(await batchState(bilal)).toMatchObject({ state: 'no-attempts' });
  });

  it('an attempt left past its deadline sends its fully recorded recitation when it is graded', async () => {
    const practiceId = recitationOf(await open(chhoton)).practice_id;
    for (const ayah of [1, 2]) {
      expect((await uploadRecording(t, chhoton, { practice: practiceId, ayah }, audio)).statusCode).toBe(204);
    }
    t.clock.advance(exam.exam.duration_minutes * 60_000 + DEADLINE_GRACE_MS + 1_000);
    const fresh = await t.refreshed(chhoton);
    teacher = await t.refreshed(teacher);
    const late = await createUpload(t, fresh, { practice: practiceId, ayah: 1 }, audio.length);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PRACTICE_EXAM_CLOSED', msg: expect.stringMatching(bengali) });
    expect((await eligibility(fresh)).last_attempt).toMatchObject({ status: 'submitted', score: null });
    const [row] = await t.db.select().from(practices).where(eq(practices.assignmentId, practiceId));
    expect(row).toMatchObject({ status: 'submitted', round: 1 });
    expect((await practiceQueue()).map((item) => item.assignment_id)).toContain(practiceId);
    // waiting only for the recitation: not the short-text queue's (the written answer was left blank)
    expect(await shortTextQueue()).not.toContain((await attemptOf(chhoton)).id);
  });
});
