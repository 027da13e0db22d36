// The field data's nightly clean-up (issue 38): values received more than 35 days ago go, a bounded batch
// at a time; the rest stay.
import { describe, expect, it } from 'vitest';
import { runCleanup } from '../../../test/cleanup';
import { appForFile, type TestApp } from '../../../test/helpers';
import { addDays, dhakaDay } from '../../core/clock';
import { insertMeasurements } from './vitals.repository';
import { vitalMeasurements } from './vitals.table';
import { VITALS_KEPT_DAYS, vitalsCleanup } from './vitals-cleanup';

let t: TestApp;
appForFile((app) => {
  t = app;
});

describe('vitals.cleanup', () => {
  it('deletes the values received more than 35 days ago, batch after batch, and keeps the newer', async () => {
    const today = dhakaDay(t.clock.now());
    const on = (daysAgo: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        day: addDays(today, -daysAgo),
        route: '/',
        name: 'LCP' as const,
        value: 1000 + i,
        navigationType: null,
      }));
    // seven old values (batches of three: three, three and a short one), and values on the last kept day,
    // in the console's longest window and today
    await insertMeasurements(t.db, [...on(VITALS_KEPT_DAYS + 30, 4), ...on(VITALS_KEPT_DAYS + 1, 3)]);
    await insertMeasurements(t.db, [...on(VITALS_KEPT_DAYS, 2), ...on(27, 1), ...on(0, 1)]);

    const cleanup = (log: Parameters<typeof vitalsCleanup>[0]['log']) =>
      vitalsCleanup({ db: t.db, clock: t.clock, log, batch: 3 });
    expect(await runCleanup(cleanup)).toEqual({ measurements: 7 });
    const left = await t.db.select({ day: vitalMeasurements.day }).from(vitalMeasurements);
    expect(left.map((row) => row.day).sort()).toEqual(
      [VITALS_KEPT_DAYS, VITALS_KEPT_DAYS, 27, 0].map((daysAgo) => addDays(today, -daysAgo)).sort(),
    );
    // a night with nothing to delete deletes nothing
    expect(await runCleanup(cleanup)).toEqual({ measurements: 0 });
  });

  it('deletes nothing once its host stops: the next try goes on from there', async () => {
    const queue = vitalsCleanup({ db: t.db, clock: t.clock, log: { info: () => {} } });
    const stopped = new AbortController();
    stopped.abort();
    await expect(
      queue.handle({ id: 'stopped', data: {}, attempt: 1, lastAttempt: false, signal: stopped.signal }),
    ).rejects.toThrow();
  });
});
