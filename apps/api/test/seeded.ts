import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { batches, courses } from '../src/modules/catalogue/catalogue.table';
import { modules, recordings } from '../src/modules/learning/learning.table';
import { appForFile, auth, type Learner, type TestApp } from './helpers';

/** Seeded ids, read from the database rather than assumed. */
export interface SeededIds {
  beginner: number;
  /** the beginner course's running evening batch */
  liveBatch: number;
  /** the beginner course's morning batch that has not started */
  upcomingBatch: number;
  onDemandBatch: number;
  tajweedLive: number;
  /** first module of liveBatch */
  module: number;
  /** first module of onDemandBatch */
  otherModule: number;
  /** a free recording of liveBatch */
  freeRecording: number;
  /** a paid recording of liveBatch */
  lockedRecording: number;
  /** a paid recording of onDemandBatch */
  odLockedRecording: number;
}

/** The ids of the demo content the tests talk about; "running" and "not started" are at the app's clock. */
export async function seededIds(t: TestApp): Promise<SeededIds> {
  const [beginner] = await t.db.select().from(courses).where(eq(courses.slug, 'quran-shikkha-beginner'));
  const [tajweed] = await t.db.select().from(courses).where(eq(courses.slug, 'tajweed-intermediate'));
  const beginnerId = beginner?.id ?? 0;
  const own = await t.db
    .select()
    .from(batches)
    .where(eq(batches.courseId, beginnerId))
    .orderBy(asc(batches.id));
  const now = t.clock.now().getTime();
  const liveBatch = own.find((b) => b.mode === 'live' && b.startsAt.getTime() < now)?.id ?? 0;
  const onDemandBatch = own.find((b) => b.mode === 'on-demand')?.id ?? 0;
  const [tajweedLive] = await t.db
    .select()
    .from(batches)
    .where(and(eq(batches.courseId, tajweed?.id ?? 0), eq(batches.mode, 'live')));
  const firstModule = async (batchId: number) =>
    (await t.db.select().from(modules).where(eq(modules.batchId, batchId)).orderBy(asc(modules.position)))[0]
      ?.id ?? 0;
  const recs = async (batchId: number) =>
    t.db
      .select({ id: recordings.id, free: recordings.free })
      .from(recordings)
      .innerJoin(modules, eq(modules.id, recordings.moduleId))
      .where(eq(modules.batchId, batchId))
      .orderBy(asc(recordings.id));
  const live = await recs(liveBatch);
  const ids: SeededIds = {
    beginner: beginnerId,
    liveBatch,
    upcomingBatch: own.find((b) => b.mode === 'live' && b.startsAt.getTime() > now)?.id ?? 0,
    onDemandBatch,
    tajweedLive: tajweedLive?.id ?? 0,
    module: await firstModule(liveBatch),
    otherModule: await firstModule(onDemandBatch),
    freeRecording: live.find((r) => r.free)?.id ?? 0,
    lockedRecording: live.find((r) => !r.free)?.id ?? 0,
    odLockedRecording: (await recs(onDemandBatch)).find((r) => !r.free)?.id ?? 0,
  };
  expect(
    Object.values(ids).every((id) => id > 0),
    JSON.stringify(ids),
  ).toBe(true);
  return ids;
}

/** GET `url` (as `learner` when given), expecting `status`; answers the JSON body. */
export function getter(t: () => TestApp) {
  return async function get<T>(url: string, learner: Learner | null = null, status = 200): Promise<T> {
    const response = await t().inject({ url, headers: learner ? auth(learner) : {} });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json() as T;
  };
}

/** What the catalogue's and learning's tests share: one app, two signed-up learners, the seeded ids. */
export interface SeededApp {
  t: TestApp;
  learner: Learner;
  other: Learner;
  ids: SeededIds;
}

/** One app for the file with two learners and the seeded ids, handed to `use` once they are ready. */
export function seededAppForFile(use: (seeded: SeededApp) => void | Promise<void>): void {
  appForFile(async (t) => {
    const [learner, other] = [await t.signUp(), await t.signUp()];
    await use({ t, learner, other, ids: await seededIds(t) });
  });
}
