import type { V3Schemas } from '@tilawat/sdk';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, type Learner, type TestApp } from '../../../test/helpers';
import { getter, type SeededIds, seededAppForFile } from '../../../test/seeded';
import { studyPlanItems } from './learning.table';

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

const plan = async (who: Learner) =>
  (
    await get<V3Schemas['StudyPlanResponse']>(
      `/api/v3/study-plan/revised/${ids.module}?batch=${ids.liveBatch}`,
      who,
    )
  ).data;

describe('POST /recording/progress', () => {
  it('keeps the furthest position, at most the recording’s length, and says when it is watched past 90 %', async () => {
    const me = await t.signUp();
    await t.enroll(me.user.id, ids.liveBatch);
    const first = await report(me, {
      recording: ids.lockedRecording,
      batch: ids.liveBatch,
      position_seconds: 60,
    });
    expect(first.statusCode, first.body).toBe(200);
    const { duration_seconds: duration } = first.json().data as V3Schemas['RecordingProgress'];
    expect(first.json().data).toMatchObject({
      recording: ids.lockedRecording,
      watched_seconds: 60,
      done: false,
    });
    // going back does not undo
    const back = await report(me, {
      recording: ids.lockedRecording,
      batch: ids.liveBatch,
      position_seconds: 10,
    });
    expect(back.json().data.watched_seconds).toBe(60);
    const almost = Math.ceil(duration * 0.9) - 1;
    expect(
      (
        await report(me, { recording: ids.lockedRecording, batch: ids.liveBatch, position_seconds: almost })
      ).json().data.done,
    ).toBe(false);
    const watched = await report(me, {
      recording: ids.lockedRecording,
      batch: ids.liveBatch,
      position_seconds: 86_400,
    });
    expect(watched.json().data).toEqual({
      recording: ids.lockedRecording,
      watched_seconds: duration,
      duration_seconds: duration,
      done: true,
    });
  });

  it('is nobody else’s: not enrolled, another batch, an unknown recording — 404; bad input — 400', async () => {
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
    const bad = await report(learner, {
      recording: ids.lockedRecording,
      batch: ids.liveBatch,
      position_seconds: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/position_seconds');
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
