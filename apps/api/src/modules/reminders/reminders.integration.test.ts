// Reminders through the api (issue 40): a live class scheduled in the console plans its reminders as jobs that
// wait for their moment; the hour-before SMS reaches the local SMS gateway at its moment, in one part with the
// site's short link, once however often it is planned or its job runs; a class moved cancels the reminders it
// had; quiet hours keep SMS back; the short link's page and the e-mail's link switch a channel off in one tap.
import { afterQuietHours, inQuietHours } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../../test/console';
import { type LocalGateway, startSmsGateway } from '../../../test/delivery-servers';
import { auth, createTestApp, type Learner, type TestApp, uniqueAddress } from '../../../test/helpers';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { outbox } from '../../infra/ops/ops.table';
import { users } from '../accounts/accounts.table';
import { reminders } from './reminders.table';

const MINUTE = 60_000;
const waitJobs = { timeout: 20_000, interval: 100 };

let gateway: LocalGateway;
let t: TestApp;
let ids: SeededIds;
let admin: Learner;
beforeAll(async () => {
  gateway = await startSmsGateway();
  t = await createTestApp({
    SMS_URL: gateway.url,
    SMS_API_KEY: 'test-key',
    SMS_SENDER_ID: '8809617000000',
    JOB_POLL_SECONDS: '0.5',
  });
  ids = await seededIds(t);
  admin = await signedInAs(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

/** The reminders the gateway received for a phone (`bulksmsbd`'s form: number, message), its sign-up code aside. */
const smsTo = (phone: string) =>
  gateway.requests
    .map((request) => new URLSearchParams(request.body))
    .filter((form) => form.get('number')?.endsWith(phone.slice(-10)))
    .map((form) => form.get('message') ?? '')
    .filter((message) => message.includes('/r/'));

const settingsOf = async (learner: Learner) => {
  const answer = await t.inject({ url: '/api/v3/reminders/settings', headers: auth(learner) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as V3Schemas['ReminderSettings'];
};

/** A class of the live batch starting `minutes` (and a few seconds) from the real now, made in the console. */
async function classIn(minutes: number, seconds = 3) {
  // the engine waits for a job's moment by the database's clock: the app's clock is set to the real one
  t.clock.set(new Date());
  const answer = await t.inject({
    method: 'POST',
    url: `/api/v3/admin/batches/${ids.liveBatch}/classes`,
    headers: auth(admin),
    payload: {
      title: 'মাখরাজ — রিমাইন্ডারের ক্লাস',
      starts_at: new Date(Date.now() + minutes * MINUTE + seconds * 1000).toISOString(),
      duration_minutes: 60,
      join_url: 'https://meet.jit.si/tilawat-reminder',
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: number; starts_at: string };
}

/**
 * A moment for the app's clock while a job waits for its moment by the database's (the real) clock: never
 * before the real now — a clock set back would plan the seeded classes of the hours between as due at once,
 * and the tokens issued by it would have expired by the real clock — and in (or out of) the quiet hours.
 */
function realNowOr(quiet: boolean): Date {
  let at = new Date(Date.now() + MINUTE);
  if (!quiet) return afterQuietHours(at);
  while (!inQuietHours(at)) at = new Date(at.getTime() + 15 * MINUTE);
  return at;
}

const remindersOf = (userId: string, subject: string) =>
  t.db
    .select()
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.subject, subject)));

describe('a learner’s channels', () => {
  it('start with SMS and e-mail on and push off, say what can reach them, and change', async () => {
    const learner = await t.signUp();
    expect(await settingsOf(learner)).toEqual({
      sms: true,
      email: true,
      push: false,
      has_phone: true,
      has_email: false,
      push_key: null, // this app has no VAPID keys
      push_devices: 0,
    });
    const set = await t.inject({
      method: 'PUT',
      url: '/api/v3/reminders/settings',
      headers: auth(learner),
      payload: { sms: false, email: true, push: false },
    });
    expect(set.json().data).toMatchObject({ sms: false, email: true });
    const push = await t.inject({
      method: 'POST',
      url: '/api/v3/reminders/push-subscriptions',
      headers: auth(learner),
      payload: {
        endpoint: 'https://push.example/abc',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    });
    expect(push.statusCode).toBe(409);
    expect(push.json()).toMatchObject({ code: 'PUSH_UNAVAILABLE' });
  });
});

describe('a live class’s reminders', () => {
  it('reach the SMS gateway at their moment, in one part with a short link, once', async () => {
    let learner = await t.signUp();
    await t.enroll(learner.user.id, ids.liveBatch);
    const live = await classIn(60);
    // planned at once: the hour's and the ten minutes'
    await vi.waitFor(async () => {
      expect((await remindersOf(learner.user.id, `class:${live.id}`)).map((row) => row.kind).sort()).toEqual([
        'class-hour',
        'class-minutes',
      ]);
    }, waitJobs);
    expect(smsTo(learner.phone)).toEqual([]); // not before its moment
    // the job runs at its moment by the real clock; the app's clock says a time outside the quiet hours
    t.clock.set(realNowOr(false));
    // tokens issued now, by the moved clock
    learner = await t.refreshed(learner);
    admin = await t.refreshed(admin);
    const [sms] = await vi.waitFor(() => {
      const sent = smsTo(learner.phone);
      expect(sent).toHaveLength(1);
      return sent;
    }, waitJobs);
    // the title shortened to keep one part beside this app's long link (http://localhost:3000/r/…)
    expect(sms).toMatch(/^১ ঘণ্টা পর লাইভ ক্লাস: মাখরাজ — \S.*… http:\/\/localhost:3000\/r\/[A-Z0-9]{7}$/);
    expect(sms?.length).toBeLessThanOrEqual(70);
    const hour = (await remindersOf(learner.user.id, `class:${live.id}`)).find(
      (row) => row.kind === 'class-hour',
    );
    expect(hour).toMatchObject({ status: 'sent', channels: ['sms'] });

    // planned again (another host's planner, the five minutes' job) and its job run again: nothing twice
    await t.inject({
      method: 'PATCH',
      url: `/api/v3/admin/classes/${live.id}`,
      headers: auth(admin),
      payload: { title: 'মাখরাজ — রিমাইন্ডারের ক্লাস' },
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smsTo(learner.phone)).toHaveLength(1);
    expect(await remindersOf(learner.user.id, `class:${live.id}`)).toHaveLength(2);

    // the short link opens the batch's page, and its page turns SMS off in one tap
    const code = /\/r\/([A-Z0-9]{7})$/.exec(sms ?? '')?.[1];
    const link = await t.inject({ url: `/api/v3/short-link/${code}`, remoteAddress: uniqueAddress() });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().data.path).toBe(`/dashboard/batch/${ids.liveBatch}`);
    const off = await t.inject({
      method: 'POST',
      url: '/api/v3/reminders/unsubscribe',
      payload: { token: link.json().data.unsubscribe_token },
      remoteAddress: uniqueAddress(),
    });
    expect(off.json().data).toEqual({ channel: 'sms' });
    expect((await settingsOf(learner)).sms).toBe(false);
  });

  it('are cancelled when the class moves, and planned anew for its new time', async () => {
    const learner = await t.signUp();
    await t.enroll(learner.user.id, ids.liveBatch);
    const live = await classIn(120);
    await vi.waitFor(
      async () => expect(await remindersOf(learner.user.id, `class:${live.id}`)).toHaveLength(2),
      waitJobs,
    );
    const moved = await t.inject({
      method: 'PATCH',
      url: `/api/v3/admin/classes/${live.id}`,
      headers: auth(admin),
      payload: { starts_at: new Date(Date.parse(live.starts_at) + 60 * MINUTE).toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await vi.waitFor(async () => {
      const rows = await remindersOf(learner.user.id, `class:${live.id}`);
      expect(rows.filter((row) => row.status === 'cancelled')).toHaveLength(2);
      expect(rows.filter((row) => row.status === 'scheduled')).toHaveLength(2);
    }, waitJobs);
  });

  it('send no SMS in the quiet hours, and an e-mail with its one-tap unsubscribe', async () => {
    const learner = await t.signUp();
    await t.db
      .update(users)
      .set({ email: `quiet-${learner.user.id}@example.com` })
      .where(eq(users.id, learner.user.id));
    await t.enroll(learner.user.id, ids.liveBatch);
    const live = await classIn(60);
    // planned by the real now (a plan by the moved clock would find the class begun)
    await vi.waitFor(
      async () => expect(await remindersOf(learner.user.id, `class:${live.id}`)).toHaveLength(2),
      waitJobs,
    );
    // the job runs at its moment by the real clock; the app's clock says a time in the quiet hours
    t.clock.set(realNowOr(true));
    await vi.waitFor(async () => {
      const hour = (await remindersOf(learner.user.id, `class:${live.id}`)).find(
        (row) => row.kind === 'class-hour',
      );
      expect(hour?.status).toBe('sent');
      expect(hour?.channels).toEqual(['email']);
    }, waitJobs);
    expect(smsTo(learner.phone)).toEqual([]);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `quiet-${learner.user.id}@example.com`));
    expect(mail?.body).toContain('এক ঘণ্টা পর লাইভ ক্লাস শুরু হবে');
    const token = /\/unsubscribe\/([^\s]+)/.exec(mail?.body ?? '')?.[1];
    const off = await t.inject({
      method: 'POST',
      url: '/api/v3/reminders/unsubscribe',
      payload: { token },
      remoteAddress: uniqueAddress(),
    });
    expect(off.json().data).toEqual({ channel: 'email' });
    // a token not signed here
    const forged = await t.inject({
      method: 'POST',
      url: '/api/v3/reminders/unsubscribe',
      payload: { token: `${learner.user.id}.sms.${'0'.repeat(32)}` },
      remoteAddress: uniqueAddress(),
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().msg).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('a booked webinar’s reminders', () => {
  it('are planned when the seat is booked: the hour before (the day before has passed already)', async () => {
    t.clock.set(new Date());
    admin = await t.refreshed(admin);
    const startsAt = new Date(Date.now() + 2 * 60 * MINUTE);
    const made = await t.inject({
      method: 'POST',
      url: '/api/v3/admin/orientations',
      headers: auth(admin),
      payload: {
        title: 'ওরিয়েন্টেশন — তাজবীদ কোর্স',
        host: 'উস্তাদ মাহমুদুল হাসান',
        starts_at: startsAt.toISOString(),
        duration_minutes: 45,
        seats_total: 50,
        join_url: 'https://meet.jit.si/tilawat-orientation-reminder',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const webinar = made.json().data as { id: number };
    const learner = await t.signUp();
    const booked = await t.inject({
      method: 'POST',
      url: '/api/v3/orientation-book',
      headers: auth(learner),
      payload: { orientation: webinar.id },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await vi.waitFor(async () => {
      const rows = await remindersOf(learner.user.id, `webinar:${webinar.id}`);
      expect(rows.map((row) => [row.kind, row.dueAt.getTime(), row.status])).toEqual([
        ['webinar-hour', startsAt.getTime() - 60 * MINUTE, 'scheduled'],
      ]);
    }, waitJobs);
  });
});
