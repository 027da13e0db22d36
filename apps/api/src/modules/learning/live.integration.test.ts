import type { V3Schemas } from '@tilawat/sdk';
import { and, count, eq, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, type Learner, type TestApp } from '../../../test/helpers';
import { getter, type SeededIds, seededAppForFile } from '../../../test/seeded';
import { liveClasses } from './learning.table';

let t: TestApp;
let learner: Learner;
let other: Learner;
let ids: SeededIds;
seededAppForFile(async (seeded) => {
  ({ t, learner, other, ids } = seeded);
  await t.enroll(learner.user.id, ids.liveBatch);
});
const get = getter(() => t);
const MIN = 60_000;

/** Moves the clock and gives the learner tokens of that moment (the access token lives 15 minutes). */
async function at(moment: number) {
  t.clock.set(new Date(moment));
  learner = await t.refreshed(learner);
}

/** A class of `batchId` starting `inMinutes` from the clock's now, 60 minutes long. */
async function classAt(batchId: number, inMinutes: number, room = 'https://meet.jit.si/tilawat-test-room') {
  const [row] = await t.db
    .insert(liveClasses)
    .values({
      batchId,
      title: 'পরীক্ষামূলক ক্লাস',
      startsAt: new Date(t.clock.now().getTime() + inMinutes * MIN),
      durationMinutes: 60,
      joinUrl: room,
    })
    .returning();
  return row as typeof liveClasses.$inferSelect;
}

const join = (id: number, batch: number, who: Learner | null = learner) =>
  t.inject({ url: `/api/v3/live/join/${id}?batch=${batch}`, headers: who ? auth(who) : {} });

describe('GET /live/join/{id}', () => {
  it('opens 15 minutes before the start and closes at the end; outside, 409 says how long or that it ended', async () => {
    const live = await classAt(ids.liveBatch, 150);
    const start = live.startsAt.getTime();

    await at(start - 2 * 60 * MIN - 10 * MIN);
    const early = await join(live.id, ids.liveBatch);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'JOIN_NOT_OPEN' });
    expect(early.json().msg).toContain('ক্লাস শুরু হতে ২ ঘণ্টা ১০ মিনিট বাকি');

    await at(start - 15 * MIN - 1000);
    expect((await join(live.id, ids.liveBatch)).json().msg).toContain('১৫ মিনিট বাকি');

    await at(start - 15 * MIN);
    const opened = await join(live.id, ids.liveBatch);
    expect(opened.statusCode, opened.body).toBe(200);
    const link = opened.json().data as V3Schemas['LiveJoin'];
    expect(link).toMatchObject({
      provider: 'jitsi',
      opens_at: new Date(start - 15 * MIN).toISOString(),
      closes_at: new Date(start + 60 * MIN).toISOString(),
    });
    // personal: the room opens with the learner's name
    expect(link.url).toBe(
      `https://meet.jit.si/tilawat-test-room#userInfo.displayName=${encodeURIComponent(JSON.stringify(learner.user.name))}`,
    );

    await at(start + 60 * MIN - 1000);
    expect((await join(live.id, ids.liveBatch)).statusCode).toBe(200);

    await at(start + 60 * MIN);
    const ended = await join(live.id, ids.liveBatch);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ code: 'CLASS_ENDED', msg: 'ক্লাস শেষ হয়েছে।' });
  });

  it('is nobody else’s: not enrolled, another batch’s class, an unknown class — 404; no token — 401', async () => {
    other = await t.refreshed(other);
    const live = await classAt(ids.liveBatch, 5);
    expect((await join(live.id, ids.liveBatch, other)).statusCode).toBe(404);
    const elsewhere = await classAt(ids.tajweedLive, 5);
    expect((await join(elsewhere.id, ids.liveBatch)).statusCode).toBe(404);
    expect((await join(elsewhere.id, ids.tajweedLive)).statusCode).toBe(404);
    expect((await join(999_999, ids.liveBatch)).statusCode).toBe(404);
    expect((await join(live.id, ids.liveBatch, null)).statusCode).toBe(401);
  });

  it('passes Zoom and Meet links through and names their provider', async () => {
    learner = await t.refreshed(learner);
    const zoom = await classAt(ids.liveBatch, 5, 'https://us02web.zoom.us/j/81234567890?pwd=abc');
    expect((await join(zoom.id, ids.liveBatch)).json().data).toMatchObject({
      url: 'https://us02web.zoom.us/j/81234567890?pwd=abc',
      provider: 'zoom',
    });
    const meet = await classAt(ids.liveBatch, 5, 'https://meet.google.com/abc-defg-hij');
    expect((await join(meet.id, ids.liveBatch)).json().data.provider).toBe('google-meet');
  });
});

describe('attendance', () => {
  it('counts each class joined once, of the classes held so far, on the batch page and the dashboard', async () => {
    let learnerOf = await t.signUp();
    await t.enroll(learnerOf.user.id, ids.liveBatch);
    const heldNow = async () => {
      const [row] = await t.db
        .select({ n: count() })
        .from(liveClasses)
        .where(and(eq(liveClasses.batchId, ids.liveBatch), lte(liveClasses.startsAt, t.clock.now())));
      return row?.n ?? 0;
    };
    const attendanceNow = async () => {
      const batch = (await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${ids.liveBatch}`, learnerOf))
        .data;
      const status = (
        await get<V3Schemas['BookingStatusResponse']>('/api/v3/course/booking-status', learnerOf)
      ).data;
      expect(status.enrollments.find((e) => e.batch.id === ids.liveBatch)?.attendance).toEqual(
        batch.attendance,
      );
      return batch.attendance;
    };
    // the batch has been running for two weeks: classes were held, this learner joined none
    expect(await attendanceNow()).toEqual({ attended: 0, held: await heldNow() });
    expect(await heldNow()).toBeGreaterThan(0);

    const live = await classAt(ids.liveBatch, 10);
    expect((await join(live.id, ids.liveBatch, learnerOf)).statusCode).toBe(200);
    expect((await join(live.id, ids.liveBatch, learnerOf)).statusCode).toBe(200);
    // joined before it started: counted once it is held, and once
    expect((await attendanceNow())?.attended).toBe(0);
    t.clock.advance(10 * MIN);
    learnerOf = await t.refreshed(learnerOf);
    expect(await attendanceNow()).toEqual({ attended: 1, held: await heldNow() });
  });

  it('is null on an on-demand batch, and for someone not enrolled', async () => {
    learner = await t.refreshed(learner);
    other = await t.refreshed(other);
    await t.enroll(learner.user.id, ids.onDemandBatch);
    const status = (await get<V3Schemas['BookingStatusResponse']>('/api/v3/course/booking-status', learner))
      .data;
    expect(status.enrollments.find((e) => e.batch.id === ids.onDemandBatch)?.attendance).toBeNull();
    expect(
      (await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${ids.liveBatch}`, other)).data.attendance,
    ).toBeNull();
    expect(
      (await get<V3Schemas['BatchDetailResponse']>(`/api/v3/batch/${ids.liveBatch}`)).data.attendance,
    ).toBeNull();
  });
});
