import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type Db } from '../db/client';
import { DEFAULT_MEDIA_DIR } from '../env';
import { batches, bundlePlans, courses } from '../modules/catalogue/catalogue.table';
import { promos } from '../modules/checkout/checkout.table';
import { cmsPages, siteDocuments } from '../modules/cms/cms.table';
import { liveClasses, modules, recordings, studyPlanItems } from '../modules/learning/learning.table';
import { cards, catalogs, contents, publicReviews } from '../modules/shop/shop.table';
import { SAMPLE_RECORDING } from './catalogue.data';
import { seedIfEmpty } from './run';

const tables = {
  courses,
  batches,
  bundlePlans,
  modules,
  recordings,
  liveClasses,
  studyPlanItems,
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
  database = createDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
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
      catalogs: 4,
      cards: 7,
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
});
