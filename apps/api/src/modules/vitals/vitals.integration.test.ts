// Field data (issue 38): learners' browsers send their Core Web Vitals; the api keeps them without
// anything that names who sent them, and refuses what the site would never send.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type TestApp, uniqueAddress } from '../../../test/helpers';
import { dhakaDay } from '../../core/clock';
import { vitalMeasurements } from './vitals.table';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const bengali = /[\u0980-\u09FF]/;
const WEB = 'http://localhost:3000';
const beacon = (payload: unknown, options: { address?: string; headers?: Record<string, string> } = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/v3/vitals',
    payload: payload as object,
    remoteAddress: options.address ?? uniqueAddress(),
    headers: options.headers,
  });
const rows = () => t.db.select().from(vitalMeasurements).orderBy(vitalMeasurements.id);
const batch = (route: string) => ({
  metrics: [
    { name: 'TTFB', value: 412.3, route, navigation_type: 'navigate' },
    { name: 'LCP', value: 2140.5, route, navigation_type: 'navigate' },
    { name: 'CLS', value: 0.02, route },
  ],
});

describe('POST /vitals', () => {
  it('keeps a batch with its route template, metric, navigation type and day, and answers 204 without a body', async () => {
    const before = (await rows()).length;
    const answer = await beacon(batch('/al-quran-course/[slug]'));
    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.body).toBe('');
    const kept = (await rows()).slice(before);
    expect(kept.map(({ id: _, ...row }) => row)).toEqual([
      {
        day: dhakaDay(t.clock.now()),
        route: '/al-quran-course/[slug]',
        name: 'TTFB',
        value: 412.3,
        navigationType: 'navigate',
      },
      {
        day: dhakaDay(t.clock.now()),
        route: '/al-quran-course/[slug]',
        name: 'LCP',
        value: 2140.5,
        navigationType: 'navigate',
      },
      {
        day: dhakaDay(t.clock.now()),
        route: '/al-quran-course/[slug]',
        name: 'CLS',
        value: 0.02,
        navigationType: null,
      },
    ]);
  });

  it('stores nothing that names the sender: no user, address, device or moment, even when they are sent', async () => {
    const learner = await t.signUp();
    const address = '10.77.66.55';
    const agent = 'Mozilla/5.0 (Linux; Android 10; SM-A105F) Chrome/131.0 Mobile Safari/537.36';
    const before = (await rows()).length;
    const answer = await beacon(
      // an unknown field is dropped, whatever it holds
      { metrics: [{ name: 'INP', value: 184, route: '/dashboard', user: learner.user.id }] },
      {
        address,
        headers: { ...auth(learner), 'user-agent': agent, cookie: `session=${learner.refreshToken}` },
      },
    );
    expect(answer.statusCode, answer.body).toBe(204);
    const kept = (await rows()).slice(before);
    expect(kept).toHaveLength(1);
    const stored = JSON.stringify(kept);
    for (const identifier of [learner.user.id, learner.phone, address, agent, learner.refreshToken]) {
      expect(stored).not.toContain(identifier);
    }
    // and the table has no column that could hold one
    const { rows: columns } = (await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'vital_measurements' order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.map((column) => column.column_name)).toEqual([
      'id',
      'day',
      'route',
      'name',
      'value',
      'navigation_type',
    ]);
  });

  it.each([
    [
      'an LCP over a minute',
      { name: 'LCP', value: 60_001, route: '/' },
      '/metrics/1/value',
      'VALIDATION_FAILED',
    ],
    [
      'a CLS over 10',
      { name: 'CLS', value: 10.5, route: '/' },
      '/metrics/1/value',
      'VITALS_VALUE_OUT_OF_RANGE',
    ],
    ['a negative TTFB', { name: 'TTFB', value: -3, route: '/' }, '/metrics/1/value', 'VALIDATION_FAILED'],
    [
      'a value past the contract’s bound',
      { name: 'INP', value: 1e9, route: '/' },
      '/metrics/1/value',
      'VALIDATION_FAILED',
    ],
    [
      'a route the site does not have',
      { name: 'LCP', value: 900, route: '/wp-admin' },
      '/metrics/1/route',
      'VITALS_ROUTE_UNKNOWN',
    ],
    [
      'an address with a slug',
      { name: 'LCP', value: 900, route: '/al-quran-course/sohoj-tajweed' },
      '/metrics/1/route',
      'VITALS_ROUTE_UNKNOWN',
    ],
    [
      'an address with a query',
      { name: 'LCP', value: 900, route: '/shop?catalog=3' },
      '/metrics/1/route',
      'VALIDATION_FAILED',
    ],
    [
      'an address with an id',
      { name: 'LCP', value: 900, route: '/orders/3f0c2a9e-5b7d-4e1a-9c3b-2d8f6a1e4b70' },
      '/metrics/1/route',
      'VITALS_ROUTE_UNKNOWN',
    ],
    [
      'a full URL',
      { name: 'LCP', value: 900, route: 'https://tilawat.com.bd/' },
      '/metrics/1/route',
      'VALIDATION_FAILED',
    ],
    ['an unknown metric', { name: 'FID', value: 12, route: '/' }, '/metrics/1/name', 'VALIDATION_FAILED'],
  ])('refuses the whole batch for %s: 400 in Bengali, naming the value', async (_, bad, path, code) => {
    const before = (await rows()).length;
    const answer = await beacon({ metrics: [{ name: 'TTFB', value: 300, route: '/' }, bad] });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code, msg: expect.stringMatching(bengali) });
    expect(answer.json().errors).toEqual(
      expect.arrayContaining([
        { path: expect.stringMatching(new RegExp(`^${path}`)), msg: expect.stringMatching(bengali) },
      ]),
    );
    expect(await rows()).toHaveLength(before);
  });

  it('takes at most 10 values a beacon, and at least one', async () => {
    const eleven = Array.from({ length: 11 }, () => ({ name: 'CLS', value: 0, route: '/' }));
    expect((await beacon({ metrics: eleven })).statusCode).toBe(400);
    expect((await beacon({ metrics: [] })).statusCode).toBe(400);
    expect((await beacon({ metrics: eleven.slice(1) })).statusCode).toBe(204);
  });

  it('takes JSON only: a text/plain beacon is 415', async () => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v3/vitals',
      payload: JSON.stringify(batch('/')),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      remoteAddress: uniqueAddress(),
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().msg).toMatch(bengali);
  });

  it('takes 120 beacons a minute from one address, then 429 with Retry-After; another address is not held back', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 120; i++) expect((await beacon(batch('/'), { address })).statusCode).toBe(204);
    const limited = await beacon(batch('/'), { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', msg: expect.stringMatching(bengali) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await beacon(batch('/'))).statusCode).toBe(204);
    t.clock.advance(61_000);
    expect((await beacon(batch('/'), { address })).statusCode).toBe(204);
  });
});

describe('the beacon’s CORS (a JSON sendBeacon is preflighted with credentials)', () => {
  const preflight = (url: string, origin = WEB) =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allows the site’s origins to send it with credentials, on the beacon’s path alone', async () => {
    const allowed = await preflight('/api/v3/vitals');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(WEB);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('content-type');
    const sent = await beacon(batch('/'), { headers: { origin: WEB } });
    expect(sent.statusCode).toBe(204);
    expect(sent.headers['access-control-allow-credentials']).toBe('true');

    // any other path answers the site as before, without credentials
    const lead = await preflight('/api/v3/lead');
    expect(lead.headers['access-control-allow-origin']).toBe(WEB);
    expect(lead.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('allows no other origin', async () => {
    const other = await preflight('/api/v3/vitals', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
