import type { V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { orientationBookings, orientations } from './orientation.table';

let t: TestApp;
let learner: Learner;
appForFile(async (app) => {
  t = app;
  learner = await t.signUp({ name: 'সুমাইয়া আক্তার' });
});
const MIN = 60_000;

/** A webinar starting `inMinutes` from the clock's now. */
async function webinar(inMinutes: number, seatsTotal = 10) {
  const [row] = await t.db
    .insert(orientations)
    .values({
      title: 'পরীক্ষামূলক ওরিয়েন্টেশন',
      description: 'বিবরণ',
      host: 'উস্তাযা ফাতিমা খাতুন',
      startsAt: new Date(t.clock.now().getTime() + inMinutes * MIN),
      durationMinutes: 60,
      seatsTotal,
      joinUrl: 'https://meet.jit.si/tilawat-orientation-test',
    })
    .returning();
  return row as typeof orientations.$inferSelect;
}

const list = async (who: Learner | null) => {
  const answer = await t.inject({ url: '/api/v3/orientation-book', headers: who ? auth(who) : {} });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as V3Schemas['OrientationListResponse']).data;
};
const book = (who: Learner, orientation: number) =>
  t.inject({ method: 'POST', url: '/api/v3/orientation-book', payload: { orientation }, headers: auth(who) });
const join = (who: Learner, id: number) =>
  t.inject({ url: `/api/v3/live/orientation/${id}`, headers: auth(who) });

describe('GET /orientation-book', () => {
  it('lists the webinars that have not ended, soonest first, with seats left; the seeded three are there', async () => {
    const anonymous = await list(null);
    expect(anonymous.length).toBeGreaterThanOrEqual(3);
    expect(anonymous.map((o) => o.starts_at)).toEqual([...anonymous.map((o) => o.starts_at)].sort());
    expect(anonymous.every((o) => o.booked === false && o.seats_left <= o.seats_total)).toBe(true);
    expect(anonymous.map((o) => o.title)).toContain('কোর্স পরিচিতি ও শেখার পদ্ধতি');
  });
});

describe('POST /orientation-book', () => {
  it('books one seat: 201, seats left drop by one, `booked` for this learner only, an SMS with the Dhaka time', async () => {
    const row = await webinar(3 * 24 * 60);
    const booked = await book(learner, row.id);
    expect(booked.statusCode, booked.body).toBe(201);
    const data = booked.json().data as V3Schemas['OrientationBooking'];
    expect(data.orientation).toMatchObject({ id: row.id, seats_left: 9, booked: true });
    expect(data.booked_at).toBe(t.clock.now().toISOString());

    expect((await list(learner)).find((o) => o.id === row.id)).toMatchObject({ booked: true, seats_left: 9 });
    expect((await list(null)).find((o) => o.id === row.id)).toMatchObject({ booked: false, seats_left: 9 });

    const sms = await t.app.inject({
      url: `/dev/outbox?recipient=${encodeURIComponent(`+88${learner.phone}`)}&limit=1`,
    });
    const [message] = (sms.json() as { items: { body: string; channel: string }[] }).items;
    expect(message?.channel).toBe('sms');
    expect(message?.body).toContain('পরীক্ষামূলক ওরিয়েন্টেশন');
    expect(message?.body).toMatch(/[০-৯]/); // the date and time in Bengali digits

    const status = (await t.inject({ url: '/api/v3/course/booking-status', headers: auth(learner) })).json()
      .data as V3Schemas['BookingStatus'];
    expect(status.orientations.map((o) => o.orientation.id)).toContain(row.id);
  });

  it('once per learner: a second booking is 409 ALREADY_BOOKED and takes no seat', async () => {
    const row = await webinar(60);
    expect((await book(learner, row.id)).statusCode).toBe(201);
    const again = await book(learner, row.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_BOOKED', msg: expect.stringMatching(/আগেই/) });
    expect((await list(null)).find((o) => o.id === row.id)?.seats_left).toBe(9);
  });

  it('never oversells: twelve learners racing for three seats, exactly three get one', async () => {
    const row = await webinar(120, 3);
    const racers = await Promise.all(Array.from({ length: 12 }, () => t.signUp()));
    const answers = await Promise.all(racers.map((who) => book(who, row.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().code).toBe('ORIENTATION_FULL');
    const seats = await t.db
      .select()
      .from(orientationBookings)
      .where(eq(orientationBookings.orientationId, row.id));
    expect(seats).toHaveLength(3);
    expect((await list(null)).find((o) => o.id === row.id)?.seats_left).toBe(0);
  });

  it('404 for an unknown webinar and for one that has ended; bad input 400', async () => {
    expect((await book(learner, 999_999)).statusCode).toBe(404);
    const past = await webinar(-61);
    expect((await book(learner, past.id)).statusCode).toBe(404);
    expect((await list(null)).some((o) => o.id === past.id)).toBe(false);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/v3/orientation-book',
      payload: { orientation: 'nine' },
      headers: auth(learner),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'POST', url: '/api/v3/orientation-book', payload: { orientation: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /live/orientation/{id}', () => {
  it('gives a booked learner the link in the window, 409 before and after, 403 to one who did not book', async () => {
    const row = await webinar(60);
    const start = row.startsAt.getTime();
    const stranger = await t.signUp();
    expect((await join(stranger, row.id)).statusCode).toBe(403);
    expect((await join(stranger, row.id)).json().code).toBe('NOT_BOOKED');
    expect((await book(learner, row.id)).statusCode).toBe(201);

    const early = await join(learner, row.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'JOIN_NOT_OPEN' });
    expect(early.json().msg).toContain('ওরিয়েন্টেশন শুরু হতে ১ ঘণ্টা বাকি');

    t.clock.set(new Date(start - 15 * MIN));
    learner = await t.refreshed(learner);
    const open = await join(learner, row.id);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({
      provider: 'jitsi',
      closes_at: new Date(start + 60 * MIN).toISOString(),
    });
    expect(open.json().data.url).toContain('#userInfo.displayName=');

    t.clock.set(new Date(start + 60 * MIN));
    learner = await t.refreshed(learner);
    expect((await join(learner, row.id)).json()).toMatchObject({
      code: 'CLASS_ENDED',
      msg: 'ওরিয়েন্টেশন শেষ হয়েছে।',
    });
    expect((await join(learner, 999_999)).statusCode).toBe(404);
  });
});
