import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Learner, TestApp } from '../../../test/helpers';
import { getter, type SeededIds, seededAppForFile } from '../../../test/seeded';
import { batches, courses } from '../catalogue/catalogue.table';
import { seatHoldCountSql } from '../checkout/checkout.repository';
import { purchases } from '../checkout/checkout.table';
import { seatsTaken } from '../enrollments/enrollments.repository';

const bengali = /[\u0980-\u09FF]/;

let t: TestApp;
let learner: Learner;
let other: Learner;
let ids: SeededIds;
seededAppForFile((seeded) => {
  ({ t, learner, other, ids } = seeded);
});
const get = getter(() => t);

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

  it('finds a course by its slug: a page of that one course, or of none', async () => {
    const { data } = await get<CoursePage>('/api/v3/course?slug=tajweed-intermediate');
    expect(data).toMatchObject({ total: 1, page: 1 });
    expect(data.items.map((c) => c.slug)).toEqual(['tajweed-intermediate']);
    const all = await get<CoursePage>('/api/v3/course');
    expect(data.items[0]).toEqual(all.data.items.find((c) => c.slug === 'tajweed-intermediate'));
    const none = await get<CoursePage>('/api/v3/course?slug=no-such-course');
    expect(none.data).toMatchObject({ total: 0, items: [] });
    // a slug is matched whole, not searched in
    expect((await get<CoursePage>('/api/v3/course?slug=tajweed')).data.total).toBe(0);
    await get('/api/v3/course?slug=Not_A_Slug', null, 400);
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
      expect(new Date(batch.starts_at).getTime()).toBeGreaterThan(t.clock.now().getTime());
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
    const now = t.clock.now();
    const before =
      (await seatsTaken(t.db, [ids.upcomingBatch], now, seatHoldCountSql)).get(ids.upcomingBatch) ?? 0;
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
      { ...base, status: 'PENDING', expiresAt: new Date(now.getTime() + 10 * 60_000) },
      { ...base, status: 'PENDING', expiresAt: new Date(now.getTime() - 60_000) },
      { ...base, status: 'FAILED', expiresAt: new Date(now.getTime() + 10 * 60_000) },
    ]);
    expect((await seatsTaken(t.db, [ids.upcomingBatch], now, seatHoldCountSql)).get(ids.upcomingBatch)).toBe(
      before + 1,
    );

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

describe('v2 course', () => {
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

  it('names each syllabus module by the id of its first batch’s module, which its free lessons belong to', async () => {
    const course = await get<V2Schemas['CourseDetail']>(`/api/v2/course/${ids.beginner}`);
    const first = [...course.batches].sort((a, b) => a.id - b.id)[0] as V3Schemas['Batch'];
    const batch = await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${first.id}`);
    expect(course.syllabus.map((m) => [m.id, m.position, m.title])).toEqual(
      batch.data.modules.map((m) => [m.id, m.position, m.title]),
    );
    for (const module of course.syllabus) {
      for (const lesson of module.lessons.filter((l) => l.free)) {
        const recording = await get<V3Schemas['RecordingResponse']>(
          `/api/v3/recording/free/${lesson.recording_id}`,
        );
        expect(recording.data.module_id).toBe(module.id);
      }
    }
  });
});

describe('a course’s price: the catalogue’s price_from and POST /promo/validity agree', () => {
  const priceFrom = async (slug: string) =>
    ((await get<CoursePage>(`/api/v3/course?slug=${slug}`)).data.items[0] as V3Schemas['Course']).price_from
      .amount;
  const promoOriginal = async (course: number) => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: { course, promo_code: 'RAMADAN20', currency: 'tk' },
    });
    return answer.statusCode === 200 ? (answer.json().data.original.amount as number) : answer.statusCode;
  };

  it('prices a course by its open batches with seats left: a sold-out batch is not its price', async () => {
    const slug = 'tajweed-intermediate';
    const course = (await get<CoursePage>(`/api/v3/course?slug=${slug}`)).data
      .items[0] as V3Schemas['Course'];
    const own = (await get<BatchPage>(`/api/v3/batch?course=${course.id}&limit=100`)).data.items;
    const liveBatch = own.find((b) => b.mode === 'live') as V3Schemas['Batch'];
    const onDemandPrice = (own.find((b) => b.mode === 'on-demand') as V3Schemas['Batch']).price.amount;
    // The live batch becomes the cheapest, then every seat of it is taken.
    await t.db.update(batches).set({ price: 1000, seatsTotal: 1 }).where(eq(batches.id, liveBatch.id));
    expect(await priceFrom(slug)).toBe(1000);
    expect(await promoOriginal(course.id)).toBe(1000);
    await t.enroll(learner.user.id, liveBatch.id);
    const soldOut = await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${liveBatch.id}`);
    expect(soldOut.data).toMatchObject({ seats_left: 0, enrollment_open: false });
    expect(await priceFrom(slug)).toBe(onDemandPrice);
    expect(await promoOriginal(course.id)).toBe(onDemandPrice);

    // When every batch is full or closed, both answer the lowest price of all its batches.
    await t.db.update(batches).set({ enrollmentOpen: false }).where(eq(batches.courseId, course.id));
    expect(await priceFrom(slug)).toBe(1000);
    expect(await promoOriginal(course.id)).toBe(1000);
  });

  it('answers 404 for a course without batches, whose price_from is 0', async () => {
    const [course] = await t.db
      .insert(courses)
      .values({
        slug: 'no-batches-yet',
        title: 'নতুন কোর্স',
        subtitle: 'শিগগিরই',
        description: 'ব্যাচ এখনো ঘোষণা হয়নি।',
        level: 'beginner',
        durationWeeks: 4,
      })
      .returning();
    expect(await priceFrom('no-batches-yet')).toBe(0);
    expect(await promoOriginal(course?.id ?? 0)).toBe(404);
  });
});
