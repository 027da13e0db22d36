import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatDigits } from '@tilawat/domain/format';
import { asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedPglite } from '../../test/helpers';
import type { Database, Db } from '../db/client';
import { DEFAULT_MEDIA_DIR } from '../env';
import { batches, bundlePlans, courses } from '../modules/catalogue/catalogue.table';
import { promos } from '../modules/checkout/checkout.table';
import { cmsPages, siteDocuments } from '../modules/cms/cms.table';
import { exams, questionOptions, questions, submissions } from '../modules/exams/exams.table';
import { liveClasses, modules, recordings, studyPlanItems } from '../modules/learning/learning.table';
import { cards, catalogs, contents, publicReviews } from '../modules/shop/shop.table';
import { SAMPLE_RECORDING } from './catalogue.data';
import { DAY_MS, dhakaAt } from './dhaka-time';
import { seedIfEmpty } from './run';

const tables = {
  courses,
  batches,
  bundlePlans,
  modules,
  recordings,
  liveClasses,
  studyPlanItems,
  exams,
  questions,
  questionOptions,
  promos,
  catalogs,
  cards,
  contents,
  publicReviews,
  cmsPages,
  siteDocuments,
};

async function counts(db: Db) {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    result[name] = (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  }
  return result;
}

let database: Database | undefined;
async function fresh() {
  database = await migratedPglite();
  return database.db;
}
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const options = { publicOrigin: 'http://localhost:4000' };

describe('seedIfEmpty', () => {
  it('seeds an empty database once, and never twice', async () => {
    const db = await fresh();
    expect(await seedIfEmpty(db, options)).toBe(true);
    const first = await counts(db);
    expect(first).toMatchObject({
      courses: 4,
      batches: 9,
      exams: 43,
      catalogs: 4,
      cards: 8,
      cmsPages: 3,
      siteDocuments: 1,
    });
    for (const [name, n] of Object.entries(first)) expect(n, name).toBeGreaterThan(0);
    expect(await seedIfEmpty(db, options)).toBe(false);
    expect(await counts(db)).toEqual(first);
  });

  it('never touches a database that already holds a course', async () => {
    const db = await fresh();
    await db.insert(courses).values({
      slug: 'own-course',
      title: 'নিজস্ব কোর্স',
      subtitle: 'পরীক্ষার জন্য',
      description: 'পরীক্ষার জন্য একটি কোর্স।',
      level: 'beginner',
      durationWeeks: 4,
    });
    expect(await seedIfEmpty(db, options)).toBe(false);
    const after = await counts(db);
    expect(after.courses).toBe(1);
    expect(after.promos).toBe(0);
    expect(after.cards).toBe(0);
  });

  it('places live classes around `now`: one open, one within the hour, others days ahead', async () => {
    const db = await fresh();
    const now = new Date('2026-12-01T14:00:00.000Z'); // 20:00 in Dhaka, a Tuesday
    await seedIfEmpty(db, { ...options, now });
    const rows = await db.select().from(liveClasses);
    const t = now.getTime();
    const open = rows.filter(
      (c) => c.startsAt.getTime() - 15 * 60_000 <= t && t < c.startsAt.getTime() + c.durationMinutes * 60_000,
    );
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(
      rows.some((c) => c.startsAt.getTime() > t + 15 * 60_000 && c.startsAt.getTime() < t + 3_600_000),
    ).toBe(true);
    expect(rows.some((c) => c.startsAt.getTime() > t + 2 * 86_400_000)).toBe(true);
    expect(rows.some((c) => c.startsAt.getTime() + c.durationMinutes * 60_000 < t)).toBe(true);

    // Live batches meet on their class days at their class time (Asia/Dhaka).
    const live = await db.select().from(batches).where(eq(batches.mode, 'live'));
    const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    for (const batch of live) {
      const wall = new Date(batch.startsAt.getTime() + 6 * 3_600_000);
      expect(batch.classDays).toContain(days[wall.getUTCDay()]);
      expect(wall.toISOString().slice(11, 16)).toBe(batch.classTime);
      expect(batch.seatsTotal).toBeGreaterThan(0);
    }

    const codes = await db.select().from(promos);
    const byCode = new Map(codes.map((p) => [p.code, p]));
    expect(byCode.get('RAMADAN20')).toMatchObject({ kind: 'percentage', value: 20, public: true });
    expect(byCode.get('NOTUN500')).toMatchObject({ kind: 'fixed', value: 500 });
    expect(byCode.get('FREE100')).toMatchObject({ kind: 'percentage', value: 100 });
    expect(byCode.get('FREE100')?.validUntil?.getTime()).toBeGreaterThan(t);
    expect(codes.some((p) => p.validUntil !== null && p.validUntil.getTime() < t)).toBe(true);

    // Every resource key is a valid contract ResourceKey; every video the committed sample rendition.
    expect(existsSync(join(DEFAULT_MEDIA_DIR, SAMPLE_RECORDING, 'index.m3u8'))).toBe(true);
    for (const recording of await db.select().from(recordings)) {
      expect(recording.videoUrl).toBe(SAMPLE_RECORDING);
      for (const resource of recording.resources) expect(resource.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('seeds one exam per module and one final exam per batch, chained, with sound questions and a plan item', async () => {
    const db = await fresh();
    const now = new Date('2026-12-01T14:00:00.000Z'); // 20:00 in Dhaka, a Tuesday
    await seedIfEmpty(db, { ...options, now });
    const t = now.getTime();
    const allBatches = await db.select().from(batches).orderBy(asc(batches.id));
    const allModules = await db.select().from(modules).orderBy(asc(modules.position));
    const allExams = await db.select().from(exams);
    const allQuestions = await db.select().from(questions).orderBy(asc(questions.position));
    const allOptions = await db.select().from(questionOptions).orderBy(asc(questionOptions.position));
    const plan = await db.select().from(studyPlanItems);
    expect((await db.select({ n: count() }).from(submissions))[0]?.n, 'attempts are never seeded').toBe(0);

    const bengali = /[\u0980-\u09FF]/;
    const arabic = /[\u0600-\u06FF]/;
    const questionsOf = (examId: number) => allQuestions.filter((q) => q.examId === examId);
    const optionsOf = (questionId: number) => allOptions.filter((o) => o.questionId === questionId);
    const only = <T>(rows: T[], what: string): T => {
      expect(rows, what).toHaveLength(1);
      return rows[0] as T;
    };

    // Every exam: its questions numbered from 1, all three kinds, pass marks about 60 % of the total.
    for (const exam of allExams) {
      const qs = questionsOf(exam.id);
      const what = `exam ${exam.id} (${exam.title})`;
      expect(
        qs.map((q) => q.position),
        what,
      ).toEqual(qs.map((_, i) => i + 1));
      expect(new Set(qs.map((q) => q.kind)), what).toEqual(
        new Set(['single-choice', 'multi-choice', 'short-text']),
      );
      const total = qs.reduce((sum, q) => sum + q.marks, 0);
      expect(exam.passMarks, what).toBeGreaterThan(0);
      expect(exam.passMarks, what).toBeLessThanOrEqual(total);
      expect(exam.passMarks, what).toBeGreaterThanOrEqual(Math.floor(total * 0.55));
      expect(exam.passMarks, what).toBeLessThanOrEqual(Math.ceil(total * 0.65));
      expect(exam.title).toMatch(bengali);
      expect(exam.instructions.length, what).toBeGreaterThanOrEqual(2);
      expect(exam.instructions.length, what).toBeLessThanOrEqual(4);
      for (const line of exam.instructions) {
        expect(line).toMatch(bengali);
        expect(line, 'numbers in Bengali digits').not.toMatch(/[0-9]/);
      }
      expect(exam.instructions.join(' ')).toContain(`${formatDigits(exam.durationMinutes)} মিনিট`);
      if (exam.closesAt) expect(exam.closesAt.getTime(), what).toBeGreaterThan(exam.opensAt.getTime());

      for (const q of qs) {
        const opts = optionsOf(q.id);
        const correct = opts.filter((o) => o.correct).length;
        const about = `${what}, question ${q.position}`;
        expect(q.prompt, about).toMatch(bengali);
        expect(q.marks, about).toBeGreaterThan(0);
        if (q.arabicText !== null) expect(q.arabicText, about).toMatch(arabic);
        if (q.kind === 'single-choice') {
          expect(opts.length, about).toBeGreaterThanOrEqual(2);
          expect(correct, about).toBe(1);
        } else if (q.kind === 'multi-choice') {
          expect(correct, about).toBeGreaterThanOrEqual(2);
          expect(correct, `${about}: one option at least is wrong`).toBeLessThan(opts.length);
        } else {
          expect(opts, about).toHaveLength(0);
          // accepted answers or a teacher's review, never both and never neither
          expect(q.acceptedAnswers.length > 0, about).toBe(!q.teacherReview);
          if (q.diacriticsOptional)
            expect(
              q.acceptedAnswers.some((a) => arabic.test(a)),
              about,
            ).toBe(true);
        }
        if (q.kind !== 'short-text') {
          expect(q.acceptedAnswers, about).toEqual([]);
          expect(q.teacherReview || q.diacriticsOptional, about).toBe(false);
        }
      }
    }
    expect(allQuestions.some((q) => q.arabicText !== null)).toBe(true);
    expect(allQuestions.some((q) => q.diacriticsOptional && q.acceptedAnswers.length > 0)).toBe(true);
    expect(allExams.some((e) => e.closesAt !== null)).toBe(true);
    expect(allExams.filter((e) => e.closesAt === null).length).toBeGreaterThan(allExams.length / 2);

    // Every batch: one exam per module, opening with its module and needing the one before; the final
    // after them; a study-plan item for each module's exam.
    let startedLive = 0;
    for (const batch of allBatches) {
      const own = allModules.filter((m) => m.batchId === batch.id);
      const batchExams = allExams.filter((e) => e.batchId === batch.id);
      expect(batchExams, `batch ${batch.id}`).toHaveLength(own.length + 1);
      const moduleExams = own.map((mod) =>
        only(
          batchExams.filter((e) => e.moduleId === mod.id),
          `exam of module ${mod.id}`,
        ),
      );
      const final = only(
        batchExams.filter((e) => e.moduleId === null),
        `final exam of batch ${batch.id}`,
      );
      const last = moduleExams[moduleExams.length - 1];

      for (const [i, exam] of moduleExams.entries()) {
        const mod = own[i] as (typeof own)[number];
        expect(exam.prerequisiteExamId, exam.title).toBe(i === 0 ? null : (moduleExams[i - 1]?.id ?? -1));
        expect(exam.title).toContain(mod.title);
        expect(exam.durationMinutes).toBeGreaterThanOrEqual(15);
        expect(exam.durationMinutes).toBeLessThanOrEqual(30);
        expect([2, 3]).toContain(exam.attemptsAllowed);
        expect(questionsOf(exam.id).length).toBeGreaterThanOrEqual(4);
        expect(questionsOf(exam.id).length).toBeLessThanOrEqual(6);
        const opensAt =
          batch.mode === 'live'
            ? dhakaAt(new Date(batch.startsAt.getTime() + i * 7 * DAY_MS), 0, '00:00')
            : batch.startsAt;
        expect(exam.opensAt.toISOString(), exam.title).toBe(opensAt.toISOString());

        const item = only(
          plan.filter((p) => p.moduleId === mod.id && p.kind === 'exam'),
          `exam item of module ${mod.id}`,
        );
        expect(item).toMatchObject({ day: 6, refId: exam.id, title: `মডিউলের পরীক্ষা দিন — ${mod.title}` });
        expect(item.dueAt === null).toBe(batch.mode === 'on-demand');
      }

      expect(final.prerequisiteExamId).toBe(last?.id);
      expect(final.attemptsAllowed).toBe(1);
      expect(final.durationMinutes).toBeGreaterThan(Math.max(...moduleExams.map((e) => e.durationMinutes)));
      expect(questionsOf(final.id).length).toBeGreaterThanOrEqual(8);
      expect(questionsOf(final.id).length).toBeLessThanOrEqual(10);
      expect(final.opensAt.getTime()).toBeGreaterThanOrEqual(
        last?.opensAt.getTime() ?? Number.POSITIVE_INFINITY,
      );
      expect(
        batchExams.some((e) => questionsOf(e.id).some((q) => q.teacherReview)),
        `batch ${batch.id} has a question a teacher marks`,
      ).toBe(true);

      // A batch that has started can take its first exam now; one that has not, not yet.
      const first = moduleExams[0];
      const open = (e: typeof first) =>
        e !== undefined && e.opensAt.getTime() <= t && (e.closesAt === null || t < e.closesAt.getTime());
      if (batch.startsAt.getTime() <= t) {
        if (batch.mode === 'live') startedLive += 1;
        expect(open(first), `first exam of batch ${batch.id}`).toBe(true);
      } else {
        expect(open(first), `first exam of batch ${batch.id}`).toBe(false);
      }
      if (batch.mode === 'on-demand') expect(batchExams.every((e) => e.closesAt === null)).toBe(true);
    }
    expect(startedLive, 'a live batch that has started, its first exam open').toBeGreaterThan(0);
  });
});
