// Memorisation (issue 41): a teacher sets a batch's Juz 30 target; the learner's day at /hifz gives the
// sabaq, recorded on a practice and reviewed in the teacher's queue; the marks rate each ayah by FSRS, so the
// next day the marked ones are due sooner than the clean ones; the sabqi, the learner's own rating (kept
// apart, once), moving the plan, a missed week within the daily limit, and who may reach what.
import type { V3Schemas } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { makeAudio, uploadRecording } from '../../../test/practice';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { auditLog } from '../audit/audit.table';
import { batches } from '../catalogue/catalogue.table';
import { hifzReviews, hifzUnits } from './hifz.table';

type Plan = V3Schemas['HifzPlan'];

let t: TestApp;
let ids: SeededIds;
let teacher: Learner;
let otherTeacher: Learner;
let amina: Learner;
let bilal: Learner;
let outsider: Learner;
let audio: Buffer;
appForFile(
  async (app) => {
    t = app;
    ids = await seededIds(t);
    t.clock.set(new Date('2026-12-01T09:00:00+06:00'));
    [teacher, otherTeacher] = [await signedInAs(t, 'teacher'), await signedInAs(t, 'teacher')];
    await t.db.update(batches).set({ teacherId: teacher.user.id }).where(eq(batches.id, ids.liveBatch));
    await t.db
      .update(batches)
      .set({ teacherId: otherTeacher.user.id })
      .where(eq(batches.id, ids.tajweedLive));
    [amina, bilal, outsider] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await t.enroll(amina.user.id, ids.liveBatch);
    await t.enroll(bilal.user.id, ids.liveBatch);
    await t.enroll(outsider.user.id, ids.tajweedLive);
    audio = makeAudio(3);
  },
  { VIDEO_WORKER: 'on', JOB_POLL_SECONDS: '0.5' },
);

const DAY = 86_400_000;
const juz30 = { first: { surah: 78, ayah: 1 }, last: { surah: 114, ayah: 6 } };
const send = (who: Learner, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.inject({ method, url, headers: auth(who), payload });
const setTarget = (who: Learner, payload: Record<string, unknown>) =>
  send(who, 'PUT', '/api/v3/admin/hifz/targets', {
    batch_id: ids.liveBatch,
    learner_id: null,
    ...juz30,
    daily_new: 3,
    daily_limit: 12,
    unit_ayahs: 1,
    ...payload,
  });
/** Every token is renewed as the test clock moves past its expiry. */
async function fresh(...who: Learner[]) {
  for (const learner of who) Object.assign(learner, await t.refreshed(learner));
}
const dayOf = async (who: Learner): Promise<Plan[]> => {
  const answer = await t.inject({ url: '/api/v3/hifz', headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { plans: Plan[] }).plans;
};
const itemBody = (plan: Plan, item: Plan['items'][number]) => ({
  target_id: plan.target.id,
  tier: item.tier,
  surah: item.surah,
  ayah_from: item.ayah_from,
  ayah_to: item.ayah_to,
});
const start = (who: Learner, body: Record<string, unknown>) =>
  send(who, 'POST', '/api/v3/hifz/recitations', body);

describe('a Juz 30 target, a sabaq recited, marked and rated', () => {
  it('a teacher sets the batch its target; a bad range or another teacher is refused', async () => {
    const backwards = await setTarget(teacher, {
      first: { surah: 114, ayah: 6 },
      last: { surah: 78, ayah: 1 },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toBe('/last');
    const outside = await setTarget(teacher, { first: { surah: 1, ayah: 9 } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().msg).toMatch(/[\u0980-\u09FF]/);
    expect((await setTarget(teacher, { daily_limit: 2 })).json().errors[0].path).toBe('/daily_limit');
    expect((await setTarget(otherTeacher, {})).statusCode).toBe(403);
    expect((await setTarget(teacher, { learner_id: outsider.user.id })).statusCode).toBe(404);

    const set = await setTarget(teacher, {});
    expect(set.statusCode, set.body).toBe(200);
    const target = set.json().data as AdminSchemas['HifzTargetResponse']['data'];
    expect(target).toMatchObject({ ...juz30, ayahs: 564, daily_new: 3, daily_limit: 12, learner_id: null });
    expect(target.label).toBe('পারা ৩০ — সূরা আন-নাবা ১ থেকে সূরা আন-নাস ৬');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'hifz.target'));
    expect(audits).toHaveLength(1);
  });

  it("the learner's first day is the sabaq, with its Arabic words; the map starts not started", async () => {
    const [plan, ...others] = await dayOf(amina);
    expect(others).toHaveLength(0);
    expect(plan?.today).toBe('2026-12-01');
    expect(plan?.next).toEqual({ surah: 78, ayah: 1 });
    expect(
      plan?.items.map(({ tier, surah, ayah_from, ayah_to }) => ({ tier, surah, ayah_from, ayah_to })),
    ).toEqual([{ tier: 'sabaq', surah: 78, ayah_from: 1, ayah_to: 3 }]);
    expect(plan?.items[0]?.ayahs[0]?.words[0]?.text).toMatch(/[\u0600-\u06FF]/);
    expect(plan?.counts).toEqual({ memorised: 0, shaky: 0, due: 0, not_started: 564 });
    expect(plan?.map).toHaveLength(114 - 78 + 1);
    expect(await dayOf(outsider)).toEqual([]);
    expect((await t.inject({ url: '/api/v3/hifz' })).statusCode).toBe(401);
  });

  it('starting the sabaq makes one practice, gives its ayahs and moves the plan on', async () => {
    const [plan] = (await dayOf(amina)) as [Plan];
    const body = itemBody(plan, plan.items[0] as Plan['items'][number]);
    expect((await start(amina, { ...body, ayah_to: 4 })).json().code).toBe('HIFZ_NOT_TODAY');
    expect((await start(outsider, body)).statusCode).toBe(404);
    expect((await start(amina, { ...body, ayah_from: 41, ayah_to: 41 })).statusCode).toBe(400);
    const first = await start(amina, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await start(amina, body);
    expect(again.json().data.practice_id).toBe(first.json().data.practice_id);

    const [after] = (await dayOf(amina)) as [Plan];
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({
      practice_id: first.json().data.practice_id,
      practice_status: 'assigned',
    });
    expect(after.next).toEqual({ surah: 78, ayah: 4 });
    expect(after.counts.due).toBe(3);
    expect(after.map[0]?.states.slice(0, 4)).toEqual(['due', 'due', 'due', 'not-started']);
    // not among the teacher's assignments the practice list shows
    const list = await t.inject({ url: '/api/v3/practice', headers: auth(amina) });
    expect(list.json().data.total).toBe(0);
  });

  it("the teacher's hifz queue has it; two words marked; the next day those ayahs are due sooner", async () => {
    const [plan] = (await dayOf(amina)) as [Plan];
    const practice = plan.items[0]?.practice_id as number;
    for (const ayah of [1, 2, 3]) {
      expect((await uploadRecording(t, amina, { practice, ayah }, audio)).statusCode).toBe(204);
    }
    expect(
      (await t.inject({ method: 'POST', url: `/api/v3/practice/${practice}/submit`, headers: auth(amina) }))
        .statusCode,
    ).toBe(200);

    const queue = await t.inject({ url: '/api/v3/admin/practices?kind=hifz', headers: auth(teacher) });
    expect(queue.statusCode, queue.body).toBe(200);
    const [item, ...rest] = queue.json().data.items as AdminSchemas['AdminPracticeItem'][];
    expect(rest).toHaveLength(0);
    expect(item).toMatchObject({
      assignment_id: practice,
      hifz_tier: 'sabaq',
      surah: 78,
      ayah_from: 1,
      ayah_to: 3,
    });
    const others = await t.inject({ url: '/api/v3/admin/practices?kind=practice', headers: auth(teacher) });
    expect(others.json().data.items).toHaveLength(0);

    const id = item?.practice_id as string;
    for (const word of [0, 1]) {
      const marked = await send(teacher, 'POST', `/api/v3/admin/practices/${id}/marks`, {
        ayah: 2,
        word,
        category: 'harakat',
        severity: 'jali',
      });
      expect(marked.statusCode, marked.body).toBe(201);
    }
    for (const ayah of [1, 2, 3]) {
      expect(
        (await send(teacher, 'PUT', `/api/v3/admin/practices/${id}/ayahs/${ayah}`, { verdict: 'correct' }))
          .statusCode,
      ).toBe(200);
    }
    const finished = await t.inject({
      method: 'POST',
      url: `/api/v3/admin/practices/${id}/finish`,
      headers: auth(teacher),
    });
    expect(finished.statusCode, finished.body).toBe(200);

    const rated = await t.db
      .select({ rating: hifzReviews.rating, source: hifzReviews.source })
      .from(hifzReviews);
    expect(rated.map((r) => `${r.source}:${r.rating}`).sort()).toEqual([
      'teacher:again',
      'teacher:good',
      'teacher:good',
    ]);

    t.clock.advance(DAY);
    await fresh(amina, bilal, outsider, teacher, otherTeacher);
    const [next] = (await dayOf(amina)) as [Plan];
    expect(next.today).toBe('2026-12-02');
    const naba = next.map[0] as Plan['map'][number];
    const [due1, due2, due3] = naba.due as [string, string, string];
    expect(due2 < due1).toBe(true);
    expect(due2 < due3).toBe(true);
    expect(naba.states.slice(0, 3)).toEqual(['memorised', 'due', 'memorised']);
    // the day: the new sabaq, then yesterday's as sabqi; the marked words show as weak
    expect(next.items.map((i) => `${i.tier} ${i.surah}:${i.ayah_from}-${i.ayah_to}`)).toEqual([
      'sabaq 78:4-6',
      'sabqi 78:1-3',
    ]);
    const sabqi = next.items[1] as Plan['items'][number];
    expect(sabqi.ayahs[1]?.words.slice(0, 3).map((w) => w.marks)).toEqual([1, 1, 0]);
    expect(sabqi.ayahs[0]?.words.every((w) => w.marks === 0)).toBe(true);
  });

  it("a learner's own rating of a revision is kept apart, once; never of the sabaq", async () => {
    const [plan] = (await dayOf(amina)) as [Plan];
    const [sabaq, sabqi] = plan.items as [Plan['items'][number], Plan['items'][number]];
    const rate = (item: Plan['items'][number], rating: string) =>
      send(amina, 'POST', '/api/v3/hifz/self-ratings', { ...itemBody(plan, item), rating });
    expect((await rate(sabaq, 'good')).json().code).toBe('HIFZ_NOT_TODAY');
    const rated = await rate(sabqi, 'easy');
    expect(rated.statusCode, rated.body).toBe(200);
    const [after] = rated.json().data.plans as Plan[];
    expect(after?.items.find((i) => i.tier === 'sabqi')?.self_rating).toBe('easy');
    expect((await rate(sabqi, 'good')).json().code).toBe('HIFZ_ALREADY_RATED');
    const selves = await t.db.select().from(hifzReviews).where(eq(hifzReviews.source, 'self'));
    expect(selves).toHaveLength(3);
  });
});

describe('the console: a batch, a learner, moving a plan', () => {
  it("lists the batch's learners with their counts and waiting recitations", async () => {
    const answer = await t.inject({
      url: `/api/v3/admin/hifz/batches/${ids.liveBatch}`,
      headers: auth(teacher),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as AdminSchemas['HifzBatchResponse']['data'];
    expect(data.targets).toHaveLength(1);
    const row = data.learners.find((l) => l.learner.id === amina.user.id);
    expect(row?.target_id).toBe(data.targets[0]?.id);
    expect(row?.counts?.not_started).toBe(561);
    expect(row?.waiting).toBe(0);
    expect(
      (await t.inject({ url: `/api/v3/admin/hifz/batches/${ids.liveBatch}`, headers: auth(otherTeacher) }))
        .statusCode,
    ).toBe(403);
  });

  it("shows a learner's plans to their teacher only", async () => {
    const seen = await t.inject({
      url: `/api/v3/admin/hifz/learners/${amina.user.id}`,
      headers: auth(teacher),
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.plans[0].next).toEqual({ surah: 78, ayah: 4 });
    expect(
      (await t.inject({ url: `/api/v3/admin/hifz/learners/${amina.user.id}`, headers: auth(otherTeacher) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ url: `/api/v3/admin/hifz/learners/${amina.user.id}`, headers: auth(amina) }))
        .statusCode,
    ).toBe(403);
  });

  it("a learner's own target applies instead of the batch's, and keeps what they memorised under it", async () => {
    const own = await setTarget(teacher, { learner_id: amina.user.id, daily_new: 2, daily_limit: 10 });
    expect(own.statusCode, own.body).toBe(200);
    const [plan, ...others] = await dayOf(amina);
    expect(others).toHaveLength(0);
    expect(plan?.target).toMatchObject({ learner_id: amina.user.id, daily_new: 2 });
    // the sabaq goes on after the ayahs given under the batch's target
    expect(plan?.next).toEqual({ surah: 78, ayah: 4 });
    expect(plan?.counts.not_started).toBe(561);
    const [batchPlan] = await dayOf(bilal);
    expect(batchPlan?.target.learner_id).toBeNull();
  });

  it('moves a plan forward (the ayahs passed over join the manzil, spread) and back', async () => {
    const [plan] = (await dayOf(bilal)) as [Plan];
    const shift = (ayahs: number) =>
      send(teacher, 'POST', `/api/v3/admin/hifz/learners/${bilal.user.id}/shift`, {
        target_id: plan.target.id,
        ayahs,
      });
    expect((await shift(-3)).json().code).toBe('HIFZ_SHIFT_NONE');
    const forward = await shift(40);
    expect(forward.statusCode, forward.body).toBe(200);
    const [moved] = forward.json().data.plans as Plan[];
    expect(moved?.next).toEqual({ surah: 79, ayah: 1 });
    const units = await t.db.select().from(hifzUnits).where(eq(hifzUnits.learnerId, bilal.user.id));
    expect(units).toHaveLength(40);
    expect(units.every((unit) => unit.introducedOn === null)).toBe(true);
    // a day's share at a time (the limit less the new ayahs: 9 a day)
    const days = new Set(units.map((unit) => unit.due.toISOString().slice(0, 10)));
    expect(days.size).toBe(5);
    const back = await shift(-5);
    expect((back.json().data.plans as Plan[])[0]?.next).toEqual({ surah: 78, ayah: 36 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hifz.shift'), eq(auditLog.target, `hifz-target:${plan.target.id}`)));
    expect(audits).toHaveLength(2);
  });

  it('a week missed: the day stays within its limit and gives the rest later', async () => {
    t.clock.advance(10 * DAY);
    await fresh(bilal, teacher);
    const [plan] = (await dayOf(bilal)) as [Plan];
    const size = (item: Plan['items'][number]) => item.ayah_to - item.ayah_from + 1;
    expect(plan.items.reduce((sum, item) => sum + size(item), 0)).toBeLessThanOrEqual(12);
    expect(plan.items.filter((i) => i.tier === 'manzil').length).toBeGreaterThan(0);
    expect(plan.counts.due).toBeGreaterThan(12);
  });
});
