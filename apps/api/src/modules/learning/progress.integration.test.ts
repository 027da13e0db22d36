import type { V3Schemas } from '@tilawat/sdk';
import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, type Learner, type TestApp } from '../../../test/helpers';
import { getter, type SeededIds, seededAppForFile } from '../../../test/seeded';
import { batches } from '../catalogue/catalogue.table';
import { enrollments } from '../enrollments/enrollments.table';
import { modules, recordings, studyPlanItems } from './learning.table';

const bengali = /[\u0980-\u09FF]/;
type Progress = V3Schemas['RecordingProgress'];

let t: TestApp;
let learner: Learner;
let other: Learner;
let ids: SeededIds;
seededAppForFile(async (seeded) => {
  ({ t, learner, other, ids } = seeded);
  await t.enroll(learner.user.id, ids.liveBatch);
});
const get = getter(() => t);

const report = (who: Learner, body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/v3/recording/progress', payload: body, headers: auth(who) });

const progress = async (who: Learner, batch: number) =>
  (await get<V3Schemas['BatchProgressResponse']>(`/api/v3/recording/progress?batch=${batch}`, who)).data;

const plan = async (who: Learner) =>
  (
    await get<V3Schemas['StudyPlanResponse']>(
      `/api/v3/study-plan/revised/${ids.module}?batch=${ids.liveBatch}`,
      who,
    )
  ).data;

describe('POST /recording/progress', () => {
  it('a report sent late from a device that was offline never moves the learner back, but adds what it watched (issue 39)', async () => {
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    const now = t.clock.now().getTime();
    const at = (position: number, secondsAgo: number | null, rate?: number) =>
      report(me, {
        recording: ids.lockedRecording,
        batch: ids.liveBatch,
        position_seconds: position,
        ...(secondsAgo === null ? {} : { reported_at: new Date(now - secondsAgo * 1000).toISOString() }),
        ...(rate === undefined ? {} : { playback_rate: rate }),
      });
    const kept = async (position: number, secondsAgo: number | null, rate?: number) => {
      const answer = await at(position, secondsAgo, rate);
      expect(answer.statusCode, answer.body).toBe(200);
      const { position_seconds, watched_seconds } = answer.json().data as Progress;
      return { position_seconds, watched_seconds };
    };
    expect(await kept(300, 10, 0.75)).toEqual({ position_seconds: 300, watched_seconds: 300 });
    // made a minute earlier, arrived now: the position and the speed stay
    expect(await kept(120, 60, 1.5)).toEqual({ position_seconds: 300, watched_seconds: 300 });
    expect((await progress(me, ids.liveBatch)).playback_rate).toBe(0.75);
    // made earlier still, but further: what was watched grows, the position stays
    expect(await kept(500, 120)).toEqual({ position_seconds: 300, watched_seconds: 500 });
    // made later: going back moves the position back, as it always did
    expect(await kept(50, 5)).toEqual({ position_seconds: 50, watched_seconds: 500 });
    // a device clock a day ahead counts as now; a report of a second ago is then older
    expect(await kept(40, -86_400)).toEqual({ position_seconds: 40, watched_seconds: 500 });
    expect(await kept(30, 1)).toEqual({ position_seconds: 40, watched_seconds: 500 });
    // without a moment, a report is as of its arrival
    t.clock.advance(1_000);
    expect(await kept(20, null)).toEqual({ position_seconds: 20, watched_seconds: 500 });
    // a moment that is not one is refused with a Bengali message
    const bad = await report(me, {
      recording: ids.lockedRecording,
      batch: ids.liveBatch,
      position_seconds: 10,
      reported_at: 'yesterday',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(bengali);
  });

  it('keeps the last position and the furthest, both at most the recording’s length, and says when it is watched past 90 %', async () => {
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    const at = (position: number) =>
      report(me, { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: position });
    const first = await at(60);
    expect(first.statusCode, first.body).toBe(200);
    const { duration_seconds: duration } = first.json().data as Progress;
    expect(first.json().data).toEqual({
      recording: ids.lockedRecording,
      position_seconds: 60,
      watched_seconds: 60,
      duration_seconds: duration,
      done: false,
    });
    // going back moves the position back (the player resumes there); what was watched stays
    expect((await at(10)).json().data).toMatchObject({ position_seconds: 10, watched_seconds: 60 });
    expect((await at(0)).json().data).toMatchObject({ position_seconds: 0, watched_seconds: 60 });
    const almost = Math.ceil(duration * 0.9) - 1;
    expect((await at(almost)).json().data).toMatchObject({ watched_seconds: almost, done: false });
    expect((await at(Math.ceil(duration * 0.9))).json().data.done).toBe(true);
    // past the end: at most the length, both
    expect((await at(86_400)).json().data).toEqual({
      recording: ids.lockedRecording,
      position_seconds: duration,
      watched_seconds: duration,
      duration_seconds: duration,
      done: true,
    });
    // back to the start after watching it all: still done, resumed at the start
    expect((await at(5)).json().data).toEqual({
      recording: ids.lockedRecording,
      position_seconds: 5,
      watched_seconds: duration,
      duration_seconds: duration,
      done: true,
    });
    expect((await progress(me, ids.liveBatch)).recordings).toEqual([
      {
        recording: ids.lockedRecording,
        position_seconds: 5,
        watched_seconds: duration,
        duration_seconds: duration,
        done: true,
      },
    ]);
  });

  it('remembers the playback speed for the learner, whichever recording it was chosen in', async () => {
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    await t.enroll(me.user.id, ids.onDemandBatch);
    expect((await progress(me, ids.liveBatch)).playback_rate).toBe(1);
    const chosen = await report(me, {
      recording: ids.lockedRecording,
      batch: ids.liveBatch,
      position_seconds: 30,
      playback_rate: 1.25,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await progress(me, ids.liveBatch)).playback_rate).toBe(1.25);
    // every batch and device: it is the learner's
    expect((await progress(me, ids.onDemandBatch)).playback_rate).toBe(1.25);
    // a report without a speed leaves it as it was
    await report(me, { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: 40 });
    expect((await progress(me, ids.liveBatch)).playback_rate).toBe(1.25);
    await report(me, {
      recording: ids.odLockedRecording,
      batch: ids.onDemandBatch,
      position_seconds: 5,
      playback_rate: 0.75,
    });
    expect((await progress(me, ids.liveBatch)).playback_rate).toBe(0.75);
    // nobody else's
    expect((await progress(learner, ids.liveBatch)).playback_rate).toBe(1);
  });

  it('is nobody else’s: not enrolled, another batch, an unknown recording — 404; unsigned — 401; bad input — 400', async () => {
    expect(
      (await report(other, { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: 5 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await report(learner, { recording: ids.odLockedRecording, batch: ids.liveBatch, position_seconds: 5 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await report(learner, { recording: 999_999, batch: ids.liveBatch, position_seconds: 5 })).statusCode,
    ).toBe(404);
    const unsigned = await t.inject({
      method: 'POST',
      url: '/api/v3/recording/progress',
      payload: { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: 5 },
    });
    expect(unsigned.statusCode).toBe(401);
    const bad = await report(learner, {
      recording: ids.lockedRecording,
      batch: ids.liveBatch,
      position_seconds: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/position_seconds');
    for (const rate of [2, 0, 1.1, '1.25']) {
      const wrongRate = await report(learner, {
        recording: ids.lockedRecording,
        batch: ids.liveBatch,
        position_seconds: 5,
        playback_rate: rate,
      });
      expect(wrongRate.statusCode, String(rate)).toBe(400);
      expect(wrongRate.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        msg: expect.stringMatching(bengali),
        errors: [{ path: '/playback_rate', msg: expect.stringMatching(bengali) }],
      });
    }
    // nothing of a refused report was kept
    expect((await progress(learner, ids.liveBatch)).playback_rate).toBe(1);
  });
});

describe('GET /recording/progress', () => {
  it('counts the batch’s recordings watched, in all and by module (every module in order, an empty one too), and lists those started in the batch’s order', async () => {
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    const [last] = await t.db
      .select({ position: modules.position })
      .from(modules)
      .where(eq(modules.batchId, ids.liveBatch))
      .orderBy(desc(modules.position))
      .limit(1);
    const [empty] = await t.db
      .insert(modules)
      .values({ batchId: ids.liveBatch, title: 'খালি মডিউল', position: (last?.position ?? 0) + 1 })
      .returning();
    const batch = await t.db
      .select({ module: modules.id, recording: recordings.id, duration: recordings.durationSeconds })
      .from(modules)
      .leftJoin(recordings, eq(recordings.moduleId, modules.id))
      .where(eq(modules.batchId, ids.liveBatch))
      .orderBy(asc(modules.position), asc(modules.id), asc(recordings.position), asc(recordings.id));
    const moduleIds = [...new Set(batch.map((row) => row.module))];
    const lessons = batch.flatMap((row) =>
      row.recording === null || row.duration === null
        ? []
        : [{ module: row.module, id: row.recording, duration: row.duration }],
    );
    const totalOf = (module: number) => lessons.filter((lesson) => lesson.module === module).length;
    expect(moduleIds.at(-1)).toBe(empty?.id);
    expect(new Set(lessons.map((lesson) => lesson.module)).size).toBeGreaterThan(1);

    // nothing watched yet
    const fresh = await progress(me, ids.liveBatch);
    expect(fresh).toEqual({
      batch: ids.liveBatch,
      watched: 0,
      total: lessons.length,
      modules: moduleIds.map((module) => ({ module, watched: 0, total: totalOf(module) })),
      recordings: [],
      playback_rate: 1,
    });
    expect(fresh.modules.at(-1)).toEqual({ module: empty?.id, watched: 0, total: 0 });

    // the second module's first lesson watched, the first module's second started, its third at 0 s
    const firstModule = lessons.filter((lesson) => lesson.module === moduleIds[0]);
    const [secondModuleFirst] = lessons.filter((lesson) => lesson.module === moduleIds[1]);
    const [, started, untouched] = firstModule;
    if (!secondModuleFirst || !started || !untouched) throw new Error('the seeded batch is too small');
    const send = (id: number, position: number) =>
      report(me, { recording: id, batch: ids.liveBatch, position_seconds: position });
    expect((await send(secondModuleFirst.id, 86_400)).statusCode).toBe(200);
    expect((await send(started.id, 42)).statusCode).toBe(200);
    expect((await send(untouched.id, 0)).statusCode).toBe(200);

    const now = await progress(me, ids.liveBatch);
    expect(now.watched).toBe(1);
    expect(now.total).toBe(lessons.length);
    expect(now.modules).toEqual(
      moduleIds.map((module) => ({
        module,
        watched: module === moduleIds[1] ? 1 : 0,
        total: totalOf(module),
      })),
    );
    // in the batch's order (module by module), not in the order they were watched
    expect(now.recordings).toEqual([
      {
        recording: started.id,
        position_seconds: 42,
        watched_seconds: 42,
        duration_seconds: started.duration,
        done: false,
      },
      {
        recording: secondModuleFirst.id,
        position_seconds: secondModuleFirst.duration,
        watched_seconds: secondModuleFirst.duration,
        duration_seconds: secondModuleFirst.duration,
        done: true,
      },
    ]);
    // the other learner's watching is theirs
    expect((await progress(learner, ids.liveBatch)).watched).toBe(0);
  });

  it('answers 404 to a learner without an active enrollment in the batch, 401 unsigned, 400 a bad batch', async () => {
    // not enrolled
    const none = await get<V3Schemas['Error']>(
      `/api/v3/recording/progress?batch=${ids.liveBatch}`,
      other,
      404,
    );
    expect(none).toMatchObject({ code: 'BATCH_NOT_FOUND', msg: expect.stringMatching(bengali) });
    // another learner's batch: someone else studies in it
    const mine = await t.signUp();
    await t.enroll(mine.user.id, ids.tajweedLive);
    await get(`/api/v3/recording/progress?batch=${ids.tajweedLive}`, learner, 404);
    await get(`/api/v3/recording/progress?batch=${ids.tajweedLive}`, mine);
    // an enrollment that has expired
    const late = await t.signUp();
    await t.enroll(late.user.id, ids.onDemandBatch);
    await get(`/api/v3/recording/progress?batch=${ids.onDemandBatch}`, late);
    await t.db
      .update(enrollments)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(enrollments.userId, late.user.id));
    await get(`/api/v3/recording/progress?batch=${ids.onDemandBatch}`, late, 404);
    // no such batch
    await get('/api/v3/recording/progress?batch=999999', learner, 404);
    // unsigned
    await get(`/api/v3/recording/progress?batch=${ids.liveBatch}`, null, 401);
    // bad input
    await get('/api/v3/recording/progress?batch=abc', learner, 400);
    await get('/api/v3/recording/progress', learner, 400);
  });
});

describe('the dashboard’s progress per batch', () => {
  it('counts, per batch, the recordings the learner watched past 90 % of all of them; 0 of 0 without recordings', async () => {
    // what the dashboard shows of each enrolled batch (booking status), by batch
    const dashboard = async (who: Learner) => {
      const answer = await t.inject({ url: '/api/v3/course/booking-status', headers: auth(who) });
      expect(answer.statusCode, answer.body).toBe(200);
      const { enrollments } = answer.json().data as {
        enrollments: { batch: { id: number }; progress: { watched: number; total: number } }[];
      };
      return new Map(enrollments.map((row) => [row.batch.id, row.progress]));
    };
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    await t.enroll(me.user.id, ids.onDemandBatch);
    const [course] = await t.db.select().from(batches).where(eq(batches.id, ids.liveBatch));
    if (!course) throw new Error('no live batch');
    const [bare] = await t.db
      .insert(batches)
      .values({
        courseId: course.courseId,
        name: 'রেকর্ডিং ছাড়া ব্যাচ',
        mode: 'live',
        startsAt: t.clock.now(),
        price: 0,
        instructor: course.instructor,
      })
      .returning();
    await t.db.insert(modules).values({ batchId: bare?.id ?? 0, title: 'খালি', position: 1 });
    const bareId = bare?.id ?? 0;
    await t.enroll(me.user.id, bareId);
    // the bare batch is in the progress read with its (empty) module, 0 of 0
    expect(await progress(me, bareId)).toEqual({
      batch: bareId,
      watched: 0,
      total: 0,
      modules: [{ module: expect.any(Number), watched: 0, total: 0 }],
      recordings: [],
      playback_rate: 1,
    });

    const { duration_seconds: duration } = (
      await report(me, { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: 1 })
    ).json().data as Progress;
    // just under 90 %, then at it: only then watched
    const almost = Math.ceil(duration * 0.9) - 1;
    await report(me, { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: almost });
    expect((await dashboard(me)).get(ids.liveBatch)?.watched).toBe(0);
    await report(me, { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: 86_400 });
    // another learner's watching counts for them only
    await report(learner, { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: 86_400 });

    const counts = await dashboard(me);
    const live = await progress(me, ids.liveBatch);
    const onDemand = await progress(me, ids.onDemandBatch);
    expect(live.watched).toBe(1);
    expect(counts).toEqual(
      new Map([
        [ids.liveBatch, { watched: 1, total: live.total }],
        [ids.onDemandBatch, { watched: 0, total: onDemand.total }],
        [bareId, { watched: 0, total: 0 }],
      ]),
    );
    const newcomer = await t.signUp();
    await t.enroll(newcomer.user.id, ids.liveBatch);
    expect(await dashboard(newcomer)).toEqual(new Map([[ids.liveBatch, { watched: 0, total: live.total }]]));
  });
});

describe('the study plan’s progress', () => {
  it('starts with nothing done and the first item next', async () => {
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    const fresh = await plan(me);
    expect(fresh.items.every((item) => item.done === false)).toBe(true);
    expect(fresh.next_item_id).toBe(fresh.items[0]?.id);
  });

  it('marks a recording watched past 90 %, a live class joined and a PDF opened, and moves the next item on', async () => {
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    const items = await t.db
      .select()
      .from(studyPlanItems)
      .where(and(eq(studyPlanItems.moduleId, ids.module)))
      .orderBy(asc(studyPlanItems.day), asc(studyPlanItems.id));
    const watch = items.find((item) => item.kind === 'recording');
    expect(watch?.refId).toEqual(expect.any(Number));
    await report(me, { recording: watch?.refId, batch: ids.liveBatch, position_seconds: 86_400 });
    let progress = await plan(me);
    expect(progress.items.find((item) => item.id === watch?.id)?.done).toBe(true);
    expect(progress.next_item_id).toBe(items[1]?.id);

    // a reading: once a PDF of the module was opened
    const reading = items.find((item) => item.kind === 'reading');
    const recordings = (
      await get<V3Schemas['RecordingPageResponse']>(
        `/api/v3/recording/module?module=${ids.module}&limit=100`,
        me,
      )
    ).data.items;
    const withPdf = recordings.find((r) => r.resources.length > 0);
    expect(withPdf).toBeDefined();
    const opened = await t.inject({
      url: `/api/v3/download?key=${withPdf?.resources[0]?.key}&id=${withPdf?.id}`,
      headers: auth(me),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    progress = await plan(me);
    expect(progress.items.find((item) => item.id === reading?.id)?.done).toBe(true);
  });
});

describe('the rate limit of POST /recording/progress', () => {
  it('takes 60 reports a minute from a learner, from any address, then answers 429 with Retry-After until the minute ends', async () => {
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    const body = { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: 5 };
    const from = (who: Learner, remoteAddress: string) =>
      t.inject({
        method: 'POST',
        url: '/api/v3/recording/progress',
        payload: body,
        headers: auth(who),
        remoteAddress,
      });
    for (let i = 0; i < 60; i++) {
      // a phone moving between networks is still one learner
      expect((await from(me, `198.51.100.${i % 3}`)).statusCode).toBe(200);
    }
    const limited = await from(me, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', msg: expect.stringMatching(bengali) });
    // another learner on the same address is not held back by them
    const neighbour = await t.signUp();
    await t.enroll(neighbour.user.id, ids.liveBatch);
    expect((await from(neighbour, '198.51.100.9')).statusCode).toBe(200);
    t.clock.advance(61_000);
    const later = await t.refreshed(me);
    expect((await from(later, '198.51.100.9')).statusCode).toBe(200);
  });
});
