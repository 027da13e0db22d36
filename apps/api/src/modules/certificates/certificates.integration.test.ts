// Certificates end to end through the api (issue 40): an operator sets a batch's completion rule; a learner
// who meets it — an exam passed, classes attended, a recitation judged — is issued the certificate by a
// background job, exactly once; anyone verifies it by its code; its owner alone gets the PDF by a signed
// link; an operator issues one by hand and revokes one, each audited; a revoked one is not issued again.
import type { V3Schemas } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../../test/console';
import { auth, createTestApp, type Learner, type TestApp, uniqueAddress } from '../../../test/helpers';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';
import { enrollments as enrollmentsOf } from '../enrollments/enrollments.table';
import { exams, questionOptions, questions } from '../exams/exams.table';
import { liveClasses } from '../learning/learning.table';
import { certificates } from './certificates.table';

const bengali = /[\u0980-\u09FF]/;
const HOUR = 3_600_000;
/** The engine's workers look every half second here. */
const waitJobs = { timeout: 20_000, interval: 100 };

let t: TestApp;
let admin: Learner;
let teacher: Learner;
let otherTeacher: Learner;
let batchId: number;
let exam: { id: number; question: number; right: number };
let classIds: number[];

beforeAll(async () => {
  // public answers kept as in production: a revoked certificate must say so at once all the same
  t = await createTestApp({ JOB_POLL_SECONDS: '0.5', PUBLIC_CACHE_SECONDS: '60' });
  admin = await signedInAs(t, 'admin');
  teacher = await signedInAs(t, 'teacher');
  otherTeacher = await signedInAs(t, 'teacher');
  const [course] = await t.db.select().from(courses).limit(1);
  const now = t.clock.now();
  const [batch] = await t.db
    .insert(batches)
    .values({
      courseId: course?.id ?? 0,
      name: 'শ্রীমঙ্গল সন্ধ্যার ব্যাচ',
      mode: 'live',
      startsAt: new Date(now.getTime() - 30 * 24 * HOUR),
      classDays: ['sat'],
      classTime: '20:30',
      durationMinutes: 60,
      price: 1500,
      instructor: 'উস্তাদ মাহমুদুল হাসান',
      teacherId: teacher.user.id,
    })
    .returning();
  batchId = batch?.id ?? 0;
  const [made] = await t.db
    .insert(exams)
    .values({
      batchId,
      title: 'চূড়ান্ত পরীক্ষা',
      instructions: ['১০ মিনিট সময় পাবেন।'],
      durationMinutes: 10,
      passMarks: 1,
      attemptsAllowed: 2,
      opensAt: new Date(now.getTime() - 24 * HOUR),
    })
    .returning();
  const [question] = await t.db
    .insert(questions)
    .values({ examId: made?.id ?? 0, position: 1, kind: 'single-choice', prompt: 'ع হরফের মাখরাজ?', marks: 1 })
    .returning();
  const [right] = await t.db
    .insert(questionOptions)
    .values([
      { questionId: question?.id ?? 0, position: 1, text: 'হলকের মাঝখান', correct: true },
      { questionId: question?.id ?? 0, position: 2, text: 'ঠোঁট', correct: false },
    ])
    .returning();
  exam = { id: made?.id ?? 0, question: question?.id ?? 0, right: right?.id ?? 0 };
  const classes = await t.db
    .insert(liveClasses)
    .values(
      [1, 2].map((n) => ({
        batchId,
        title: `ক্লাস ${n}`,
        startsAt: new Date(now.getTime() - n * 24 * HOUR),
        durationMinutes: 60,
        joinUrl: `https://meet.jit.si/tilawat-test-${n}`,
      })),
    )
    .returning();
  classIds = classes.map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Learner | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: who ? auth(who) : {},
    ...(payload ? { payload } : {}),
    remoteAddress: uniqueAddress(),
  });
const setRule = (who: Learner, rule: object) =>
  call(who, 'PUT', `/api/v3/admin/batches/${batchId}/certificate-rule`, rule);
const mine = async (learner: Learner) => {
  const answer = await call(learner, 'GET', '/api/v3/certificates');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as V3Schemas['Certificate'][];
};
const markPresent = (learner: Learner, classId: number) =>
  call(teacher, 'POST', `/api/v3/admin/classes/${classId}/attendance`, {
    learner: learner.user.id,
    present: true,
  });
const passExam = async (learner: Learner) => {
  await call(learner, 'GET', `/api/v3/exam/revised/${exam.id}`);
  const passed = await call(learner, 'POST', '/api/v3/submission/revised', {
    exam: exam.id,
    final: true,
    answers: [{ question: exam.question, option_ids: [exam.right] }],
  });
  expect(passed.json().data, passed.body).toMatchObject({ status: 'graded', passed: true });
};
/** Until every check queued so far has been worked. */
const checksDone = () =>
  vi.waitFor(async () => {
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as open from pgboss.job where name like 'certificates.%' and state not in ('completed', 'failed', 'cancelled')`,
    )) as unknown as { rows: { open: number }[] };
    expect(rows[0]?.open).toBe(0);
  }, waitJobs);
async function enrolledLearner(name = 'আব্দুল্লাহ আল-মামুন') {
  const learner = await t.signUp({ name });
  await t.enroll(learner.user.id, batchId);
  return learner;
}

describe('a batch’s completion rule', () => {
  it('starts unset; a teacher of another batch may not read or set it', async () => {
    const answer = await call(teacher, 'GET', `/api/v3/admin/batches/${batchId}/certificate-rule`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      batch_id: batchId,
      active: false,
      exams_passed: false,
      attendance_percent: null,
      final_recitation_id: null,
      exams_count: 1,
      classes_count: 2,
      updated_at: null,
    });
    expect(
      (await call(otherTeacher, 'GET', `/api/v3/admin/batches/${batchId}/certificate-rule`)).statusCode,
    ).toBe(403);
    const refused = await setRule(otherTeacher, {
      exams_passed: true,
      attendance_percent: null,
      final_recitation_id: null,
    });
    expect(refused.statusCode).toBe(403);
    const learner = await enrolledLearner();
    expect((await call(learner, 'GET', `/api/v3/admin/batches/${batchId}/certificate-rule`)).statusCode).toBe(
      403,
    );
  });

  it('refuses a share outside 1–100 and a recitation that is not the batch’s, beside the field', async () => {
    const share = await setRule(teacher, {
      exams_passed: false,
      attendance_percent: 0,
      final_recitation_id: null,
    });
    expect(share.statusCode).toBe(400);
    expect(share.json().errors?.[0]?.path).toBe('/attendance_percent');
    const recitation = await setRule(teacher, {
      exams_passed: false,
      attendance_percent: null,
      final_recitation_id: 999_999,
    });
    expect(recitation.statusCode).toBe(400);
    expect(recitation.json()).toMatchObject({ code: 'CERTIFICATE_RECITATION_INVALID' });
    expect(recitation.json().errors?.[0]).toMatchObject({ path: '/final_recitation_id' });
    expect(recitation.json().errors?.[0]?.msg).toMatch(bengali);
  });
});

describe('a certificate issued by the rule', () => {
  let learner: Learner;
  let code: string;

  it('comes once the learner has passed the exams and attended half the classes, exactly once', async () => {
    const set = await setRule(teacher, {
      exams_passed: true,
      attendance_percent: 50,
      final_recitation_id: null,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ active: true, exams_passed: true, attendance_percent: 50 });
    learner = await enrolledLearner();
    await passExam(learner);
    await checksDone();
    expect(await mine(learner)).toEqual([]); // no class attended yet
    expect((await markPresent(learner, classIds[0] as number)).statusCode).toBe(200);
    const [certificate] = await vi.waitFor(async () => {
      const list = await mine(learner);
      expect(list).toHaveLength(1);
      return list;
    }, waitJobs);
    expect(certificate).toMatchObject({
      status: 'valid',
      learner_name: 'আব্দুল্লাহ আল-মামুন',
      batch_name: 'শ্রীমঙ্গল সন্ধ্যার ব্যাচ',
      teacher_name: 'উস্তাদ মাহমুদুল হাসান',
      revoked_at: null,
    });
    code = certificate?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{12}$/);
    expect(certificate?.verify_url).toBe(`${t.env.WEB_ORIGINS[0]}/certificate/${code}`);
    // another class attended and the rule set again: still one certificate
    await markPresent(learner, classIds[1] as number);
    await setRule(teacher, { exams_passed: true, attendance_percent: 50, final_recitation_id: null });
    await checksDone();
    const rows = await t.db.select().from(certificates).where(eq(certificates.userId, learner.user.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps the name as it was written on the day, whatever the learner changes later', async () => {
    await t.db.update(users).set({ name: 'অন্য নাম' }).where(eq(users.id, learner.user.id));
    const answer = await call(null, 'GET', `/api/v3/certificate/${code}`);
    expect(answer.json().data.learner_name).toBe('আব্দুল্লাহ আল-মামুন');
  });

  it('is verified by anyone, by its code in either case; an unknown code is a Bengali 404', async () => {
    const answer = await call(null, 'GET', `/api/v3/certificate/${code.toLowerCase()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ code, status: 'valid' });
    const unknown = await call(null, 'GET', '/api/v3/certificate/AAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND' });
    expect(unknown.json().msg).toMatch(bengali);
  });

  it('limits verification per address', async () => {
    const from = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await t.inject({ url: `/api/v3/certificate/${code}`, remoteAddress: from })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('gives its owner alone the PDF, by a signed link that serves it', async () => {
    const stranger = await enrolledLearner('অচেনা কেউ');
    expect((await call(stranger, 'GET', `/api/v3/certificate/${code}/pdf`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/v3/certificate/${code}/pdf`)).statusCode).toBe(401);
    const link = await call(learner, 'GET', `/api/v3/certificate/${code}/pdf`);
    expect(link.statusCode, link.body).toBe(200);
    const { url, filename } = link.json().data;
    expect(filename).toBe(`tilawat-certificate-${code}.pdf`);
    const path = url.slice(t.env.PUBLIC_ORIGIN.length);
    const file = await t.app.inject({ url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // saved, not shown: the learner downloads it
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${code.toLowerCase()}.pdf"`,
    );
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // an altered signature is refused
    expect((await t.app.inject({ url: path.replace(/sig=[0-9a-f]/, 'sig=z') })).statusCode).toBe(403);
  });

  it('is revoked by an operator with a reason, audited; then says so, serves no PDF, and is not issued again', async () => {
    const noReason = await call(teacher, 'POST', `/api/v3/admin/certificates/${code}/revoke`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const otherBatch = await call(otherTeacher, 'POST', `/api/v3/admin/certificates/${code}/revoke`, {
      reason: 'ভুল করে দেওয়া হয়েছিল',
    });
    expect(otherBatch.statusCode).toBe(403);
    const revoked = await call(teacher, 'POST', `/api/v3/admin/certificates/${code}/revoke`, {
      reason: 'পরীক্ষায় অসদুপায় প্রমাণিত হয়েছে',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({
      status: 'revoked',
      revoke_reason: 'পরীক্ষায় অসদুপায় প্রমাণিত হয়েছে',
    });
    const again = await call(teacher, 'POST', `/api/v3/admin/certificates/${code}/revoke`, { reason: 'আবার' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CERTIFICATE_REVOKED' });
    const answer = await call(null, 'GET', `/api/v3/certificate/${code}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const shown = answer.json().data;
    expect(shown.status).toBe('revoked');
    expect(shown.revoked_at).not.toBeNull();
    expect(JSON.stringify(shown)).not.toContain('অসদুপায়'); // the reason stays in the console
    expect((await call(learner, 'GET', `/api/v3/certificate/${code}/pdf`)).statusCode).toBe(409);
    const log = (await call(admin, 'GET', `/api/v3/admin/audit?target=certificate:${code}`)).json().data
      .items;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['certificate.revoke']);
    // the rule is checked again: the revoked certificate is not issued anew by itself
    await setRule(teacher, { exams_passed: true, attendance_percent: 50, final_recitation_id: null });
    await checksDone();
    expect((await mine(learner)).map((c) => c.status)).toEqual(['revoked']);
  });

  it('may be issued again by hand, with the reason audited; one standing already is refused', async () => {
    const issued = await call(admin, 'POST', `/api/v3/admin/batches/${batchId}/certificates`, {
      learner_id: learner.user.id,
      reason: 'তদন্তে অভিযোগ প্রমাণিত হয়নি',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const made = issued.json().data as AdminSchemas['AdminCertificate'];
    expect(made).toMatchObject({ status: 'valid', issued_by: 'hand', learner_id: learner.user.id });
    expect(made.code).not.toBe(code);
    const twice = await call(admin, 'POST', `/api/v3/admin/batches/${batchId}/certificates`, {
      learner_id: learner.user.id,
      reason: 'আবার',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CERTIFICATE_EXISTS' });
    const outsider = await t.signUp();
    const notEnrolled = await call(admin, 'POST', `/api/v3/admin/batches/${batchId}/certificates`, {
      learner_id: outsider.user.id,
      reason: 'ভর্তি ছাড়াই',
    });
    expect(notEnrolled.statusCode).toBe(404);
    const log = (await call(admin, 'GET', `/api/v3/admin/audit?target=certificate:${made.code}`)).json().data
      .items;
    expect(log[0]).toMatchObject({ action: 'certificate.issue' });
    expect(log[0].after).toMatchObject({ reason: 'তদন্তে অভিযোগ প্রমাণিত হয়নি' });
    const listed = (await call(teacher, 'GET', `/api/v3/admin/batches/${batchId}/certificates`)).json().data;
    expect(listed.map((c: { code: string }) => c.code)).toEqual([made.code, code]);
  });
});

describe('a rule that asks nothing', () => {
  it('removes the rule: nothing more is issued by itself', async () => {
    const off = await setRule(admin, {
      exams_passed: false,
      attendance_percent: null,
      final_recitation_id: null,
    });
    expect(off.json().data).toMatchObject({ active: false, updated_at: null });
    const learner = await enrolledLearner('ফাতিমা খাতুন');
    await passExam(learner);
    await markPresent(learner, classIds[0] as number);
    await checksDone();
    expect(await mine(learner)).toEqual([]);
  });
});

describe('the gradebook', () => {
  const exportOf = (who: Learner, format: string) =>
    call(who, 'GET', `/api/v3/admin/batches/${batchId}/gradebook?format=${format}`);

  it('exports the batch’s results as CSV and XLSX, with a formula in a name written as text', async () => {
    const sly = await enrolledLearner('=HYPERLINK("http://evil.example","ক্লিক")');
    await passExam(sly);
    await markPresent(sly, classIds[0] as number);
    await checksDone();

    const csv = await exportOf(teacher, 'csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="gradebook-batch-${batchId}.csv"`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // the BOM
    const rows = parse(csv.rawPayload.subarray(3).toString('utf8')) as string[][];
    const header = rows[0] ?? [];
    expect(header.slice(0, 4)).toEqual(['শিক্ষার্থী', 'ফোন', 'ইমেইল', 'ভর্তি']);
    expect(header).toContain('চূড়ান্ত পরীক্ষা — ফল');
    expect(header).toContain('লাইভ ক্লাসে উপস্থিতি (২টির মধ্যে)');
    expect(header.slice(-2)).toEqual(['সনদ নম্বর', 'সনদের অবস্থা']);
    const slyRow = rows.find((row) => row[0]?.includes('HYPERLINK'));
    expect(slyRow?.[0]).toBe('\'=HYPERLINK("http://evil.example","ক্লিক")');
    expect(slyRow?.[header.indexOf('চূড়ান্ত পরীক্ষা — ফল')]).toBe('পাস');
    expect(slyRow?.[header.indexOf('উপস্থিতি (%)')]).toBe('50');
    // every learner of the batch has a row; the first one's revoked certificate and the one issued by hand
    expect(rows).toHaveLength(
      1 + (await t.db.select().from(enrollmentsOf).where(eq(enrollmentsOf.batchId, batchId))).length,
    );
    expect(rows.some((row) => row.at(-1) === 'বৈধ')).toBe(true);

    const xlsx = await exportOf(teacher, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]?.slice(0, 4)).toEqual(['শিক্ষার্থী', 'ফোন', 'ইমেইল', 'ভর্তি']);
    const slyCells = sheet.find((row) => String(row[0]).includes('HYPERLINK'));
    expect(slyCells?.[0]).toBe('\'=HYPERLINK("http://evil.example","ক্লিক")');
    // numbers stay numbers in the workbook
    expect(slyCells?.[sheet[0]?.indexOf('উপস্থিতি (%)') ?? -1]).toBe(50);
    expect(sheet).toHaveLength(rows.length);
  });

  it('is a teacher’s own batch’s only, in a format it knows', async () => {
    expect((await exportOf(otherTeacher, 'csv')).statusCode).toBe(403);
    const unknown = await exportOf(teacher, 'pdf');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(bengali);
  });
});
