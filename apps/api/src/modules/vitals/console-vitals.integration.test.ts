// The console's field data (issue 38): the 75th percentile of each route's Core Web Vitals over the last 7
// or 28 days, computed by the database, for admins only.
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { addDays, dhakaDay } from '../../core/clock';
import { insertMeasurements, type VitalInsert } from './vitals.repository';

type Report = AdminSchemas['VitalsReport'];

let t: TestApp;
let boss: Learner;
let today: string;
appForFile(async (app) => {
  t = app;
  boss = await signedInAs(t, 'admin');
  today = dhakaDay(t.clock.now());
  const at = (daysAgo: number, route: string, name: VitalInsert['name'], values: number[]) =>
    values.map((value) => ({ day: addDays(today, -daysAgo), route, name, value, navigationType: null }));
  await insertMeasurements(t.db, [
    // the home page today and yesterday: four LCPs, four CLSs, two TTFBs and an INP
    ...at(0, '/', 'LCP', [1000, 2000]),
    ...at(1, '/', 'LCP', [3000, 4000]),
    ...at(0, '/', 'CLS', [0.01, 0.02, 0.1, 0.3]),
    ...at(6, '/', 'TTFB', [500.4, 700.6]),
    ...at(0, '/', 'INP', [120]),
    // a course page six days ago (the 7-day window's first day): a slow LCP
    ...at(6, '/al-quran-course/[slug]', 'LCP', [5200]),
    // ten days ago: only in the 28-day window
    ...at(
      10,
      '/al-quran-course/[slug]',
      'LCP',
      Array.from({ length: 12 }, () => 1000),
    ),
    ...at(10, '/shop', 'TTFB', [900]),
    // 28 days ago: in neither window (the 28 days are today and the 27 before it)
    ...at(28, '/shop', 'TTFB', [100]),
  ]);
});

const report = (days?: number, who: Learner | null = boss) =>
  t.inject({
    url: `/api/v3/admin/vitals${days === undefined ? '' : `?days=${days}`}`,
    headers: who ? auth(who) : {},
  });

describe('GET /api/v3/admin/vitals', () => {
  it('gives the last 7 days (by default) per route and metric: the 75th percentile and the count, busiest route first', async () => {
    const answer = await report();
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as Report;
    expect(data).toMatchObject({ days: 7, since: addDays(today, -6), until: today });
    expect(data.items).toEqual([
      // percentile_cont: 0.75 of the way through [1000, 2000, 3000, 4000] is 3000 + 0.25 × 1000
      { route: '/', metric: 'LCP', p75: 3250, count: 4 },
      { route: '/', metric: 'INP', p75: 120, count: 1 },
      // 0.1 + 0.25 × (0.3 − 0.1), to three decimals
      { route: '/', metric: 'CLS', p75: 0.15, count: 4 },
      // 500.4 + 0.75 × 200.2 = 650.55, in whole milliseconds
      { route: '/', metric: 'TTFB', p75: 651, count: 2 },
      { route: '/al-quran-course/[slug]', metric: 'LCP', p75: 5200, count: 1 },
    ]);
  });

  it('gives the last 28 days: the older values count, those 28 days ago do not', async () => {
    const answer = await report(28);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as Report;
    expect(data).toMatchObject({ days: 28, since: addDays(today, -27), until: today });
    expect(data.items).toEqual([
      // the course page's thirteen values now outnumber the home page's eleven
      { route: '/al-quran-course/[slug]', metric: 'LCP', p75: 1000, count: 13 },
      { route: '/', metric: 'LCP', p75: 3250, count: 4 },
      { route: '/', metric: 'INP', p75: 120, count: 1 },
      { route: '/', metric: 'CLS', p75: 0.15, count: 4 },
      { route: '/', metric: 'TTFB', p75: 651, count: 2 },
      { route: '/shop', metric: 'TTFB', p75: 900, count: 1 },
    ]);
  });

  it('counts a beacon received now', async () => {
    const sent = await t.inject({
      method: 'POST',
      url: '/api/v3/vitals',
      payload: { metrics: [{ name: 'INP', value: 96, route: '/shop/[slug]' }] },
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const items = ((await report(7)).json().data as Report).items;
    expect(items).toContainEqual({ route: '/shop/[slug]', metric: 'INP', p75: 96, count: 1 });
  });

  it('offers the 7 and 28 day windows only', async () => {
    const answer = await report(14);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { path: '/querystring/days', msg: expect.stringMatching(/[\u0980-\u09FF]/) },
    ]);
  });

  it('is for admins: a teacher and a learner are refused (403), a visitor asked to sign in (401)', async () => {
    const teacher = await signedInAs(t, 'teacher');
    const learner = await t.signUp();
    expect((await report(7, teacher)).statusCode).toBe(403);
    expect((await report(7, learner)).json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    expect((await report(7, null)).statusCode).toBe(401);
  });
});
