// A learner's days of study, streaks and weekly goal (issue 40): `GET /study/streak`, `PUT /study/goal`, and
// the days that watching a lesson marks (exam saves: exams.integration.test.ts).
import type { V3Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { watchedCredit } from './study.repository';

let t: TestApp;
let ids: SeededIds;
appForFile(async (app) => {
  t = app;
  ids = await seededIds(t);
});

const HOUR = 3_600_000;
const streakOf = async (learner: Learner) => {
  const answer = await t.inject({ url: '/api/v3/study/streak', headers: auth(learner) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as V3Schemas['StudyStreak'];
};
const report = (learner: Learner, position: number, at?: Date) =>
  t.inject({
    method: 'POST',
    url: '/api/v3/recording/progress',
    headers: auth(learner),
    payload: {
      recording: ids.lockedRecording,
      batch: ids.liveBatch,
      position_seconds: position,
      ...(at ? { reported_at: at.toISOString() } : {}),
    },
  });

/** A learner enrolled in the live batch, with the clock at `dhaka` (a moment written in Asia/Dhaka). */
async function learnerAt(dhaka: string): Promise<Learner> {
  t.clock.set(new Date(`${dhaka}+06:00`));
  const learner = await t.signUp();
  await t.enroll(learner.user.id, ids.liveBatch);
  return learner;
}

describe('GET /study/streak', () => {
  it('starts empty: no streak, this week Saturday to Friday, no goal', async () => {
    const learner = await learnerAt('2026-11-29T10:00:00');
    expect(await streakOf(learner)).toEqual({
      today: '2026-11-29',
      current_days: 0,
      longest_days: 0,
      today_active: false,
      week: [
        '2026-11-28',
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
      ].map((day) => ({ day, active: false, minutes: 0 })),
      week_minutes: 0,
      weekly_goal_minutes: null,
    });
    expect((await t.inject({ url: '/api/v3/study/streak' })).statusCode).toBe(401);
  });

  it('reckons days in Asia/Dhaka: 23:30 and 00:30 are two days, though one in UTC', async () => {
    const learner = await learnerAt('2026-11-29T23:30:00');
    expect((await report(learner, 10)).statusCode).toBe(200);
    t.clock.advance(HOUR);
    learner.accessToken = (await t.refreshed(learner)).accessToken;
    expect((await report(learner, 20)).statusCode).toBe(200);
    const streak = await streakOf(learner);
    expect(streak).toMatchObject({
      today: '2026-11-30',
      current_days: 2,
      longest_days: 2,
      today_active: true,
    });
    expect(streak.week.filter((day) => day.active).map((day) => day.day)).toEqual([
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('counts the minutes watched, never twice: a position sent again or moved back adds none', async () => {
    const learner = await learnerAt('2026-12-01T09:00:00');
    // two minutes of a lesson, a report every 10 seconds
    for (let position = 10; position <= 120; position += 10) {
      expect((await report(learner, position)).statusCode).toBe(200);
      t.clock.advance(10_000);
    }
    const once = await streakOf(learner);
    expect(once.week_minutes).toBe(2);
    expect(once.week.find((day) => day.day === '2026-12-01')).toEqual({
      day: '2026-12-01',
      active: true,
      minutes: 2,
    });
    // the same position again (a report resent), then a seek back: nothing more
    await report(learner, 120);
    t.clock.advance(10_000);
    await report(learner, 30);
    expect((await streakOf(learner)).week_minutes).toBe(2);
    // a seek far ahead counts only the time that passed
    t.clock.advance(10_000);
    await report(learner, 500);
    expect((await streakOf(learner)).week_minutes).toBe(2);
  });

  it('a position watched offline counts for the day it was watched, up to a week back', async () => {
    const learner = await learnerAt('2026-12-03T12:00:00');
    const now = t.clock.now().getTime();
    expect((await report(learner, 10, new Date(now - 24 * HOUR))).statusCode).toBe(200);
    expect((await report(learner, 20, new Date(now - 8 * 24 * HOUR))).statusCode).toBe(200);
    const streak = await streakOf(learner);
    // yesterday counts; today has nothing yet, so the streak stands from yesterday; eight days back does not
    expect(streak).toMatchObject({ current_days: 1, longest_days: 1, today_active: false });
    expect(streak.week.filter((day) => day.active).map((day) => day.day)).toEqual(['2026-12-02']);
  });
});

describe('PUT /study/goal', () => {
  const setGoal = (learner: Learner, payload: unknown) =>
    t.inject({
      method: 'PUT',
      url: '/api/v3/study/goal',
      headers: auth(learner),
      payload: payload as object,
    });

  it('sets the weekly goal and answers the streak with it', async () => {
    const learner = await learnerAt('2026-11-29T10:00:00');
    const answer = await setGoal(learner, { weekly_minutes: 150 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ weekly_goal_minutes: 150 });
    await setGoal(learner, { weekly_minutes: 60 });
    expect((await streakOf(learner)).weekly_goal_minutes).toBe(60);
  });

  it('refuses a goal outside 10–1,800 whole minutes, beside the field, in Bengali', async () => {
    const learner = await learnerAt('2026-11-29T10:00:00');
    for (const weekly_minutes of [9, 1801, 12.5, '60']) {
      const answer = await setGoal(learner, { weekly_minutes });
      expect(answer.statusCode, String(weekly_minutes)).toBe(400);
      expect(answer.json()).toMatchObject({ msg: expect.stringMatching(/[\u0980-\u09FF]/) });
    }
    expect((await streakOf(learner)).weekly_goal_minutes).toBeNull();
  });
});

describe('watchedCredit', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, seconds));
  it('is how far the player moved, no faster than 1.5× the time between reports, at most two minutes', () => {
    expect(watchedCredit(undefined, { position: 8, at: at(0) })).toBe(8);
    expect(watchedCredit(undefined, { position: 600, at: at(0) })).toBe(15);
    expect(watchedCredit({ position: 10, at: at(0) }, { position: 20, at: at(10) })).toBe(10);
    expect(watchedCredit({ position: 10, at: at(0) }, { position: 25, at: at(10) })).toBe(15);
    expect(watchedCredit({ position: 10, at: at(0) }, { position: 400, at: at(10) })).toBe(17);
    expect(watchedCredit({ position: 0, at: at(0) }, { position: 1000, at: at(59) })).toBe(90.5);
    expect(watchedCredit({ position: 0, at: at(0) }, { position: 1000, at: at(59 * 4) })).toBe(120);
    expect(watchedCredit({ position: 20, at: at(0) }, { position: 20, at: at(10) })).toBe(0);
    expect(watchedCredit({ position: 20, at: at(10) }, { position: 30, at: at(0) })).toBe(0);
  });
});
