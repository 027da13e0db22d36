import type { V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Learner, TestApp } from '../../../test/helpers';
import { getter, type SeededIds, seededAppForFile } from '../../../test/seeded';
import { enrollments } from '../enrollments/enrollments.table';

const bengali = /[\u0980-\u09FF]/;
/** A recording's playback URL: the seeded sample rendition's playlist, signed (infra/media/media.ts). */
const signedPlaylist = /^http:\/\/localhost:4000\/media\/hls\/sample\/index\.m3u8\?exp=\d+&sig=[0-9a-f]{64}$/;

let t: TestApp;
let learner: Learner;
let other: Learner;
let ids: SeededIds;
seededAppForFile(async (seeded) => {
  ({ t, learner, other, ids } = seeded);
  // The learner studies in the beginner course's running live batch.
  await t.enroll(learner.user.id, ids.liveBatch);
});
const get = getter(() => t);

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
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
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
    expect(new Set(data.items.map((i) => i.kind))).toEqual(new Set(['recording', 'live', 'reading', 'exam']));
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
    const now = t.clock.now().getTime();
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
