import type { AdminSchemas } from '@tilawat/sdk/admin';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import {
  appForFile,
  auth,
  type Learner,
  type TestApp,
  uniqueAddress,
  uniquePhone,
} from '../../../test/helpers';
import { buy, payAtSandbox, WEB } from '../../../test/purchases';
import { seededIds } from '../../../test/seeded';
import { placedBook } from '../../../test/shop';
import { classAttendance, liveClasses } from '../learning/learning.table';
import { practiceAssignments, practices } from '../practice/practice.table';
import { dhakaToday, TREND_DAYS } from './dashboard.admin.service';

// The console's dashboard (issue 19): today's figures move with what happens today.
let t: TestApp;
let boss: Learner;
appForFile(async (app) => {
  t = app;
  boss = await signedInAs(t, 'admin');
});

type Dashboard = AdminSchemas['AdminDashboardResponse']['data'];
const dashboard = async (who = boss) => {
  const answer = await t.inject({ url: '/api/v3/admin/dashboard', headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Dashboard;
};

describe('dhakaToday', () => {
  it('is the calendar day in Asia/Dhaka, from its midnight (UTC+6) to the next', () => {
    const late = dhakaToday(new Date('2026-11-23T19:30:00Z')); // 01:30 on the 24th in Dhaka
    expect(late).toEqual({
      day: '2026-11-24',
      from: new Date('2026-11-23T18:00:00Z'),
      to: new Date('2026-11-24T18:00:00Z'),
    });
    expect(dhakaToday(new Date('2026-11-23T17:59:59Z')).day).toBe('2026-11-23');
  });
});

describe('GET /api/v3/admin/dashboard', () => {
  it('counts today’s course sales, shop payments, new learners and waiting call-backs as they happen', async () => {
    const before = await dashboard();
    const learner = await t.signUp();
    // a course bought through the sandbox bKash page
    const { liveBatch } = await seededIds(t);
    const batch = (await t.inject({ url: `/api/v3/batch/${liveBatch}` })).json().data;
    const started = await buy(t, learner, {
      schedule: liveBatch,
      amount: batch.price.amount,
      method: 'bkash',
      redirect: WEB,
    });
    expect(started.statusCode, started.body).toBe(201);
    await payAtSandbox(t, started.json().data.redirect_url, 'success');
    // a book paid with Nagad
    const order = await placedBook(t, learner, { price: 500 });
    const pay = await t.inject({
      method: 'POST',
      url: '/api/v2/order/pay',
      headers: auth(learner),
      payload: { order: order.id, method: 'nagad', redirect: 'http://localhost:3000/shop/checkout/result' },
    });
    await payAtSandbox(t, pay.json().redirect_url, 'success');
    // a call-back request
    await t.inject({
      method: 'POST',
      url: '/api/v3/lead',
      payload: { name: 'জাহিদ হাসান', phone: uniquePhone() },
      remoteAddress: uniqueAddress(),
    });

    const after = await dashboard();
    expect(after.day).toBe(dhakaToday(t.clock.now()).day);
    expect(after.sales.courses.count).toBe(before.sales.courses.count + 1);
    expect(after.sales.courses.total.amount).toBe(before.sales.courses.total.amount + batch.price.amount);
    expect(after.sales.shop.count).toBe(before.sales.shop.count + 1);
    expect(after.sales.shop.total.amount).toBe(before.sales.shop.total.amount + order.total.amount);
    expect(after.new_learners).toBe(before.new_learners + 1);
    expect(after.leads_waiting).toBe(before.leads_waiting + 1);
    // the running batch's seats went down by the one just sold
    const seats = (d: Dashboard) => d.running_batches.find((b) => b.id === liveBatch)?.seats_left;
    expect(seats(after)).toBe((seats(before) as number) - 1);
  });

  it('lists today’s live classes, earliest first, and not tomorrow’s', async () => {
    const { liveBatch } = await seededIds(t);
    const { from } = dhakaToday(t.clock.now());
    const at = (hours: number) => new Date(from.getTime() + hours * 3_600_000);
    await t.db.insert(liveClasses).values([
      {
        batchId: liveBatch,
        title: 'রাতের বিশেষ ক্লাস',
        startsAt: at(22),
        durationMinutes: 45,
        joinUrl: 'https://meet.example/a',
      },
      {
        batchId: liveBatch,
        title: 'ভোরের বিশেষ ক্লাস',
        startsAt: at(5),
        durationMinutes: 45,
        joinUrl: 'https://meet.example/b',
      },
      {
        batchId: liveBatch,
        title: 'আগামীকালের ক্লাস',
        startsAt: at(30),
        durationMinutes: 45,
        joinUrl: 'https://meet.example/c',
      },
    ]);
    const titles = (await dashboard()).classes_today.map((c) => c.title);
    expect(titles.indexOf('ভোরের বিশেষ ক্লাস')).toBeLessThan(titles.indexOf('রাতের বিশেষ ক্লাস'));
    expect(titles).not.toContain('আগামীকালের ক্লাস');
  });

  it('is for admins alone', async () => {
    const learner = await t.signUp();
    const teacher = await signedInAs(t, 'teacher');
    for (const who of [learner, teacher]) {
      const answer = await t.inject({ url: '/api/v3/admin/dashboard', headers: auth(who) });
      expect(answer.statusCode).toBe(403);
    }
  });
});

describe('GET /api/v3/admin/trends', () => {
  type Trends = AdminSchemas['AdminTrendsResponse']['data'];
  const trends = async (who = boss) => {
    const answer = await t.inject({ url: '/api/v3/admin/trends', headers: auth(who) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Trends;
  };
  const HOUR = 3_600_000;

  it('answers thirty days to today, and today’s sales, the batch’s learners, a class’s attendance, the review turnaround', async () => {
    const before = await trends();
    const today = dhakaToday(t.clock.now()).day;
    expect(before.sales).toHaveLength(TREND_DAYS);
    expect(before.to).toBe(today);
    expect(before.sales.at(-1)?.day).toBe(today);
    expect(before.sales[0]?.day).toBe(before.from);

    const learner = await t.signUp();
    const { liveBatch } = await seededIds(t);
    const batch = (await t.inject({ url: `/api/v3/batch/${liveBatch}` })).json().data;
    const started = await buy(t, learner, {
      schedule: liveBatch,
      amount: batch.price.amount,
      method: 'bkash',
      redirect: WEB,
    });
    await payAtSandbox(t, started.json().data.redirect_url, 'success');
    // a class an hour ago, which the learner joined
    const [held] = await t.db
      .insert(liveClasses)
      .values({
        batchId: liveBatch,
        title: 'প্রবণতার ক্লাস',
        startsAt: new Date(t.clock.now().getTime() - HOUR),
        durationMinutes: 45,
        joinUrl: 'https://meet.example/t',
      })
      .returning();
    await t.db
      .insert(classAttendance)
      .values({ liveClassId: held?.id ?? 0, userId: learner.user.id, firstJoinedAt: t.clock.now() });
    // two reviews: sent 2 and 10 hours before they were reviewed
    const [assignment] = await t.db
      .insert(practiceAssignments)
      .values({ batchId: liveBatch, surah: 1, ayahFrom: 1, ayahTo: 3, createdBy: boss.user.id })
      .returning();
    const now = t.clock.now().getTime();
    for (const [who, hours] of [
      [learner, 2],
      [await t.signUp(), 10],
    ] as const) {
      await t.db.insert(practices).values({
        assignmentId: assignment?.id ?? 0,
        learnerId: who.user.id,
        status: 'reviewed',
        round: 1,
        submittedAt: new Date(now - hours * HOUR),
        reviewedAt: new Date(now),
      });
    }

    const after = await trends();
    expect(after.sales.at(-1)?.courses).toBe((before.sales.at(-1)?.courses ?? 0) + batch.price.amount);
    const enrolled = (data: Trends) =>
      data.enrollments.find((row) => row.batch_id === liveBatch)?.enrolled ?? 0;
    expect(enrolled(after)).toBe(enrolled(before) + 1);
    expect(after.attendance.find((row) => row.class_id === held?.id)).toMatchObject({
      title: 'প্রবণতার ক্লাস',
      attended: 1,
    });
    expect(after.turnaround.reviews).toBe(before.turnaround.reviews + 2);
    if (before.turnaround.reviews === 0) {
      expect(after.turnaround.p50_seconds).toBe(6 * 3600); // the median of 2 h and 10 h
      expect(after.turnaround.p90_seconds).toBeCloseTo(9.2 * 3600, 3);
    }
  });

  it('is for admins alone', async () => {
    const teacher = await signedInAs(t, 'teacher');
    expect((await t.inject({ url: '/api/v3/admin/trends', headers: auth(teacher) })).statusCode).toBe(403);
  });
});
