// Recitation practice in the console (issue 20): a teacher assigns ayahs to their batch, reviews the
// practices sent oldest first — marks words by the rubric, judges each ayah, records a voice correction —
// and finishes the review, which scores it and tells the learner; the learner then sees the marks and
// re-records only the ayahs that need work. Another teacher reaches none of it; every write is audited.
import { afterQuietHours, scoreRecitation } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { createUpload, eventually, makeAudio, uploadRecording } from '../../../test/practice';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { auditLog } from '../audit/audit.table';
import { batches } from '../catalogue/catalogue.table';
import { reminders } from '../reminders/reminders.table';

const bengali = /[\u0980-\u09FF]/;
type Practice = AdminSchemas['AdminPractice'];

let t: TestApp;
let ids: SeededIds;
let admin: Learner;
let teacher: Learner;
let otherTeacher: Learner;
let amina: Learner;
let bilal: Learner;
let outsider: Learner;
let audio: Buffer;
appForFile(
  async (app) => {
    t = app;
    ids = await seededIds(t);
    [admin, teacher, otherTeacher] = [
      await signedInAs(t, 'admin'),
      await signedInAs(t, 'teacher'),
      await signedInAs(t, 'teacher'),
    ];
    await t.db.update(batches).set({ teacherId: teacher.user.id }).where(eq(batches.id, ids.liveBatch));
    await t.db
      .update(batches)
      .set({ teacherId: otherTeacher.user.id })
      .where(eq(batches.id, ids.tajweedLive));
    [amina, bilal, outsider] = [await t.signUp(), await t.signUp({ name: 'বিলাল হোসেন' }), await t.signUp()];
    await t.enroll(amina.user.id, ids.liveBatch);
    await t.enroll(bilal.user.id, ids.liveBatch);
    await t.enroll(outsider.user.id, ids.tajweedLive);
    audio = makeAudio(3);
  },
  { VIDEO_WORKER: 'on', JOB_POLL_SECONDS: '0.5' },
);

const assignUrl = (batch: number) => `/api/v3/admin/batches/${batch}/practice-assignments`;
const post = (who: Learner, url: string, payload?: Record<string, unknown>) =>
  t.inject({ method: 'POST', url, headers: auth(who), ...(payload === undefined ? {} : { payload }) });
const adminPractice = async (who: Learner, id: string) => {
  const answer = await t.inject({ url: `/api/v3/admin/practices/${id}`, headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Practice;
};
const learnerPractice = async (who: Learner, id: number) => {
  const answer = await t.inject({ url: `/api/v3/practice/${id}`, headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as V3Schemas['PracticeDetail'];
};
const audits = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action as typeof auditLog.$inferSelect.action));

/** Records every ayah of a practice and sends it. */
async function recordAndSend(who: Learner, practice: number, ayahs: number[]) {
  for (const ayah of ayahs)
    expect((await uploadRecording(t, who, { practice, ayah }, audio)).statusCode).toBe(204);
  const sent = await post(who, `/api/v3/practice/${practice}/submit`);
  expect(sent.statusCode, sent.body).toBe(200);
}

describe('practice assignments', () => {
  it('assigns a surah’s ayahs to the batch, audited; the teacher lists them with their counts', async () => {
    const made = await post(teacher, assignUrl(ids.liveBatch), {
      surah: 112,
      ayah_from: 1,
      ayah_to: 4,
      focus: '  কলকলাহ স্পষ্ট করুন।  ',
      due_at: '2026-12-31T20:00:00+06:00',
    });
    expect(made.statusCode, made.body).toBe(201);
    const data = made.json().data as AdminSchemas['AdminPracticeAssignment'];
    expect(data).toMatchObject({
      batch_id: ids.liveBatch,
      learner: null,
      surah_name: 'আল-ইখলাস',
      focus: 'কলকলাহ স্পষ্ট করুন।',
      due_at: '2026-12-31T14:00:00.000Z',
      submitted: 0,
      reviewed: 0,
    });
    const [entry] = (await audits('practice.assign')).filter(
      (row) => row.target === `practice-assignment:${data.id}`,
    );
    expect(entry).toMatchObject({
      actorId: teacher.user.id,
      after: expect.objectContaining({ surah: 112, ayah_to: 4 }),
    });
    const one = await post(admin, assignUrl(ids.liveBatch), {
      surah: 113,
      ayah_from: 1,
      ayah_to: 5,
      learner_id: bilal.user.id,
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().data.learner).toMatchObject({ id: bilal.user.id, name: 'বিলাল হোসেন' });
    const list = await t.inject({ url: assignUrl(ids.liveBatch), headers: auth(teacher) });
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { id: number }[]).map((row) => row.id).slice(0, 2)).toEqual([
      one.json().data.id,
      data.id,
    ]);
  });

  it('refuses a range outside the surah, backwards or of more than 50 ayahs (400 beside the field)', async () => {
    const outside = await post(teacher, assignUrl(ids.liveBatch), { surah: 1, ayah_from: 5, ayah_to: 8 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([{ path: '/ayah_to', msg: expect.stringContaining('৭টি আয়াত') }]);
    for (const range of [
      { surah: 2, ayah_from: 10, ayah_to: 9 },
      { surah: 2, ayah_from: 1, ayah_to: 51 },
    ]) {
      const answer = await post(teacher, assignUrl(ids.liveBatch), range);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().msg).toMatch(bengali);
    }
    expect(
      (await post(teacher, assignUrl(ids.liveBatch), { surah: 2, ayah_from: 1, ayah_to: 50 })).statusCode,
    ).toBe(201);
  });

  it('assigns to one learner only when actively enrolled in the batch (404 otherwise)', async () => {
    const answer = await post(teacher, assignUrl(ids.liveBatch), {
      surah: 1,
      ayah_from: 1,
      ayah_to: 2,
      learner_id: outsider.user.id,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().msg).toMatch(bengali);
  });

  it('keeps a teacher to their batches (403), an unknown batch 404, a learner out (403)', async () => {
    const listed = await t.inject({ url: assignUrl(ids.liveBatch), headers: auth(otherTeacher) });
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({ code: 'BATCH_NOT_YOURS', msg: expect.stringMatching(bengali) });
    expect(
      (await post(otherTeacher, assignUrl(ids.liveBatch), { surah: 1, ayah_from: 1, ayah_to: 2 })).statusCode,
    ).toBe(403);
    expect((await t.inject({ url: assignUrl(999_999), headers: auth(teacher) })).statusCode).toBe(404);
    const learner = await post(amina, assignUrl(ids.liveBatch), { surah: 1, ayah_from: 1, ayah_to: 2 });
    expect(learner.statusCode).toBe(403);
    expect(learner.json().code).toBe('FORBIDDEN_ROLE');
  });
});

describe('the review', () => {
  let assignment: number;
  let aminas: string;
  let bilals: string;
  beforeAll(async () => {
    const made = await post(teacher, assignUrl(ids.liveBatch), { surah: 1, ayah_from: 1, ayah_to: 3 });
    assignment = made.json().data.id;
    await recordAndSend(amina, assignment, [1, 2, 3]);
    t.clock.advance(60_000);
    await recordAndSend(bilal, assignment, [1, 2, 3]);
    const queue = await t.inject({ url: '/api/v3/admin/practices', headers: auth(teacher) });
    const items = (queue.json().data.items as AdminSchemas['AdminPracticeItem'][]).filter(
      (item) => item.assignment_id === assignment,
    );
    [aminas, bilals] = items.map((item) => item.practice_id) as [string, string];
  });

  it('queues the practices sent, oldest first, for the batch’s teacher and admins only', async () => {
    const queue = await t.inject({
      url: `/api/v3/admin/practices?batch=${ids.liveBatch}`,
      headers: auth(teacher),
    });
    expect(queue.statusCode).toBe(200);
    const items = (queue.json().data.items as AdminSchemas['AdminPracticeItem'][]).filter(
      (item) => item.assignment_id === assignment,
    );
    expect(items.map((item) => item.learner.id)).toEqual([amina.user.id, bilal.user.id]);
    expect(items[0]).toMatchObject({ status: 'submitted', round: 1, surah_name: 'আল-ফাতিহা', score: null });
    const everyone = await t.inject({ url: '/api/v3/admin/practices', headers: auth(admin) });
    expect((everyone.json().data.items as { practice_id: string }[]).map((item) => item.practice_id)).toEqual(
      expect.arrayContaining([aminas, bilals]),
    );
    const other = await t.inject({ url: '/api/v3/admin/practices', headers: auth(otherTeacher) });
    expect(other.json().data).toMatchObject({ total: 0, items: [] });
    const otherBatch = await t.inject({
      url: `/api/v3/admin/practices?batch=${ids.liveBatch}`,
      headers: auth(otherTeacher),
    });
    expect(otherBatch.statusCode).toBe(403);
    expect(
      (await t.inject({ url: `/api/v3/admin/practices/${aminas}`, headers: auth(otherTeacher) })).statusCode,
    ).toBe(404);
  });

  it('shows the teacher each ayah’s recording, signed, and the learner', async () => {
    const practice = await adminPractice(teacher, aminas);
    expect(practice).toMatchObject({ practice_id: aminas, id: assignment, status: 'submitted', round: 1 });
    expect(practice.learner.id).toBe(amina.user.id);
    const ready = await eventually(
      () => adminPractice(teacher, aminas),
      (p) => p.ayahs.every((ayah) => ayah.recording?.audio.status === 'ready'),
    );
    expect(ready.ayahs[0]?.recording?.audio.mp4_url).toMatch(/^http:\/\/localhost:4000\/media\/practice\//);
  });

  it('marks words by the rubric: the same category twice on a word is 409, another category is not', async () => {
    const url = `/api/v3/admin/practices/${aminas}/marks`;
    const first = await post(teacher, url, {
      ayah: 1,
      word: 1,
      category: 'ghunnah',
      severity: 'khafi',
      note: 'লাম স্পষ্ট।',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      ayah: 1,
      word: 1,
      category: 'ghunnah',
      severity: 'khafi',
      note: 'লাম স্পষ্ট।',
      correction: null,
    });
    expect(first.json().data.word_text.normalize('NFC')).toBe('ٱللَّهِ'.normalize('NFC'));
    const twice = await post(teacher, url, { ayah: 1, word: 1, category: 'ghunnah', severity: 'jali' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'MARK_EXISTS', msg: expect.stringMatching(bengali) });
    expect(
      (await post(teacher, url, { ayah: 1, word: 1, category: 'madd', severity: 'jali' })).statusCode,
    ).toBe(201);
    expect(
      (await post(teacher, url, { ayah: 2, word: 0, category: 'harakat', severity: 'jali' })).statusCode,
    ).toBe(201);
    const taken = await post(teacher, url, { ayah: 3, word: 0, category: 'waqf', severity: 'khafi' });
    expect(taken.statusCode).toBe(201);
    const noWord = await post(teacher, url, { ayah: 1, word: 4, category: 'madd', severity: 'jali' });
    expect(noWord.statusCode).toBe(400);
    expect(noWord.json().errors[0].path).toBe('/word');
    const noAyah = await post(teacher, url, { ayah: 4, word: 0, category: 'madd', severity: 'jali' });
    expect(noAyah.statusCode).toBe(400);
    expect(
      (await post(otherTeacher, url, { ayah: 1, word: 0, category: 'madd', severity: 'jali' })).statusCode,
    ).toBe(404);
    // taking one back
    const removed = await post(teacher, `/api/v3/admin/practice-marks/${taken.json().data.id}/remove`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data as Practice).ayahs[2]?.marks).toEqual([]);
    expect((await audits('practice.unmark')).map((row) => row.target)).toContain(
      `practice-mark:${taken.json().data.id}`,
    );
    expect((await audits('practice.mark')).length).toBeGreaterThanOrEqual(4);
  });

  it('finishes only once every ayah is judged (409 naming the rest), then scores by the rubric and tells the learner', async () => {
    const judge = (ayah: number, verdict: string) =>
      t.inject({
        method: 'PUT',
        url: `/api/v3/admin/practices/${aminas}/ayahs/${ayah}`,
        headers: auth(teacher),
        payload: { verdict },
      });
    expect((await judge(1, 'needs-work')).statusCode).toBe(200);
    expect((await judge(2, 'needs-work')).statusCode).toBe(200);
    const changed = await judge(2, 'correct');
    expect((changed.json().data as Practice).ayahs[1]?.verdict).toBe('correct');
    expect((await judge(9, 'correct')).statusCode).toBe(404);
    const early = await post(teacher, `/api/v3/admin/practices/${aminas}/finish`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'REVIEW_INCOMPLETE', msg: expect.stringContaining('৩') });
    expect((await judge(3, 'correct')).statusCode).toBe(200);
    const done = await post(teacher, `/api/v3/admin/practices/${aminas}/finish`);
    expect(done.statusCode, done.body).toBe(200);
    const expected = scoreRecitation([
      { category: 'ghunnah', severity: 'khafi' },
      { category: 'madd', severity: 'jali' },
      { category: 'harakat', severity: 'jali' },
    ]);
    expect(done.json().data).toMatchObject({ status: 'reviewed', score: expected.score, result: expected });
    expect(expected.score).toBe(93);
    const outbox = await t.app.inject({
      url: `/dev/outbox?recipient=${encodeURIComponent(`+88${amina.phone}`)}&limit=1`,
    });
    const [message] = outbox.json().items as { body: string }[];
    expect(message?.body).toContain(`http://localhost:3000/practice/${assignment}`);
    expect(message?.body).toContain('৯৩');
    // an ayah to record again: a reminder a day later (or at the quiet hours' end), issue 40
    const [rerecord] = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, amina.user.id), eq(reminders.kind, 'rerecord')));
    expect(rerecord).toMatchObject({ subject: `practice:${aminas}@1`, status: 'scheduled' });
    expect(rerecord?.dueAt).toEqual(afterQuietHours(new Date(t.clock.now().getTime() + 24 * 3_600_000)));
    const [review] = (await audits('practice.review')).filter((row) => row.target === `practice:${aminas}`);
    expect(review).toMatchObject({ actorId: teacher.user.id, after: expect.objectContaining({ score: 93 }) });
    expect(
      (await audits('practice.verdict')).filter((row) => row.target === `practice:${aminas}`).length,
    ).toBe(4);
    // nothing changes in a reviewed practice
    const late = await post(teacher, `/api/v3/admin/practices/${aminas}/marks`, {
      ayah: 1,
      word: 0,
      category: 'madd',
      severity: 'jali',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PRACTICE_NOT_SUBMITTED');
    const reviewed = await t.inject({
      url: '/api/v3/admin/practices?status=reviewed',
      headers: auth(teacher),
    });
    expect(
      (reviewed.json().data.items as { practice_id: string }[]).map((item) => item.practice_id),
    ).toContain(aminas);
  });

  it('shows the learner the marks, the verdicts, the score and which ayahs to record again', async () => {
    const practice = await learnerPractice(amina, assignment);
    expect(practice).toMatchObject({ status: 'reviewed', round: 1, score: 93 });
    expect(practice.result?.deductions.map((d) => d.category)).toEqual(['harakat', 'madd', 'ghunnah']);
    expect(practice.ayahs.map((ayah) => ayah.verdict)).toEqual(['needs-work', 'correct', 'correct']);
    expect(practice.ayahs.map((ayah) => ayah.rerecord)).toEqual([true, false, false]);
    expect(practice.ayahs[0]?.marks.map((mark) => mark.category)).toEqual(['ghunnah', 'madd']);
    expect(practice.ayahs[0]?.marks[0]?.note).toBe('লাম স্পষ্ট।');
    const summary = await t.inject({ url: '/api/v3/practice/mistakes', headers: auth(amina) });
    expect(summary.json().data).toMatchObject({ reviewed: 1, marks: 3 });
    expect(summary.json().data.kinds).toHaveLength(3);
    expect(summary.json().data.words[0]).toMatchObject({ surah: 1, ayah: 1, word: 1, count: 2 });
    // the assignment's counts
    const list = await t.inject({ url: assignUrl(ids.liveBatch), headers: auth(teacher) });
    expect(
      (list.json().data as AdminSchemas['AdminPracticeAssignment'][]).find((row) => row.id === assignment),
    ).toMatchObject({
      submitted: 2,
      reviewed: 1,
    });
  });

  it('takes again only the ayahs that need work, then a second round keeps the correct ones judged', async () => {
    const correctOne = await createUpload(t, amina, { practice: assignment, ayah: 2 }, audio.length);
    expect(correctOne.statusCode).toBe(409);
    expect(correctOne.json()).toMatchObject({ code: 'AYAH_NOT_OPEN', msg: expect.stringMatching(bengali) });
    const early = await post(amina, `/api/v3/practice/${assignment}/submit`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PRACTICE_INCOMPLETE', msg: expect.stringContaining('১') });
    expect((await uploadRecording(t, amina, { practice: assignment, ayah: 1 }, audio)).statusCode).toBe(204);
    const again = await learnerPractice(amina, assignment);
    expect(again).toMatchObject({ status: 'assigned', round: 1, score: 93 });
    expect(again.ayahs.map((ayah) => ayah.rerecord)).toEqual([false, false, false]);
    const sent = await post(amina, `/api/v3/practice/${assignment}/submit`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'submitted', round: 2 });
    // the learner still sees the first review while the second waits
    expect(sent.json().data.ayahs.map((ayah: { verdict: string }) => ayah.verdict)).toEqual([
      'needs-work',
      'correct',
      'correct',
    ]);
    const round2 = await adminPractice(teacher, aminas);
    expect(round2.ayahs.map((ayah) => ayah.verdict)).toEqual([null, 'correct', 'correct']);
    expect(round2.ayahs[1]?.marks.map((mark) => mark.category)).toEqual(['harakat']);
    expect(round2.ayahs[0]?.marks).toEqual([]);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/v3/admin/practices/${aminas}/ayahs/1`,
          headers: auth(teacher),
          payload: { verdict: 'correct' },
        })
      ).statusCode,
    ).toBe(200);
    const done = await post(teacher, `/api/v3/admin/practices/${aminas}/finish`);
    expect(done.json().data).toMatchObject({ status: 'reviewed', round: 2, score: 97 });
    const seen = await learnerPractice(amina, assignment);
    expect(seen.ayahs.map((ayah) => ayah.verdict)).toEqual(['correct', 'correct', 'correct']);
    expect(seen.ayahs.every((ayah) => !ayah.rerecord)).toBe(true);
    const nothing = await post(amina, `/api/v3/practice/${assignment}/submit`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('PRACTICE_REVIEWED');
    const summary = await t.inject({ url: '/api/v3/practice/mistakes', headers: auth(amina) });
    expect(summary.json().data).toMatchObject({ reviewed: 1, marks: 1 });
  });

  it('takes a teacher’s voice correction of 3–10 s for a mark, converted in the background', async () => {
    const mark = await post(teacher, `/api/v3/admin/practices/${bilals}/marks`, {
      ayah: 2,
      word: 1,
      category: 'madd',
      severity: 'khafi',
    });
    const markId = mark.json().data.id as string;
    const send = (who: Learner, bytes: Buffer, field = 'audio') => {
      const boundary = '----tilawat-correction';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="c.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.inject({
        method: 'POST',
        url: `/api/v3/admin/practice-marks/${markId}/correction`,
        headers: { ...auth(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const short = await send(teacher, makeAudio(1));
    expect(short.statusCode).toBe(415);
    expect(short.json()).toMatchObject({ code: 'AUDIO_TOO_SHORT', msg: expect.stringMatching(bengali) });
    const long = await send(teacher, makeAudio(12));
    expect(long.statusCode).toBe(413);
    expect(long.json().code).toBe('AUDIO_TOO_LONG');
    const text = await send(teacher, Buffer.from('not audio at all, just words '.repeat(40)));
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('AUDIO_INVALID');
    expect((await send(teacher, makeAudio(4), 'video')).statusCode).toBe(400);
    expect((await send(otherTeacher, makeAudio(4))).statusCode).toBe(404);
    const taken = await send(teacher, makeAudio(4, 'm4a'));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.correction).toMatchObject({ status: 'processing', mp4_url: null });
    expect(taken.json().data.correction.duration_ms).toBeGreaterThan(3900);
    const ready = await eventually(
      () => adminPractice(teacher, bilals),
      (p) => p.ayahs[1]?.marks[0]?.correction?.status === 'ready',
    );
    expect(ready.ayahs[1]?.marks[0]?.correction?.webm_url).toMatch(/audio\.webm\?exp=/);
    const [entry] = (await audits('practice.correction')).filter(
      (row) => row.target === `practice-mark:${markId}`,
    );
    expect(entry).toMatchObject({ actorId: teacher.user.id, before: { correction: null } });
  });
});

describe('who may not', () => {
  it('refuses the console to learners and answers 404 for unknown practices and marks', async () => {
    const asLearner = await t.inject({ url: '/api/v3/admin/practices', headers: auth(amina) });
    expect(asLearner.statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.inject({ url: `/api/v3/admin/practices/${unknown}`, headers: auth(admin) })).statusCode,
    ).toBe(404);
    expect((await post(admin, `/api/v3/admin/practice-marks/${unknown}/remove`)).statusCode).toBe(404);
    expect((await post(admin, `/api/v3/admin/practices/${unknown}/finish`)).statusCode).toBe(404);
  });

  it('keeps audit entries only for what changed', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'practice.assign'), eq(auditLog.actorId, otherTeacher.user.id)));
    expect(rows).toEqual([]);
  });
});
