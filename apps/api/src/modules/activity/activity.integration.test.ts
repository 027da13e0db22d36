// Usage events (issue 16): signed-in learners only, capped, rate-limited per learner, appended.
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type TestApp } from '../../../test/helpers';
import { eventsOf } from './activity.repository';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const bengali = /[\u0980-\u09FF]/;
const event = { event_name: 'content_play', kind: 'content', item: 301, event_data: { position_seconds: 0 } };
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v2/activity', payload: payload as object, headers });

describe('POST /activity', () => {
  it("stores a signed-in learner's event, append-only, and thanks them in Bengali", async () => {
    const me = await t.signUp();
    const answer = await send(event, auth(me));
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ msg: 'ধন্যবাদ।' });
    await send({ event_name: 'card_view', kind: 'card', item: 'sohoj-tajweed-shikkha' }, auth(me));
    const rows = await eventsOf(t.db, me.user.id);
    expect(rows.map((row) => [row.eventName, row.kind, row.item])).toEqual([
      ['card_view', 'card', 'sohoj-tajweed-shikkha'],
      ['content_play', 'content', '301'],
    ]);
    expect(rows[1]?.eventData).toEqual({ position_seconds: 0 });
  });

  it('refuses anonymous callers, and event_data over 2 kB beside the field', async () => {
    expect((await send(event)).statusCode).toBe(401);
    const me = await t.signUp();
    const big = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`part_${i}`, 'ক'.repeat(150)]));
    const answer = await send({ ...event, event_data: big }, auth(me));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'ACTIVITY_DATA_TOO_LARGE',
      msg: expect.stringMatching(bengali),
      errors: [{ path: '/event_data' }],
    });
    expect(await eventsOf(t.db, me.user.id)).toHaveLength(0);
  });

  it('takes 60 events a minute from a learner, then answers 429 with Retry-After until the minute ends', async () => {
    const me = await t.signUp();
    for (let i = 0; i < 60; i++) expect((await send(event, auth(me))).statusCode).toBe(202);
    const limited = await send(event, auth(me));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await eventsOf(t.db, me.user.id)).toHaveLength(60);
    // another learner is not held back by them
    expect((await send(event, auth(await t.signUp()))).statusCode).toBe(202);
    t.clock.advance(61_000);
    const later = await t.refreshed(me);
    expect((await send(event, auth(later))).statusCode).toBe(202);
  });
});
