import type { AdminSchemas } from '@tilawat/sdk/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { buy, payAtSandbox, WEB } from '../../../test/purchases';
import { purchases } from '../checkout/checkout.table';
import { modules, recordings } from '../learning/learning.table';
import { batches, courses } from './catalogue.table';

// The console's catalogue (issue 19): admins create, edit, order and publish courses and batches; a
// batch's teacher and admins build its modules and lessons; everything written is audited.
let t: TestApp;
let boss: Learner;
let teacher: Learner;
let otherTeacher: Learner;
let learner: Learner;
appForFile(async (app) => {
  t = app;
  [boss, teacher, otherTeacher] = [
    await signedInAs(t, 'admin'),
    await signedInAs(t, 'teacher'),
    await signedInAs(t, 'teacher'),
  ];
  learner = await t.signUp();
});

const bengali = /[\u0980-\u09FF]/;
let slugs = 0;
const slug = () => `console-course-${Date.now().toString(36)}-${++slugs}`;

const send = (who: Learner | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v3/admin${url}`, headers: who ? auth(who) : {}, payload });

async function ok<T>(
  answer: Promise<{ statusCode: number; body: string; json(): { data: T } }>,
  status = 200,
) {
  const done = await answer;
  expect(done.statusCode, done.body).toBe(status);
  return done.json().data;
}

const newCourse = (extra: object = {}) =>
  ok<AdminSchemas['AdminCourse']>(
    send(boss, 'POST', '/courses', {
      slug: slug(),
      title: 'তাজবিদ নিবিড় কোর্স',
      subtitle: 'আট সপ্তাহে তাজবিদের সব নিয়ম',
      description: 'মাখরাজ থেকে ওয়াকফ পর্যন্ত, প্রতিটি নিয়ম অনুশীলনসহ।',
      level: 'intermediate',
      duration_weeks: 8,
      ...extra,
    }),
    201,
  );

const liveBatch = {
  name: 'ব্যাচ ১ — সকাল',
  mode: 'live',
  starts_at: '2027-01-09T07:00:00+06:00',
  class_days: ['sat', 'mon', 'wed'],
  class_time: '07:00',
  duration_minutes: 60,
  seats_total: 30,
  price: 2500,
  original_price: 3000,
  instructor: 'উস্তাদ আব্দুর রহমান',
};

const newBatch = (courseId: number, extra: object = {}) =>
  ok<AdminSchemas['AdminBatch']>(
    send(boss, 'POST', `/courses/${courseId}/batches`, { ...liveBatch, ...extra }),
    201,
  );

const auditOf = async (target: string) =>
  (await ok<{ items: AdminSchemas['AuditEntry'][] }>(send(boss, 'GET', `/audit?target=${target}`))).items;

describe('an admin puts a course on the site', () => {
  it('creates it unpublished, adds a batch, a module and a free lesson, then publishes it for visitors', async () => {
    const course = await newCourse();
    expect(course).toMatchObject({ published: false, batches_count: 0, level: 'intermediate' });
    const publicList = async () =>
      (await t.inject({ url: `/api/v3/course?slug=${course.slug}` })).json().data.items as { id: number }[];
    expect(await publicList()).toEqual([]);
    expect((await t.inject({ url: `/api/v2/course/${course.id}` })).statusCode).toBe(404);

    const batch = await newBatch(course.id, { teacher_id: teacher.user.id });
    expect(batch).toMatchObject({
      course_id: course.id,
      course_title: course.title,
      seats_total: 30,
      seats_left: 30,
      seats_taken: 0,
      price: { amount: 2500, currency: 'tk' },
      original_price: { amount: 3000, currency: 'tk' },
      teacher: { id: teacher.user.id, role: 'teacher' },
    });
    // an unpublished course's batch is neither shown nor sold
    expect((await t.inject({ url: `/api/v3/batch/${batch.id}` })).statusCode).toBe(404);
    const sold = await buy(t, learner, { schedule: batch.id, amount: 2500, method: 'bkash', redirect: WEB });
    expect(sold.statusCode).toBe(404);

    const module = await ok<AdminSchemas['AdminModule']>(
      send(boss, 'POST', `/batches/${batch.id}/modules`, { title: 'মাখরাজ' }),
      201,
    );
    expect(module).toMatchObject({ batch_id: batch.id, position: 1, lessons: [] });
    const lesson = await ok<AdminSchemas['AdminLesson']>(
      send(boss, 'POST', `/modules/${module.id}/lessons`, {
        title: 'মাখরাজের পরিচয়',
        video_url: 'https://cdn.tilawat.com.bd/hls/makhraj-1/index.m3u8',
        duration_seconds: 720,
        free: true,
      }),
      201,
    );
    expect(lesson).toMatchObject({ module_id: module.id, position: 1, free: true });
    expect((await t.inject({ url: `/api/v3/recording/free/${lesson.id}` })).statusCode).toBe(404);

    const published = await ok<AdminSchemas['AdminCourse']>(
      send(boss, 'PATCH', `/courses/${course.id}`, { published: true }),
    );
    expect(published).toMatchObject({ published: true, batches_count: 1 });
    expect((await publicList()).map((c) => c.id)).toEqual([course.id]);
    const detail = await t.inject({ url: `/api/v2/course/${course.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('মাখরাজের পরিচয়');
    expect((await t.inject({ url: `/api/v3/batch/${batch.id}` })).statusCode).toBe(200);
    const free = await t.inject({ url: `/api/v3/recording/free/${lesson.id}` });
    expect(free.statusCode, free.body).toBe(200);

    const log = await auditOf(`course:${course.id}`);
    expect(log).toMatchObject([
      { action: 'course.update', before: { published: false }, after: { published: true } },
      { action: 'course.create', before: null, after: { published: false, slug: course.slug } },
    ]);
    expect((await auditOf(`batch:${batch.id}`))[0]).toMatchObject({ action: 'batch.create' });
    expect((await auditOf(`module:${module.id}`))[0]).toMatchObject({ action: 'module.create' });
    expect((await auditOf(`lesson:${lesson.id}`))[0]).toMatchObject({ action: 'lesson.create' });
  });

  it('refuses a slug another course has, beside the field; the course list finds it by words', async () => {
    const course = await newCourse({ title: 'হিফজ প্রস্তুতি কোর্স' });
    const again = await send(boss, 'POST', '/courses', {
      slug: course.slug,
      title: 'আরেকটি কোর্স',
      subtitle: 'অন্য',
      description: 'অন্য',
      level: 'beginner',
      duration_weeks: 4,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'SLUG_TAKEN', errors: [{ path: '/slug' }] });
    expect(again.json().msg).toMatch(bengali);
    const other = await newCourse();
    const taken = await send(boss, 'PATCH', `/courses/${other.id}`, { slug: course.slug });
    expect(taken.json().code).toBe('SLUG_TAKEN');
    const found = await ok<{ items: AdminSchemas['AdminCourse'][] }>(
      send(boss, 'GET', `/courses?q=${encodeURIComponent('হিফজ প্রস্তুতি')}`),
    );
    expect(found.items.map((c) => c.id)).toContain(course.id);
    for (const bad of [{}, { slug: 'Not A Slug' }, { level: 'expert' }, { position: 0 }]) {
      const answer = await send(boss, 'PATCH', `/courses/${other.id}`, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().msg).toMatch(bengali);
    }
    // a field the contract does not list is dropped (the house's whitelist): nothing changes, nothing is recorded
    const entries = (await auditOf(`course:${other.id}`)).length;
    expect(
      (await send(boss, 'PATCH', `/courses/${other.id}`, { published: false, extra: 1 })).statusCode,
    ).toBe(200);
    expect(await auditOf(`course:${other.id}`)).toHaveLength(entries);
  });

  it('moves a course in the catalogue; the others make room', async () => {
    const [a, b, c] = [await newCourse(), await newCourse(), await newCourse()];
    const moved = await ok<AdminSchemas['AdminCourse']>(
      send(boss, 'PATCH', `/courses/${c.id}`, { position: a.position }),
    );
    expect(moved.position).toBe(a.position);
    const rows = await t.db.select({ id: courses.id, position: courses.position }).from(courses);
    const at = new Map(rows.map((row) => [row.id, row.position]));
    expect([at.get(c.id), at.get(a.id), at.get(b.id)]).toEqual([a.position, a.position + 1, a.position + 2]);
    expect(new Set(rows.map((row) => row.position)).size).toBe(rows.length);
    const far = await ok<AdminSchemas['AdminCourse']>(
      send(boss, 'PATCH', `/courses/${a.id}`, { position: 100_000 }),
    );
    expect(far.position).toBe(rows.length);
  });
});

describe('batches', () => {
  let course: AdminSchemas['AdminCourse'];
  beforeAll(async () => {
    course = await newCourse({ published: true });
  });

  it('a live batch needs its schedule and seats, an on-demand one has none; each refusal names its field', async () => {
    for (const [extra, field] of [
      [{ class_days: [] }, 'class_days'],
      [{ class_time: null }, 'class_time'],
      [{ seats_total: null }, 'seats_total'],
      [{ mode: 'on-demand' }, 'class_days'],
      [{ original_price: 2000 }, 'original_price'],
      [{ teacher_id: learner.user.id }, 'teacher_id'],
    ] as const) {
      const answer = await send(boss, 'POST', `/courses/${course.id}/batches`, { ...liveBatch, ...extra });
      expect(answer.statusCode, JSON.stringify(extra)).toBe(400);
      expect(answer.json().errors, JSON.stringify(extra)).toEqual([
        { path: `/${field}`, msg: expect.stringMatching(bengali) },
      ]);
    }
    const onDemand = await newBatch(course.id, {
      mode: 'on-demand',
      class_days: [],
      class_time: null,
      duration_minutes: null,
      seats_total: null,
    });
    expect(onDemand).toMatchObject({ mode: 'on-demand', seats_total: null, seats_left: null });
    expect((await send(boss, 'POST', '/courses/2000000000/batches', liveBatch)).statusCode).toBe(404);
  });

  it('a new price is what the next learner pays; what was paid stays; seats never go below those taken', async () => {
    const batch = await newBatch(course.id, { seats_total: 2 });
    const bought = await buy(t, learner, {
      schedule: batch.id,
      amount: 2500,
      method: 'bkash',
      redirect: WEB,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    await payAtSandbox(t, bought.json().data.redirect_url, 'success');
    const changed = await ok<AdminSchemas['AdminBatch']>(
      send(boss, 'PATCH', `/batches/${batch.id}`, {
        price: 1800,
        original_price: null,
        enrollment_open: true,
      }),
    );
    expect(changed).toMatchObject({
      price: { amount: 1800 },
      original_price: null,
      seats_taken: 1,
      seats_left: 1,
    });
    const [paid] = await t.db.select().from(purchases).where(eq(purchases.batchId, batch.id));
    expect(paid).toMatchObject({ amount: 2500, status: 'COMPLETED' });
    const below = await send(boss, 'PATCH', `/batches/${batch.id}`, { seats_total: 0 });
    expect(below.statusCode).toBe(400);
    const fewer = await send(boss, 'PATCH', `/batches/${batch.id}`, { seats_total: 1 });
    expect(fewer.statusCode, fewer.body).toBe(200);
    const renamed = await send(boss, 'PATCH', `/batches/${batch.id}`, { seats_total: 1, name: 'নতুন নাম' });
    expect(renamed.statusCode).toBe(200);
    const [row] = await t.db.select().from(batches).where(eq(batches.id, batch.id));
    expect(row).toMatchObject({ price: 1800, seatsTotal: 1, name: 'নতুন নাম' });
    const log = await auditOf(`batch:${batch.id}`);
    expect(log.find((entry) => entry.after?.price === 1800)).toMatchObject({
      action: 'batch.update',
      before: { price: 2500, original_price: 3000 },
      after: { price: 1800, original_price: null },
    });
  });

  it('refuses seats below those taken, beside seats_total', async () => {
    const batch = await newBatch(course.id, { seats_total: 3 });
    for (const who of [await t.signUp(), await t.signUp()]) await t.enroll(who.user.id, batch.id);
    const below = await send(boss, 'PATCH', `/batches/${batch.id}`, { seats_total: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'SEATS_BELOW_TAKEN', errors: [{ path: '/seats_total' }] });
    const [row] = await t.db.select().from(batches).where(eq(batches.id, batch.id));
    expect(row?.seatsTotal).toBe(3);
  });
});

describe('modules and lessons', () => {
  it('are added after the others and moved; the rest make room', async () => {
    const course = await newCourse();
    const batch = await newBatch(course.id);
    const titles = ['প্রথম মডিউল', 'দ্বিতীয় মডিউল', 'তৃতীয় মডিউল'];
    const made: AdminSchemas['AdminModule'][] = [];
    for (const title of titles) {
      made.push(await ok(send(boss, 'POST', `/batches/${batch.id}/modules`, { title }), 201));
    }
    expect(made.map((m) => m.position)).toEqual([1, 2, 3]);
    const [first, , third] = made as [AdminSchemas['AdminModule'], unknown, AdminSchemas['AdminModule']];
    await ok(send(boss, 'PATCH', `/modules/${third.id}`, { position: 1, title: 'শুরুর মডিউল' }));
    const lessons: AdminSchemas['AdminLesson'][] = [];
    for (const title of ['পাঠ এক', 'পাঠ দুই']) {
      lessons.push(
        await ok(
          send(boss, 'POST', `/modules/${first.id}/lessons`, {
            title,
            video_url: 'https://cdn.tilawat.com.bd/hls/lesson/index.m3u8',
            duration_seconds: 600,
          }),
          201,
        ),
      );
    }
    const [one, two] = lessons as [AdminSchemas['AdminLesson'], AdminSchemas['AdminLesson']];
    expect(one.free).toBe(false);
    const moved = await ok<AdminSchemas['AdminLesson']>(
      send(boss, 'PATCH', `/lessons/${two.id}`, { position: 1, free: true }),
    );
    expect(moved).toMatchObject({ position: 1, free: true });
    const content = await ok<AdminSchemas['AdminBatchContentResponse']['data']>(
      send(boss, 'GET', `/batches/${batch.id}`),
    );
    expect(content.modules.map((m) => m.title)).toEqual(['শুরুর মডিউল', 'প্রথম মডিউল', 'দ্বিতীয় মডিউল']);
    expect(content.modules[1]?.lessons.map((l) => [l.title, l.position, l.free])).toEqual([
      ['পাঠ দুই', 1, true],
      ['পাঠ এক', 2, false],
    ]);
    expect((await auditOf(`lesson:${two.id}`))[0]).toMatchObject({
      action: 'lesson.update',
      before: { position: 2, free: false },
      after: { position: 1, free: true },
    });
    const bad = await send(boss, 'POST', `/modules/${first.id}/lessons`, {
      title: 'অনিরাপদ',
      video_url: 'http://cdn.example.com/a.m3u8',
      duration_seconds: 60,
    });
    expect(bad.statusCode).toBe(400);
    expect((await send(boss, 'PATCH', '/lessons/2000000000', { free: true })).statusCode).toBe(404);
    expect((await send(boss, 'PATCH', '/modules/2000000000', { title: 'নেই' })).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  let course: AdminSchemas['AdminCourse'];
  let own: AdminSchemas['AdminBatch'];
  let others: AdminSchemas['AdminBatch'];
  let module: AdminSchemas['AdminModule'];
  let lesson: AdminSchemas['AdminLesson'];
  beforeAll(async () => {
    course = await newCourse();
    own = await newBatch(course.id, { teacher_id: teacher.user.id });
    others = await newBatch(course.id, { teacher_id: otherTeacher.user.id });
    module = await ok(send(boss, 'POST', `/batches/${others.id}/modules`, { title: 'অন্যের মডিউল' }), 201);
    lesson = await ok(
      send(boss, 'POST', `/modules/${module.id}/lessons`, {
        title: 'অন্যের পাঠ',
        video_url: 'https://cdn.tilawat.com.bd/x.mp4',
        duration_seconds: 60,
      }),
      201,
    );
  });

  it('a teacher sees and builds only the batches assigned to them', async () => {
    const listed = await ok<{ items: AdminSchemas['AdminBatch'][] }>(
      send(teacher, 'GET', '/batches?limit=100'),
    );
    expect(listed.items.map((b) => b.id)).toContain(own.id);
    expect(listed.items.every((b) => b.teacher?.id === teacher.user.id)).toBe(true);
    expect((await send(teacher, 'GET', `/batches/${own.id}`)).statusCode).toBe(200);
    const added = await send(teacher, 'POST', `/batches/${own.id}/modules`, { title: 'শিক্ষকের মডিউল' });
    expect(added.statusCode, added.body).toBe(201);
    // another teacher's batch, module and lesson are not found, and stay as they were
    for (const [method, url, payload] of [
      ['GET', `/batches/${others.id}`, undefined],
      ['POST', `/batches/${others.id}/modules`, { title: 'ঢুকে পড়া' }],
      ['PATCH', `/modules/${module.id}`, { title: 'বদলে দেওয়া' }],
      [
        'POST',
        `/modules/${module.id}/lessons`,
        { title: 'ঢুকে পড়া', video_url: 'https://a.b/c.mp4', duration_seconds: 5 },
      ],
      ['PATCH', `/lessons/${lesson.id}`, { free: true }],
    ] as const) {
      const answer = await send(teacher, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().msg).toMatch(bengali);
    }
    const [moduleRow] = await t.db.select().from(modules).where(eq(modules.id, module.id));
    expect(moduleRow?.title).toBe('অন্যের মডিউল');
    expect(await t.db.select().from(modules).where(eq(modules.batchId, others.id))).toHaveLength(1);
    const [lessonRow] = await t.db.select().from(recordings).where(eq(recordings.id, lesson.id));
    expect(lessonRow?.free).toBe(false);
  });

  it('courses, batches and the staff list are for admins: a teacher and a learner get 403 and change nothing', async () => {
    const attempts = [
      ['GET', '/courses', undefined],
      [
        'POST',
        '/courses',
        { slug: slug(), title: 'চুরি', subtitle: 'x', description: 'x', level: 'beginner', duration_weeks: 1 },
      ],
      ['PATCH', `/courses/${course.id}`, { published: true }],
      ['POST', `/courses/${course.id}/batches`, liveBatch],
      ['PATCH', `/batches/${own.id}`, { price: 1 }],
      ['GET', '/staff', undefined],
    ] as const;
    for (const who of [teacher, learner]) {
      for (const [method, url, payload] of attempts) {
        const answer = await send(who, method, url, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json().code).toBe('FORBIDDEN_ROLE');
      }
    }
    for (const [method, url] of [
      ['GET', '/batches'],
      ['GET', `/batches/${own.id}`],
      ['POST', `/batches/${own.id}/modules`],
      ['PATCH', `/modules/${module.id}`],
      ['POST', `/modules/${module.id}/lessons`],
      ['PATCH', `/lessons/${lesson.id}`],
    ] as const) {
      expect((await send(learner, method, url, { title: 'শিক্ষার্থী' })).statusCode, url).toBe(403);
      expect((await send(null, method, url, { title: 'অতিথি' })).statusCode, url).toBe(401);
    }
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.published).toBe(false);
    const [batchRow] = await t.db.select().from(batches).where(eq(batches.id, own.id));
    expect(batchRow?.price).toBe(2500);
  });

  it('the staff list names the teachers and admins, whom a batch is assigned to', async () => {
    const staff = await ok<AdminSchemas['AdminPerson'][]>(send(boss, 'GET', '/staff'));
    const ids = staff.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([boss.user.id, teacher.user.id, otherTeacher.user.id]));
    expect(ids).not.toContain(learner.user.id);
    const moved = await ok<AdminSchemas['AdminBatch']>(
      send(boss, 'PATCH', `/batches/${others.id}`, { teacher_id: teacher.user.id }),
    );
    expect(moved.teacher?.id).toBe(teacher.user.id);
    expect((await send(teacher, 'GET', `/batches/${others.id}`)).statusCode).toBe(200);
  });
});
