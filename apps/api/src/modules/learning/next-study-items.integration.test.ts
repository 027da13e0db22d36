// The next item of each batch's study plan (issue 40, `GET /study-plan/next`): the dashboard shows it beside the
// lessons watched and the attendance. Over the seeded plans.
import type { V3Schemas } from '@tilawat/sdk';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { modules, recordings, studyPlanItems } from './learning.table';

let t: TestApp;
let ids: SeededIds;
appForFile(async (app) => {
  t = app;
  ids = await seededIds(t);
});

const nextOf = async (learner: Learner) => {
  const answer = await t.inject({ url: '/api/v3/study-plan/next', headers: auth(learner) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as V3Schemas['NextStudyItem'][];
};

/** The live batch's plan, module by module in order. */
async function livePlan() {
  return t.db
    .select({ item: studyPlanItems, moduleTitle: modules.title })
    .from(studyPlanItems)
    .innerJoin(modules, eq(modules.id, studyPlanItems.moduleId))
    .where(eq(modules.batchId, ids.liveBatch))
    .orderBy(asc(modules.position), asc(modules.id), asc(studyPlanItems.day), asc(studyPlanItems.id));
}

describe('GET /study-plan/next', () => {
  it('answers the first item of the first module for a learner who has done nothing, with its due date', async () => {
    const learner = await t.signUp();
    await t.enroll(learner.user.id, ids.liveBatch);
    const plan = await livePlan();
    const first = plan[0];
    const [entry, ...others] = await nextOf(learner);
    expect(others).toEqual([]); // the batches the learner is not in are not listed
    expect(entry).toEqual({
      batch_id: ids.liveBatch,
      next: {
        module_id: first?.item.moduleId,
        module_title: first?.moduleTitle,
        id: first?.item.id,
        title: first?.item.title,
        kind: first?.item.kind,
        ref_id: first?.item.refId,
        due_at: first?.item.dueAt?.toISOString() ?? null,
      },
      done: 0,
      total: plan.length,
    });
    expect((await t.inject({ url: '/api/v3/study-plan/next' })).statusCode).toBe(401);
  });

  it('moves on once the first item is done: a recording watched past 90 %', async () => {
    const learner = await t.signUp();
    await t.enroll(learner.user.id, ids.liveBatch);
    const plan = await livePlan();
    const first = plan[0]?.item;
    expect(first?.kind).toBe('recording');
    const [recording] = await t.db
      .select()
      .from(recordings)
      .where(inArray(recordings.id, [first?.refId ?? 0]));
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v3/recording/progress',
      headers: auth(learner),
      payload: {
        recording: recording?.id,
        batch: ids.liveBatch,
        position_seconds: recording?.durationSeconds,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [entry] = await nextOf(learner);
    expect(entry?.done).toBeGreaterThanOrEqual(1);
    expect(entry?.next?.id).not.toBe(first?.id);
    // the next is the first item the plan's own rule says is not done
    const shown = (
      await t.inject({
        url: `/api/v3/study-plan/revised/${entry?.next?.module_id}?batch=${ids.liveBatch}`,
        headers: auth(learner),
      })
    ).json().data;
    expect(shown.next_item_id).toBe(entry?.next?.id);
  });
});
