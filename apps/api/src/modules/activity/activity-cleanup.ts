// Learners' usage events' nightly clean-up (issue 37): events older than 400 days go.
import { type CleanupLog, cleanupQueue, daysBefore, inBatches } from '../../core/cleanup';
import type { Clock } from '../../core/clock';
import type { QueueDefinition } from '../../core/jobs';
import type { Db } from '../../db/client';
import * as activity from './activity.repository';

export const ACTIVITY_CLEANUP_QUEUE = 'activity.cleanup';

/**
 * Usage events (`POST /activity`: what a learner opened, searched, looked at), 400 days. No learner's
 * page and no report reads them today (the console's statistics will); a year and a month lets those
 * compare a season with the same one a year before (this Ramadan's course pages with last Ramadan's).
 * Older, they are a record of one person's reading with no use left.
 */
export const ACTIVITY_KEPT_DAYS = 400;

export function activityCleanup({
  db,
  clock,
  log,
}: {
  db: Db;
  clock: Clock;
  log: CleanupLog;
}): QueueDefinition {
  return cleanupQueue({
    name: ACTIVITY_CLEANUP_QUEUE,
    title: 'পুরোনো ব্যবহারের তথ্য মুছে ফেলা',
    schedule: '5 2 * * *',
    log,
    async run(signal) {
      const before = daysBefore(clock.now(), ACTIVITY_KEPT_DAYS);
      return { events: await inBatches((limit) => activity.deleteOldest(db, { before, limit }), signal) };
    },
  });
}
