// The usage events' nightly clean-up (issue 37): the oldest go, batch after batch; the rest stay.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCleanup } from '../../../test/cleanup';
import { appForFile, type TestApp } from '../../../test/helpers';
import { CLEANUP_BATCH_ROWS, DAY_MS } from '../../core/cleanup';
import { activityEvents } from './activity.table';
import { ACTIVITY_KEPT_DAYS, activityCleanup } from './activity-cleanup';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

describe('activity.cleanup', () => {
  it('deletes events older than 400 days, more than a batch of them, and keeps the newer', async () => {
    const learner = await t.signUp();
    const event = (ageMs: number) => ({
      userId: learner.user.id,
      eventName: 'course_view',
      kind: 'course' as const,
      item: '1',
      eventData: null,
      createdAt: at(-ageMs),
    });
    // recorded in the order of time, as the api records them: a batch and three more past the limit
    const old = Array.from({ length: CLEANUP_BATCH_ROWS + 3 }, (_, i) =>
      event((ACTIVITY_KEPT_DAYS + 30) * DAY_MS - i * 60_000),
    );
    await t.db.insert(activityEvents).values(old);
    const kept = await t.db
      .insert(activityEvents)
      .values([event(ACTIVITY_KEPT_DAYS * DAY_MS - 60_000), event(DAY_MS), event(0)])
      .returning({ id: activityEvents.id });

    const deleted = await runCleanup((log) => activityCleanup({ db: t.db, clock: t.clock, log }));

    expect(deleted).toEqual({ events: CLEANUP_BATCH_ROWS + 3 });
    const left = await t.db
      .select({ id: activityEvents.id })
      .from(activityEvents)
      .where(eq(activityEvents.userId, learner.user.id));
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
  });
});
