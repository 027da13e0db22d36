import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type Learner, type TestApp } from '../../test/helpers';
import { batches, courses, enrollments, modules, purchases, recordings } from '../db/schema';
import { seatsTaken } from '../services/catalogue-read';

const bengali = /[\u0980-\u09FF]/;
/** A recording's playback URL: the seeded sample rendition's playlist, signed (services/media.ts). */
const signedPlaylist = /^http:\/\/localhost:4000\/media\/hls\/sample\/index\.m3u8\?exp=\d+&sig=[0-9a-f]{64}$/;

let t: TestApp;
let learner: Learner;
let other: Learner;
/** Seeded ids, read from the database rather than assumed. */
const ids = {
  beginner: 0,
  liveBatch: 0, // the beginner course's running evening batch
  upcomingBatch: 0, // the beginner course's morning batch that has not started
  onDemandBatch: 0,
  tajweedLive: 0,
  module: 0, // first module of liveBatch
  otherModule: 0, // first module of onDemandBatch
  freeRecording: 0, // a free recording of liveBatch
  lockedRecording: 0, // a paid recording of liveBatch
  odLockedRecording: 0, // a paid recording of onDemandBatch
};

async function get<T>(url: string, learnerOrNull: Learner | null = null, status = 200): Promise<T> {
  const response = await t.inject({ url, headers: learnerOrNull ? auth(learnerOrNull) : {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  [learner, other] = [await t.signUp(), await t.signUp()];
  const [beginner] = await t.db.select().from(courses).where(eq(courses.slug, 'quran-shikkha-beginner'));
  const [tajweed] = await t.db.select().from(courses).where(eq(courses.slug, 'tajweed-intermediate'));
  ids.beginner = beginner?.id ?? 0;
  const own = await t.db
    .select()
    .from(batches)
    .where(eq(batches.courseId, ids.beginner))
    .orderBy(asc(batches.id));
  const now = Date.now();
  ids.liveBatch = own.find((b) => b.mode === 'live' && b.startsAt.getTime() < now)?.id ?? 0;
  ids.upcomingBatch = own.find((b) => b.mode === 'live' && b.startsAt.getTime() > now)?.id ?? 0;
  ids.onDemandBatch = own.find((b) => b.mode === 'on-demand')?.id ?? 0;
  const [tajweedLive] = await t.db
    .select()
    .from(batches)
    .where(and(eq(batches.courseId, tajweed?.id ?? 0), eq(batches.mode, 'live')));
  ids.tajweedLive = tajweedLive?.id ?? 0;
  const firstModule = async (batchId: number) =>
    (await t.db.select().from(modules).where(eq(modules.batchId, batchId)).orderBy(asc(modules.position)))[0]
      ?.id ?? 0;
  ids.module = await firstModule(ids.liveBatch);
  ids.otherModule = await firstModule(ids.onDemandBatch);
  const recs = async (batchId: number) =>
    t.db
      .select({ id: recordings.id, free: recordings.free })
      .from(recordings)
      .innerJoin(modules, eq(modules.id, recordings.moduleId))
      .where(eq(modules.batchId, batchId))
      .orderBy(asc(recordings.id));
  const live = await recs(ids.liveBatch);
  ids.freeRecording = live.find((r) => r.free)?.id ?? 0;
  ids.lockedRecording = live.find((r) => !r.free)?.id ?? 0;
  ids.odLockedRecording = (await recs(ids.onDemandBatch)).find((r) => !r.free)?.id ?? 0;
  expect(
    Object.values(ids).every((id) => id > 0),
    JSON.stringify(ids),
  ).toBe(true);
});

afterAll(async () => {
  await t?.close();
});

type CoursePage = V3Schemas['CoursePageResponse'];
type BatchPage = V3Schemas['BatchPageResponse'];

describe('v3 courses', () => {
  it('lists the catalogue with prices, modes and lessons', async () => {
    const { data } = await get<CoursePage>('/api/v3/course');
    expect(data.total).toBe(4);
    expect(data.page).toBe(1);
    expect(data.limit).toBe(20);
    expect(data.items.map((c) => c.slug)).toEqual([
      'quran-shikkha-beginner',
      'tajweed-intermediate',
      'nazera-quran',
      'hifz-amma-para',
    ]);
    const beginner = data.items[0] as V3Schemas['Course'];
    expect(beginner.title).toMatch(bengali);
    expect(beginner.price_from).toEqual({ amount: 1500, currency: 'tk' });
    expect(beginner.batch_modes).toEqual(['live', 'on-demand']);
    expect(beginner.lessons_count).toBe(14);
  });

  it('pages with a total of all matches', async () => {
    const second = await get<CoursePage>('/api/v3/course?page=2&limit=3');
    expect(second.data).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.data.items.map((c) => c.slug)).toEqual(['hifz-amma-para']);
    const past = await get<CoursePage>('/api/v3/course?page=9&limit=3');
    expect(past.data).toMatchObject({ total: 4, page: 9, items: [] });
  });

  it('filters by level, mode and text (Bengali or English)', async () => {
    const advanced = await get<CoursePage>('/api/v3/course?level=advanced');
    expect(advanced.data.items.map((c) => c.slug)).toEqual(['hifz-amma-para']);
    const intermediate = await get<CoursePage>('/api/v3/course?level=intermediate');
    expect(intermediate.data.total).toBe(2);
    const onDemand = await get<CoursePage>('/api/v3/course?mode=on-demand');
    expect(onDemand.data.total).toBe(4);
    const tajweed = await get<CoursePage>(`/api/v3/course?q=${encodeURIComponent('তাজবিদ')}`);
    expect(tajweed.data.items.map((c) => c.slug)).toContain('tajweed-intermediate');
    const english = await get<CoursePage>('/api/v3/course?q=hifz');
    expect(english.data.items.map((c) => c.slug)).toEqual(['hifz-amma-para']);
    const wildcard = await get<CoursePage>('/api/v3/course?q=%25');
    expect(wildcard.data.total).toBe(0);
  });

  it('refuses a bad query with 400 and a Bengali msg', async () => {
    for (const url of ['/api/v3/course?limit=1000', '/api/v3/course?level=xyz', '/api/v3/course?page=0']) {
      const body = await get<V3Schemas['Error']>(url, null, 400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.msg).toMatch(bengali);
      expect(body.errors?.[0]?.msg).toMatch(bengali);
    }
  });
});

describe('v3 batches', () => {
  it('lists live batches by start date, then on-demand ones', async () => {
    const { data } = await get<BatchPage>('/api/v3/batch?limit=100');
    expect(data.total).toBe(9);
    const modes = data.items.map((b) => b.mode);
    expect(modes.indexOf('on-demand')).toBe(modes.lastIndexOf('live') + 1);
    const live = data.items.filter((b) => b.mode === 'live').map((b) => b.starts_at);
    expect(live).toEqual([...live].sort());
    for (const batch of data.items.filter((b) => b.mode === 'on-demand')) {
      expect(batch).toMatchObject({ seats_total: null, seats_left: null, class_time: null, class_days: [] });
    }
  });

  it('filters by course, mode and upcoming', async () => {
    const own = await get<BatchPage>(`/api/v3/batch?course=${ids.beginner}`);
    expect(own.data.items.map((b) => b.id).sort()).toEqual(
      [ids.liveBatch, ids.upcomingBatch, ids.onDemandBatch].sort(),
    );
    const onDemand = await get<BatchPage>('/api/v3/batch?mode=on-demand');
    expect(onDemand.data.total).toBe(4);
    const upcoming = await get<BatchPage>(`/api/v3/batch?course=${ids.beginner}&upcoming=true`);
    expect(upcoming.data.items.map((b) => b.id)).toEqual([ids.upcomingBatch]);
    const all = await get<BatchPage>('/api/v3/batch?upcoming=true&limit=100');
    for (const batch of all.data.items) {
      expect(new Date(batch.starts_at).getTime()).toBeGreaterThan(Date.now());
      expect(batch.enrollment_open).toBe(true);
    }
    const paged = await get<BatchPage>('/api/v3/batch?page=2&limit=4');
    expect(paged.data).toMatchObject({ total: 9, page: 2, limit: 4 });
    expect(paged.data.items).toHaveLength(4);
  });

  it('answers a batch with its course and modules; enrolled only for its learner', async () => {
    const anonymous = await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${ids.liveBatch}`);
    expect(anonymous.data).toMatchObject({ id: ids.liveBatch, enrolled: false, seats_total: 40 });
    expect(anonymous.data.original_price).toEqual({ amount: 3000, currency: 'tk' });
    expect(anonymous.data.course.slug).toBe('quran-shikkha-beginner');
    expect(anonymous.data.modules.map((m) => m.position)).toEqual([1, 2, 3, 4]);
    expect(anonymous.data.modules.reduce((n, m) => n + m.lessons_count, 0)).toBe(14);

    await t.enroll(learner.user.id, ids.liveBatch);
    const mine = await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${ids.liveBatch}`, learner);
    expect(mine.data.enrolled).toBe(true);
    expect(mine.data.seats_left).toBe(
      anonymous.data.seats_left === null ? null : anonymous.data.seats_left - 1,
    );
    const theirs = await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${ids.liveBatch}`, other);
    expect(theirs.data.enrolled).toBe(false);
  });

  it('answers 404 for an unknown batch and 401 for a bad token', async () => {
    const missing = await get<V3Schemas['Error']>('/api/v3/batch/999999', null, 404);
    expect(missing.msg).toMatch(bengali);
    await get('/api/v3/batch/999999', { ...learner, accessToken: 'not-a-token' }, 401);
  });

  it('counts pending purchases as taken seats until they expire, and closes a full batch', async () => {
    const before = (await seatsTaken(t.db, [ids.upcomingBatch])).get(ids.upcomingBatch) ?? 0;
    const base = {
      userId: other.user.id,
      kind: 'batch' as const,
      batchId: ids.upcomingBatch,
      courseId: ids.beginner,
      method: 'bkash' as const,
      amount: 2500,
      redirect: 'http://localhost:3000/checkout/result',
    };
    await t.db.insert(purchases).values([
      { ...base, status: 'PENDING', expiresAt: new Date(Date.now() + 10 * 60_000) },
      { ...base, status: 'PENDING', expiresAt: new Date(Date.now() - 60_000) },
      { ...base, status: 'FAILED', expiresAt: new Date(Date.now() + 10 * 60_000) },
    ]);
    expect((await seatsTaken(t.db, [ids.upcomingBatch])).get(ids.upcomingBatch)).toBe(before + 1);

    await t.db
      .update(batches)
      .set({ seatsTotal: before + 1 })
      .where(eq(batches.id, ids.upcomingBatch));
    const full = await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${ids.upcomingBatch}`);
    expect(full.data).toMatchObject({ seats_left: 0, enrollment_open: false });
    const upcoming = await get<BatchPage>(`/api/v3/batch?course=${ids.beginner}&upcoming=true`);
    expect(upcoming.data.items).toEqual([]);
    await t.db.update(batches).set({ seatsTotal: 40 }).where(eq(batches.id, ids.upcomingBatch));
  });
});

describe('v3 on-demand batches and recordings', () => {
  type OnDemand = V3Schemas['OnDemandBatchResponse'];

  it('answers 404 for a live batch id', async () => {
    await get(`/api/v3/batch/on-demand/${ids.liveBatch}`, null, 404);
    await get('/api/v3/batch/on-demand/999999', null, 404);
  });

  it('unlocks only free recordings for a learner who is not enrolled', async () => {
    const { data } = await get<OnDemand>(`/api/v3/batch/on-demand/${ids.onDemandBatch}`, other);
    expect(data.enrolled).toBe(false);
    const all = data.modules.flatMap((m) => m.recordings);
    expect(all.length).toBe(14);
    expect(all.some((r) => r.free)).toBe(true);
    for (const recording of all) {
      expect(recording.batch_id).toBe(ids.onDemandBatch);
      if (recording.free) expect(recording.playback_url).toMatch(signedPlaylist);
      else expect(recording.playback_url).toBeNull();
    }
    expect(all.flatMap((r) => r.resources).length).toBeGreaterThan(0);
  });

  it('unlocks every recording for an enrolled learner', async () => {
    await t.enroll(learner.user.id, ids.onDemandBatch);
    const { data } = await get<OnDemand>(`/api/v3/batch/on-demand/${ids.onDemandBatch}`, learner);
    expect(data.enrolled).toBe(true);
    for (const recording of data.modules.flatMap((m) => m.recordings)) {
      expect(recording.playback_url).toMatch(signedPlaylist);
    }
  });

  it('does not count an enrollment that has expired', async () => {
    const late = await t.signUp();
    await t.enroll(late.user.id, ids.onDemandBatch);
    await t.db
      .update(enrollments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(enrollments.userId, late.user.id));
    const { data } = await get<OnDemand>(`/api/v3/batch/on-demand/${ids.onDemandBatch}`, late);
    expect(data.enrolled).toBe(false);
    await get(`/api/v3/recording/${ids.odLockedRecording}?batch=${ids.onDemandBatch}`, late, 404);
  });

  it('serves free recordings to everyone and hides the rest', async () => {
    const free = await get<V3Schemas['RecordingResponse']>(`/api/v3/recording/free/${ids.freeRecording}`);
    expect(free.data).toMatchObject({ id: ids.freeRecording, free: true, batch_id: ids.liveBatch });
    expect(free.data.playback_url).toMatch(signedPlaylist);
    const locked = await get<V3Schemas['Error']>(`/api/v3/recording/free/${ids.lockedRecording}`, null, 404);
    expect(locked.msg).toMatch(bengali);
    await get('/api/v3/recording/free/999999', null, 404);
  });

  it('serves a recording to an enrolled learner and 404 to anyone else', async () => {
    const url = `/api/v3/recording/${ids.lockedRecording}?batch=${ids.liveBatch}`;
    const mine = await get<V3Schemas['RecordingResponse']>(url, learner);
    expect(mine.data.playback_url).toMatch(signedPlaylist);
    expect(mine.data.batch_id).toBe(ids.liveBatch);
    await get(url, other, 404);
    await get(url, null, 401);
    // A free recording opens to a signed-in learner who is not enrolled.
    const free = await get<V3Schemas['RecordingResponse']>(
      `/api/v3/recording/${ids.freeRecording}?batch=${ids.liveBatch}`,
      other,
    );
    expect(free.data.playback_url).not.toBeNull();
    // Through another batch (even one the learner is enrolled in) it is not found.
    await get(`/api/v3/recording/${ids.lockedRecording}?batch=${ids.onDemandBatch}`, learner, 404);
    await get(`/api/v3/recording/${ids.lockedRecording}`, learner, 400);
  });

  it('lists a module’s recordings to its enrolled learners only', async () => {
    const url = `/api/v3/recording/module?module=${ids.module}`;
    const mine = await get<V3Schemas['RecordingPageResponse']>(url, learner);
    expect(mine.data.total).toBe(4);
    expect(mine.data.items.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(mine.data.items.every((r) => r.playback_url !== null && r.module_id === ids.module)).toBe(true);
    const paged = await get<V3Schemas['RecordingPageResponse']>(`${url}&page=2&limit=3`, learner);
    expect(paged.data).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(paged.data.items.map((r) => r.position)).toEqual([4]);
    const refused = await get<V3Schemas['Error']>(url, other, 403);
    expect(refused).toMatchObject({ code: 'NOT_ENROLLED' });
    expect(refused.msg).toMatch(bengali);
    await get('/api/v3/recording/module?module=999999', learner, 404);
    await get(url, null, 401);
  });
});

describe('v3 study plans', () => {
  it('answers the plan of a module to an enrolled learner, with due dates on a live batch', async () => {
    const { data } = await get<V3Schemas['StudyPlanResponse']>(
      `/api/v3/study-plan/revised/${ids.module}?batch=${ids.liveBatch}`,
      learner,
    );
    expect(data).toMatchObject({ module_id: ids.module, batch_id: ids.liveBatch });
    expect(data.items.length).toBeGreaterThanOrEqual(3);
    expect(data.items.map((i) => i.day)).toEqual([...data.items.map((i) => i.day)].sort((a, b) => a - b));
    expect(new Set(data.items.map((i) => i.kind))).toEqual(new Set(['recording', 'live', 'reading']));
    for (const item of data.items) {
      expect(item.due_at).not.toBeNull();
      if (item.kind === 'reading') expect(item.ref_id).toBeNull();
      else expect(item.ref_id).not.toBeNull();
    }
    const od = await get<V3Schemas['StudyPlanResponse']>(
      `/api/v3/study-plan/revised/${ids.otherModule}?batch=${ids.onDemandBatch}`,
      learner,
    );
    expect(od.data.items.every((i) => i.due_at === null)).toBe(true);
  });

  it('refuses learners who are not enrolled, and unknown or foreign modules', async () => {
    const refused = await get<V3Schemas['Error']>(
      `/api/v3/study-plan/revised/${ids.module}?batch=${ids.liveBatch}`,
      other,
      403,
    );
    expect(refused.code).toBe('NOT_ENROLLED');
    expect(refused.msg).toMatch(bengali);
    await get(`/api/v3/study-plan/revised/${ids.otherModule}?batch=${ids.liveBatch}`, learner, 404);
    await get(`/api/v3/study-plan/revised/999999?batch=${ids.liveBatch}`, learner, 404);
    await get(`/api/v3/study-plan/revised/${ids.module}?batch=${ids.liveBatch}`, null, 401);
    await get(`/api/v3/study-plan/revised/${ids.module}`, learner, 400);
  });
});

describe('v3 upcoming classes', () => {
  type Live = V3Schemas['LiveClassListResponse'];

  it('lists only the classes of the learner’s batches that have not ended, soonest first', async () => {
    const { data } = await get<Live>('/api/v3/overview/upcoming-classes', learner);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => c.batch_id === ids.liveBatch)).toBe(true);
    expect(data.map((c) => c.starts_at)).toEqual([...data.map((c) => c.starts_at)].sort());
    const now = Date.now();
    for (const item of data) {
      const starts = new Date(item.starts_at).getTime();
      expect(starts + item.duration_minutes * 60_000).toBeGreaterThan(now);
      expect(new Date(item.join_opens_at).getTime()).toBe(starts - 15 * 60_000);
      expect(item.status).toBe(now >= starts - 15 * 60_000 ? 'open' : 'upcoming');
      expect(item.course_title).toBe('কুরআন শিক্ষা — প্রাথমিক স্তর');
    }
    expect(data.some((c) => c.status === 'open')).toBe(true);
    expect(
      data.some((c) => new Date(c.starts_at).getTime() - now < 60 * 60_000 && c.status === 'upcoming'),
    ).toBe(true);
  });

  it('adds a batch’s classes when the learner enrolls in it, and none for others', async () => {
    const none = await get<Live>('/api/v3/overview/upcoming-classes', other);
    expect(none.data).toEqual([]);
    await t.enroll(other.user.id, ids.tajweedLive);
    const { data } = await get<Live>('/api/v3/overview/upcoming-classes', other);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => c.batch_id === ids.tajweedLive)).toBe(true);
    // The tajweed Q&A starts within 15 minutes of seeding: its link is already open.
    expect(data[0]?.status).toBe('open');
    await get('/api/v3/overview/upcoming-classes', null, 401);
  });
});

describe('v3 promos', () => {
  it('lists public promos that have not expired', async () => {
    const { data } = await get<V3Schemas['PromoListResponse']>('/api/v3/promo/public');
    const codes = data.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['RAMADAN20', 'NOTUN500']));
    expect(codes).not.toContain('FREE100');
    expect(codes).not.toContain('PURONO10');
    expect(data.find((p) => p.code === 'NOTUN500')).toMatchObject({
      kind: 'fixed',
      value: 500,
      currency: 'tk',
      courses: [ids.beginner],
    });
  });
});

describe('v2 shop catalogue', () => {
  type CatalogPage = V2Schemas['CatalogPage'];
  type CardPage = V2Schemas['CardPage'];

  it('lists catalogues top level first, counting sub-catalogues', async () => {
    const page = await get<CatalogPage>('/api/v2/public/catalog');
    expect(page.total).toBe(4);
    expect(page.items.map((c) => c.slug)).toEqual([
      'printed-quran',
      'tajweed-books',
      'course-gift-cards',
      'hafezi-quran',
    ]);
    const printed = page.items[0] as V2Schemas['Catalog'];
    const hafezi = page.items[3] as V2Schemas['Catalog'];
    expect(hafezi.parent_id).toBe(printed.id);
    expect(printed.cards_count).toBe(3);
    expect(hafezi.cards_count).toBe(1);
    expect(printed.rating.count).toBe(3);
    expect(printed.rating.average).toBeCloseTo(4.7, 1);
    const children = await get<CatalogPage>(`/api/v2/public/catalog?parent=${printed.id}`);
    expect(children.items.map((c) => c.slug)).toEqual(['hafezi-quran']);
    const paged = await get<CatalogPage>('/api/v2/public/catalog?page=2&limit=3');
    expect(paged).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(paged.items).toHaveLength(1);
    const searched = await get<CatalogPage>(`/api/v2/public/catalog?q=${encodeURIComponent('তাজবিদ')}`);
    expect(searched.items.map((c) => c.slug)).toContain('tajweed-books');

    const one = await get<V2Schemas['Catalog']>(`/api/v2/public/catalog/${printed.id}`);
    expect(one).toEqual(printed);
    await get('/api/v2/public/catalog/999999', null, 404);
    await get('/api/v2/public/catalog/abc', null, 400);
  });

  it('lists a catalogue’s reviews, newest first, by rating', async () => {
    const printed = (await get<CatalogPage>('/api/v2/public/catalog')).items[0] as V2Schemas['Catalog'];
    const reviews = await get<V2Schemas['PublicReviewPage']>(`/api/v2/public/catalog/${printed.id}/review`);
    expect(reviews.total).toBe(3);
    const times = reviews.items.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(reviews.items[0]?.reviewer_name).toMatch(bengali);
    const fours = await get<V2Schemas['PublicReviewPage']>(
      `/api/v2/public/catalog/${printed.id}/review?rating=4`,
    );
    expect(fours.items.map((r) => r.rating)).toEqual([4]);
    await get('/api/v2/public/catalog/999999/review', null, 404);
    await get(`/api/v2/public/catalog/${printed.id}/review?rating=6`, null, 400);
  });

  it('lists cards by kind, size, catalogue, text and sort', async () => {
    const all = await get<CardPage>('/api/v2/public/card?limit=100');
    expect(all.total).toBe(7);
    const qurans = await get<CardPage>('/api/v2/public/card?kind=quran');
    expect(qurans.total).toBe(3);
    const small = await get<CardPage>('/api/v2/public/card?size=small');
    expect(small.items.map((c) => c.slug).sort()).toEqual(['hafezi-tajweed-quran', 'pocket-quran-sharif']);
    const printed = (await get<CatalogPage>('/api/v2/public/catalog')).items[0] as V2Schemas['Catalog'];
    const inPrinted = await get<CardPage>(`/api/v2/public/card?catalog=${printed.id}`);
    expect(inPrinted.total).toBe(3);
    const cheap = await get<CardPage>('/api/v2/public/card?sort=price_asc&limit=100');
    const prices = cheap.items.map((c) => c.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await get<CardPage>('/api/v2/public/card?sort=price_desc&limit=2');
    expect(dear.items.map((c) => c.price.amount)).toEqual([3000, 2500]);
    const rated = await get<CardPage>('/api/v2/public/card?sort=rating&limit=100');
    expect(rated.items[rated.items.length - 1]?.rating.count).toBe(0);
    const gifts = await get<CardPage>('/api/v2/public/card?kind=gift-card');
    expect(gifts.items.every((c) => c.order_kind === 'instant-delivery' && c.stock === null)).toBe(true);
    const searched = await get<CardPage>(`/api/v2/public/card?q=${encodeURIComponent('নূরানী')}`);
    expect(searched.items.map((c) => c.slug)).toEqual(['noorani-qaida']);
    const paged = await get<CardPage>('/api/v2/public/card?page=3&limit=3');
    expect(paged).toMatchObject({ total: 7, page: 3 });
    expect(paged.items).toHaveLength(1);
    await get('/api/v2/public/card?size=huge', null, 400);
    await get('/api/v2/public/card?sort=cheapest', null, 400);
  });

  it('answers a card by slug with its description, catalogue and content count', async () => {
    const card = await get<V2Schemas['CardDetail']>('/api/v2/public/card/sohoj-tajweed-shikkha');
    expect(card).toMatchObject({ kind: 'book', has_content: true, content_count: 8 });
    expect(card.description_html).toMatch(/^<p>.*<\/p>$/s);
    expect(card.catalog.slug).toBe('tajweed-books');
    expect(card.rating).toEqual({ average: 4.5, count: 2 });
    const quran = await get<V2Schemas['CardDetail']>('/api/v2/public/card/hafezi-tajweed-quran');
    expect(quran.sizes).toEqual(['small', 'medium', 'large']);
    expect(quran.original_price).toEqual({ amount: 1400, currency: 'tk' });
    await get('/api/v2/public/card/no-such-card', null, 404);
  });

  it('answers a course with its batches, plans and syllabus', async () => {
    const course = await get<V2Schemas['CourseDetail']>(`/api/v2/course/${ids.beginner}`);
    expect(course.slug).toBe('quran-shikkha-beginner');
    expect(course.batches).toHaveLength(3);
    expect(course.plans.map((p) => p.id)).toEqual(['quran-shikkha-3-months', 'quran-shikkha-1-year']);
    expect(course.syllabus.map((m) => m.position)).toEqual([1, 2, 3, 4]);
    const lessons = course.syllabus.flatMap((m) => m.lessons);
    expect(lessons).toHaveLength(course.lessons_count);
    for (const lesson of lessons) {
      if (lesson.free) expect(lesson.recording_id).not.toBeNull();
      else expect(lesson.recording_id).toBeNull();
    }
    const free = lessons.find((l) => l.free);
    await get(`/api/v3/recording/free/${free?.recording_id}`);
    await get('/api/v2/course/999999', null, 404);
  });
});

describe('v2 content', () => {
  type Playlist = V2Schemas['ContentPlaylist'];

  it('answers a card’s playlist, free items unlocked', async () => {
    const list = await get<Playlist>('/api/v2/public/content?card_slug=sohoj-tajweed-shikkha&count=1000');
    expect(list.total).toBe(8);
    expect(list.items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const item of list.items) expect(item.locked).toBe(!item.free);
    expect(list.items.filter((i) => i.free)).toHaveLength(2);
    const short = await get<Playlist>('/api/v2/public/content?card_slug=sohoj-tajweed-shikkha&count=3');
    expect(short).toMatchObject({ total: 8 });
    expect(short.items).toHaveLength(3);
    const none = await get<Playlist>('/api/v2/public/content?card_slug=pocket-quran-sharif');
    expect(none).toEqual({ card_slug: 'pocket-quran-sharif', total: 0, items: [] });
    await get('/api/v2/public/content?card_slug=no-such-card', null, 404);
    await get('/api/v2/public/content?card_slug=sohoj-tajweed-shikkha&count=1001', null, 400);
    await get('/api/v2/public/content', null, 400);
  });

  it('answers one item, with media only when it is free', async () => {
    const list = await get<Playlist>('/api/v2/public/content?card_slug=sohoj-tajweed-shikkha');
    const free = list.items.find((i) => i.free) as V2Schemas['ContentSummary'];
    const locked = list.items.find((i) => !i.free) as V2Schemas['ContentSummary'];
    const open = await get<V2Schemas['ContentDetail']>(
      `/api/v2/public/content/${free.id}?card_slug=sohoj-tajweed-shikkha`,
    );
    expect(open.media_url).toMatch(/^http:\/\/localhost:4000\/media\/content\/sohoj-tajweed-shikkha\//);
    expect(open.description).toMatch(bengali);
    const closed = await get<V2Schemas['ContentDetail']>(
      `/api/v2/public/content/${locked.id}?card_slug=sohoj-tajweed-shikkha`,
      learner,
    );
    expect(closed).toMatchObject({ locked: true, media_url: null });
    await get(`/api/v2/public/content/${free.id}?card_slug=noorani-qaida`, null, 404);
    await get(`/api/v2/public/content/999999?card_slug=sohoj-tajweed-shikkha`, null, 404);
  });
});

describe('v2 CMS', () => {
  it('answers the header and footer', async () => {
    const body = await get<V2Schemas['HeaderFooter']>('/api/v2/cms/public/header-footer');
    expect(body.header_links.length).toBeGreaterThan(0);
    expect(body.footer_columns.length).toBeGreaterThan(0);
    expect(body.copyright).toMatch(bengali);
  });

  it('answers published pages and 404 for others', async () => {
    for (const slug of ['about-us', 'privacy-policy']) {
      const page = await get<V2Schemas['CmsPage']>(`/api/v2/cms/public/${slug}`);
      expect(page.slug).toBe(slug);
      expect(page.body_html).toMatch(/^<h2>/);
      expect(page.title).toMatch(bengali);
    }
    const missing = await get<V2Schemas['Error']>('/api/v2/cms/public/no-such-page', null, 404);
    expect(missing.msg).toMatch(bengali);
    await get('/api/v2/cms/public/Not_A_Slug', null, 400);
  });
});
