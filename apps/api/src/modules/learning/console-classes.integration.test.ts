import type { AdminSchemas } from '@tilawat/sdk/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { batches } from '../catalogue/catalogue.table';
import { orientations } from '../orientation/orientation.table';
import { liveClasses } from './learning.table';

// The console's live classes and webinars (issue 19): a live batch's classes scheduled and moved by
// its teacher or an admin, attendance seen and corrected; orientation webinars scheduled by admins.
let t: TestApp;
let boss: Learner;
let teacher: Learner;
let otherTeacher: Learner;
let live: number;
let onDemand: number;
appForFile(async (app) => {
  t = app;
  [boss, teacher, otherTeacher] = [
    await signedInAs(t, 'admin'),
    await signedInAs(t, 'teacher'),
    await signedInAs(t, 'teacher'),
  ];
  const [liveRow] = await t.db.select().from(batches).where(eq(batches.mode, 'live')).limit(1);
  const [demandRow] = await t.db.select().from(batches).where(eq(batches.mode, 'on-demand')).limit(1);
  if (!liveRow || !demandRow) throw new Error('the seed has no live or on-demand batch');
  const copy = async (row: typeof liveRow) => {
    const { id: _id, ...rest } = row;
    const [made] = await t.db
      .insert(batches)
      .values({ ...rest, name: 'ক্লাসের ব্যাচ', teacherId: teacher.user.id })
      .returning();
    return (made as { id: number }).id;
  };
  live = await copy(liveRow);
  onDemand = await copy(demandRow);
});

const bengali = /[\u0980-\u09FF]/;
const admin = (who: Learner | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v3/admin${url}`, headers: who ? auth(who) : {}, payload });
const aClass = {
  title: 'মাখরাজ — ক্লাস ১',
  starts_at: '2027-01-09T20:30:00+06:00',
  duration_minutes: 60,
  join_url: 'https://meet.jit.si/tilawat-console-class-1',
};

describe('live classes', () => {
  let made: AdminSchemas['AdminLiveClass'];
  let present: Learner;
  let absent: Learner;
  beforeAll(async () => {
    [present, absent] = [await t.signUp({ name: 'আয়েশা সিদ্দিকা' }), await t.signUp({ name: 'খাদিজা আক্তার' })];
    for (const learner of [present, absent]) await t.enroll(learner.user.id, live);
  });

  it("are scheduled by the batch's teacher (a live batch only) and moved, audited", async () => {
    const created = await admin(teacher, 'POST', `/batches/${live}/classes`, aClass);
    expect(created.statusCode, created.body).toBe(201);
    made = created.json().data;
    expect(made).toMatchObject({ batch_id: live, title: aClass.title, attended: 0, learners: 2 });
    const refused = await admin(teacher, 'POST', `/batches/${onDemand}/classes`, aClass);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'LIVE_ONLY', msg: expect.stringMatching(bengali) });
    const insecure = await admin(teacher, 'POST', `/batches/${live}/classes`, {
      ...aClass,
      join_url: 'http://meet.example.com/x',
    });
    expect(insecure.statusCode).toBe(400);

    const moved = await admin(teacher, 'PATCH', `/classes/${made.id}`, {
      starts_at: '2027-01-10T20:30:00+06:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Date.parse(moved.json().data.starts_at)).toBe(Date.parse('2027-01-10T20:30:00+06:00'));
    const listed = (await admin(boss, 'GET', `/batches/${live}/classes`)).json()
      .data as AdminSchemas['AdminLiveClass'][];
    expect(listed.map((c) => c.id)).toContain(made.id);
    const log = (await admin(boss, 'GET', `/audit?target=class:${made.id}`)).json().data.items;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['class.update', 'class.create']);
    expect(log[0].before).toEqual({ starts_at: new Date('2027-01-09T20:30:00+06:00').toISOString() });
  });

  it('show who came, and take a correction by hand for a learner of the batch only', async () => {
    const marked = await admin(teacher, 'POST', `/classes/${made.id}/attendance`, {
      learner: present.user.id,
      present: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const rows = marked.json().data as AdminSchemas['AdminAttendanceResponse']['data'];
    expect(rows.find((row) => row.learner.id === present.user.id)).toMatchObject({ present: true });
    expect(rows.find((row) => row.learner.id === absent.user.id)).toMatchObject({
      present: false,
      joined_at: null,
    });
    const count = (await admin(boss, 'GET', `/batches/${live}/classes`))
      .json()
      .data.find((c: { id: number }) => c.id === made.id);
    expect(count.attended).toBe(1);
    const undone = await admin(teacher, 'POST', `/classes/${made.id}/attendance`, {
      learner: present.user.id,
      present: false,
    });
    expect(undone.json().data.every((row: { present: boolean }) => !row.present)).toBe(true);
    const stranger = await t.signUp();
    const refused = await admin(teacher, 'POST', `/classes/${made.id}/attendance`, {
      learner: stranger.user.id,
      present: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'NOT_IN_BATCH', errors: [{ path: '/learner' }] });
  });

  it("another teacher's batch and class are not found, and nothing changes; a learner gets 403", async () => {
    for (const [method, url, payload] of [
      ['GET', `/batches/${live}/classes`, undefined],
      ['POST', `/batches/${live}/classes`, aClass],
      ['PATCH', `/classes/${made.id}`, { title: 'বদলে দেওয়া' }],
      ['GET', `/classes/${made.id}/attendance`, undefined],
      ['POST', `/classes/${made.id}/attendance`, { learner: teacher.user.id, present: true }],
    ] as const) {
      expect((await admin(otherTeacher, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await admin(await t.signUp(), method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, made.id));
    expect(row?.title).toBe(aClass.title);
  });
});

describe('orientation webinars', () => {
  it('are scheduled and changed by admins; seats never below those booked; a teacher gets 403', async () => {
    const webinar = {
      title: 'তিলাওয়াতে স্বাগতম — পরিচিতি সেশন',
      host: 'উস্তাদ আব্দুর রহমান',
      starts_at: '2099-12-10T21:00:00+06:00',
      duration_minutes: 45,
      seats_total: 2,
      join_url: 'https://meet.jit.si/tilawat-orientation-console',
    };
    const made = await admin(boss, 'POST', '/orientations', webinar);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    expect(made.json().data).toMatchObject({ seats_total: 2, seats_booked: 0, description: '' });
    const learner = await t.signUp();
    const booked = await t.inject({
      method: 'POST',
      url: '/api/v3/orientation-book',
      payload: { orientation: id },
      headers: auth(learner),
    });
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const below = await admin(boss, 'PATCH', `/orientations/${id}`, { seats_total: 1 });
    expect(below.statusCode, below.body).toBe(200);
    const none = await admin(boss, 'PATCH', `/orientations/${id}`, { seats_total: 0 });
    expect(none.statusCode).toBe(400);
    const listed = (await admin(boss, 'GET', '/orientations?limit=100')).json().data
      .items as AdminSchemas['AdminOrientation'][];
    expect(listed.find((item) => item.id === id)).toMatchObject({ seats_total: 1, seats_booked: 1 });
    expect((await admin(teacher, 'POST', '/orientations', webinar)).statusCode).toBe(403);
    expect((await admin(teacher, 'PATCH', `/orientations/${id}`, { seats_total: 100 })).statusCode).toBe(403);
    const [row] = await t.db.select().from(orientations).where(eq(orientations.id, id));
    expect(row?.seatsTotal).toBe(1);
    expect((await admin(boss, 'PATCH', '/orientations/2000000000', { seats_total: 5 })).statusCode).toBe(404);
  });
});
