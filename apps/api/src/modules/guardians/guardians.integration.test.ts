// Guardians (issue 41): a learner (or the school) makes a pairing code; another account enters it and follows
// the learner, view only — attendance, streak, exams, reviewed recitations with their marks, hifz, payments;
// a learner not followed (or no longer: unlinked by the learner or the school) answers 404, as another
// learner's resource does everywhere; a guardian cannot act as the learner; the weekly summary goes once.
import type { V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp, uniqueAddress } from '../../../test/helpers';
import { assignedPractice, makeAudio, uploadRecording } from '../../../test/practice';
import { seededIds } from '../../../test/seeded';
import type { Message, Notifier } from '../../core/notifier';
import { users } from '../accounts/accounts.table';
import { auditLog } from '../audit/audit.table';
import { batches } from '../catalogue/catalogue.table';
import { purchases } from '../checkout/checkout.table';
import { practiceJsonWith } from '../practice/practice.json';
import { createGuardiansService } from './guardians.service';
import { guardianSummaries } from './guardians.table';

type View = V3Schemas['GuardianView'];

let t: TestApp;
let admin: Learner;
let teacher: Learner;
let child: Learner;
let sibling: Learner;
let parent: Learner;
let stranger: Learner;
let practiceId: number;
appForFile(
  async (app) => {
    t = app;
    t.clock.set(new Date('2026-12-01T10:00:00+06:00'));
    admin = await signedInAs(t, 'admin');
    const assigned = await assignedPractice(t, { surah: 112, from: 1, to: 2 });
    child = assigned.learner;
    practiceId = assigned.practice;
    teacher = await signedInAs(t, 'teacher');
    await t.db
      .update(batches)
      .set({ teacherId: teacher.user.id })
      .where(eq(batches.id, assigned.ids.liveBatch));
    sibling = await t.signUp({ name: 'আয়েশা সিদ্দিকা' });
    parent = await t.signUp({ name: 'রাশেদা বেগম' });
    stranger = await t.signUp();
  },
  { VIDEO_WORKER: 'on', JOB_POLL_SECONDS: '0.5' },
);

const post = (who: Learner, url: string, payload?: object, remoteAddress?: string) =>
  t.inject({
    method: 'POST',
    url,
    headers: auth(who),
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const codeOf = async (who: Learner) => {
  const made = await post(who, '/api/v3/guardian/codes');
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.code as string;
};
const viewOf = (who: Learner, learner: Learner) =>
  t.inject({ url: `/api/v3/guardian/learners/${learner.user.id}`, headers: auth(who) });

describe('pairing by code', () => {
  it('a guardian enters the learner’s code (any case, spaces) and follows them; the code is spent', async () => {
    const code = await codeOf(child);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    const paired = await post(parent, '/api/v3/guardian/pair', { code: typed });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json().data).toMatchObject({ id: child.user.id });
    const again = await post(stranger, '/api/v3/guardian/pair', { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].path).toBe('/code');
    const guardians = await t.inject({ url: '/api/v3/guardian/guardians', headers: auth(child) });
    expect(guardians.json().data.items.map((g: { name: string }) => g.name)).toEqual(['রাশেদা বেগম']);
  });

  it('refuses one’s own code, an expired one, and a new code replaces the unused one', async () => {
    const own = await codeOf(sibling);
    expect((await post(sibling, '/api/v3/guardian/pair', { code: own })).json().code).toBe('GUARDIAN_SELF');
    const first = await codeOf(sibling);
    const second = await codeOf(sibling);
    expect((await post(stranger, '/api/v3/guardian/pair', { code: first })).statusCode).toBe(400);
    t.clock.advance(49 * 3_600_000);
    Object.assign(stranger, await t.refreshed(stranger));
    Object.assign(sibling, await t.refreshed(sibling));
    Object.assign(parent, await t.refreshed(parent));
    Object.assign(child, await t.refreshed(child));
    Object.assign(admin, await t.refreshed(admin));
    Object.assign(teacher, await t.refreshed(teacher));
    expect((await post(stranger, '/api/v3/guardian/pair', { code: second })).statusCode).toBe(400);
  });

  it('the school makes a child’s code (audited); a guardian follows siblings', async () => {
    const made = await post(admin, `/api/v3/admin/learners/${sibling.user.id}/guardian-codes`);
    expect(made.statusCode, made.body).toBe(200);
    expect((await post(parent, '/api/v3/guardian/pair', { code: made.json().data.code })).statusCode).toBe(
      200,
    );
    const mine = await t.inject({ url: '/api/v3/guardian/learners', headers: auth(parent) });
    expect(
      mine
        .json()
        .data.items.map((l: { id: string }) => l.id)
        .sort(),
    ).toEqual([child.user.id, sibling.user.id].sort());
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'guardian.code'));
    expect(audits.map((a) => a.target)).toEqual([`learner:${sibling.user.id}`]);
    expect((await post(teacher, `/api/v3/admin/learners/${sibling.user.id}/guardian-codes`)).statusCode).toBe(
      403,
    );
  });

  it('codes cannot be tried: 30 an hour from one address, whatever the accounts', async () => {
    const address = uniqueAddress();
    const guessers = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    const answers: number[] = [];
    for (let i = 0; i < 32; i++) {
      const who = guessers[i % guessers.length] as Learner;
      answers.push(
        (await post(who, '/api/v3/guardian/pair', { code: `ZZZZ${String(i).padStart(4, '2')}` }, address))
          .statusCode,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
  });
});

describe('what a guardian sees, and nothing else', () => {
  it('attendance, streak, exams, the reviewed recitation with its marks, hifz and payments', async () => {
    const ids = await seededIds(t);
    // the child's recitation, reviewed with a mark
    const audio = makeAudio(3);
    for (const ayah of [1, 2]) {
      expect((await uploadRecording(t, child, { practice: practiceId, ayah }, audio)).statusCode).toBe(204);
    }
    expect((await post(child, `/api/v3/practice/${practiceId}/submit`)).statusCode).toBe(200);
    const queue = await t.inject({ url: '/api/v3/admin/practices', headers: auth(teacher) });
    const item = (queue.json().data.items as { practice_id: string; learner: { id: string } }[]).find(
      (row) => row.learner.id === child.user.id,
    );
    const id = item?.practice_id as string;
    const marked = await post(teacher, `/api/v3/admin/practices/${id}/marks`, {
      ayah: 1,
      word: 1,
      category: 'qalqalah',
      severity: 'khafi',
      note: 'কলকলাহ স্পষ্ট করুন।',
    });
    expect(marked.statusCode, marked.body).toBe(201);
    for (const ayah of [1, 2]) {
      await t.inject({
        method: 'PUT',
        url: `/api/v3/admin/practices/${id}/ayahs/${ayah}`,
        headers: auth(teacher),
        payload: { verdict: 'correct' },
      });
    }
    expect((await post(teacher, `/api/v3/admin/practices/${id}/finish`)).statusCode).toBe(200);
    // a paid purchase
    await t.db.insert(purchases).values({
      userId: child.user.id,
      kind: 'batch',
      batchId: ids.liveBatch,
      courseId: ids.beginner,
      method: 'bkash',
      amount: 1500,
      status: 'COMPLETED',
      redirect: '/dashboard',
      expiresAt: t.clock.now(),
      completedAt: t.clock.now(),
    });

    const seen = await viewOf(parent, child);
    expect(seen.statusCode, seen.body).toBe(200);
    const view = seen.json().data as View;
    expect(view.learner.id).toBe(child.user.id);
    expect(view.attendance.map((a) => a.batch_id)).toContain(ids.liveBatch);
    expect(view.streak.current_days).toBeGreaterThanOrEqual(1);
    expect(view.practices).toHaveLength(1);
    expect(view.practices[0]).toMatchObject({ surah: 112, hifz_tier: null });
    expect(view.practices[0]?.ayahs[0]?.marks[0]).toMatchObject({
      category: 'qalqalah',
      note: 'কলকলাহ স্পষ্ট করুন।',
    });
    expect(view.payments[0]).toMatchObject({ amount: 1500, method: 'bkash', status: 'COMPLETED' });
    // no recording of the learner's and no contact of theirs in it
    expect(seen.body).not.toContain('recording');
    expect(seen.body).not.toContain(child.phone.slice(-10));
  });

  it('a learner not followed is 404, and so is the guardian acting as the learner', async () => {
    expect((await viewOf(stranger, child)).statusCode).toBe(404);
    expect((await viewOf(parent, stranger)).statusCode).toBe(404);
    // the learner's own practice and exams stay the learner's
    expect(
      (await t.inject({ url: `/api/v3/practice/${practiceId}`, headers: auth(parent) })).statusCode,
    ).toBe(404);
    const upload = await post(parent, `/api/v3/practice/${practiceId}/submit`);
    expect(upload.statusCode).toBe(404);
  });

  it('the learner unlinks a guardian, the school another: both are then refused', async () => {
    const removed = await post(child, `/api/v3/guardian/guardians/${parent.user.id}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.items).toEqual([]);
    expect((await viewOf(parent, child)).statusCode).toBe(404);
    expect((await post(child, `/api/v3/guardian/guardians/${parent.user.id}/remove`)).statusCode).toBe(404);
    expect((await viewOf(parent, sibling)).statusCode).toBe(200);
    const school = await post(
      admin,
      `/api/v3/admin/learners/${sibling.user.id}/guardians/${parent.user.id}/remove`,
    );
    expect(school.statusCode, school.body).toBe(200);
    expect((await viewOf(parent, sibling)).statusCode).toBe(404);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'guardian.remove'))).toHaveLength(1);
  });
});

describe('the weekly summary', () => {
  it('goes once a week from Friday 18:00, by SMS (never in the quiet hours) or else e-mail, a line per learner; off when turned off', async () => {
    const mum = await t.signUp({ name: 'মা' });
    const dad = await t.signUp({ name: 'বাবা' });
    await t.db
      .update(users)
      .set({ phone: null, email: `dad-${dad.user.id}@example.com` })
      .where(eq(users.id, dad.user.id));
    const off = await t.signUp({ name: 'চাচা' });
    for (const guardian of [mum, dad, off]) {
      expect((await post(guardian, '/api/v3/guardian/pair', { code: await codeOf(child) })).statusCode).toBe(
        200,
      );
    }
    const turnedOff = await t.inject({
      method: 'PUT',
      url: '/api/v3/guardian/settings',
      headers: auth(off),
      payload: { weekly_summary: false },
    });
    expect(turnedOff.json().data).toEqual({ weekly_summary: false, channel: 'sms' });

    const sent: Message[] = [];
    const notifier: Notifier = { send: async (message) => void sent.push(message) };
    const guardians = createGuardiansService({
      db: t.db,
      clock: t.clock,
      audit: async () => undefined,
      notifier,
      counters: { hit: async () => ({ hits: 1, resetInMs: 0 }), clear: async () => undefined },
      areas: {
        streakOf: async () => ({
          current: 0,
          longest: 0,
          todayActive: false,
          weekMinutes: 0,
          goalMinutes: null,
        }),
        hifzPlansOf: async () => [],
        practiceJson: practiceJsonWith({ mediaSigner: { sign: () => '' } as never }),
      },
      siteOrigin: 'https://tilawat.test',
      quietHours: { from: 22, to: 8 },
    });
    // Thursday: nothing yet
    t.clock.set(new Date('2026-12-03T19:00:00+06:00'));
    expect(await guardians.sendWeeklySummaries()).toBe(0);
    // Friday 23:00: in the quiet hours, only the e-mail goes
    t.clock.set(new Date('2026-12-04T22:30:00+06:00'));
    expect(await guardians.sendWeeklySummaries()).toBe(1);
    expect(sent.map((m) => m.channel)).toEqual(['email']);
    expect(sent[0]?.body).toContain(`• ${child.user.name}`);
    // Saturday 08:30, the quiet hours over: the SMS of that week, once however often the job runs
    t.clock.set(new Date('2026-12-05T08:30:00+06:00'));
    await guardians.sendWeeklySummaries();
    await guardians.sendWeeklySummaries();
    const sms = sent.filter((m) => m.channel === 'sms');
    expect(sms.map((m) => m.recipient.slice(-10))).toEqual([mum.phone.slice(-10)]);
    // two days after its moment a week's summary no longer goes; the next Friday's does
    t.clock.set(new Date('2026-12-06T19:00:00+06:00'));
    expect(await guardians.sendWeeklySummaries()).toBe(0);
    t.clock.set(new Date('2026-12-11T18:30:00+06:00'));
    expect(await guardians.sendWeeklySummaries()).toBe(2);
    expect(sms[0]?.body.split('\n')[0]).toBe('তিলাওয়াত সাপ্তাহিক:');
    expect(sms[0]?.body).toContain('tilawat.test/guardian');
    const rows = await t.db.select().from(guardianSummaries);
    expect(rows.filter((r) => r.guardianId === off.user.id)).toEqual([]);
    expect(
      rows
        .filter((r) => r.guardianId === mum.user.id)
        .map((r) => r.week)
        .sort(),
    ).toEqual(['2026-11-28', '2026-12-05']);
  });
});
