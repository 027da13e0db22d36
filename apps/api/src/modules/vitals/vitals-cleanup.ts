// Field data's nightly clean-up (issue 38): values received more than 35 days ago are deleted, a bounded
// batch at a time (core/cleanup.ts), in the job engine's recurring queue `vitals.cleanup`.
import { type CleanupLog, cleanupQueue, inBatches } from '../../core/cleanup';
import { addDays, type Clock, dhakaDay } from '../../core/clock';
import type { QueueDefinition } from '../../core/jobs';
import type { Db } from '../../db/client';
import * as vitals from './vitals.repository';

export const VITALS_CLEANUP_QUEUE = 'vitals.cleanup';

/**
 * Core Web Vitals from learners' browsers (`POST /vitals`: a page's route template, a metric, a value and
 * the day), 35 days after the day they arrived. The console's longest window is 28 days; a week more lets a
 * window be read again after a holiday. Older values tell nothing the report shows, and fewer rows keep its
 * percentiles quick.
 */
export const VITALS_KEPT_DAYS = 35;

export function vitalsCleanup({
  db,
  clock,
  log,
  batch,
}: {
  db: Db;
  clock: Clock;
  log: CleanupLog;
  /** Rows a statement deletes (core/cleanup.ts's batch unless a test makes it small). */
  batch?: number;
}): QueueDefinition {
  return cleanupQueue({
    name: VITALS_CLEANUP_QUEUE,
    title: 'পুরোনো গতির মাপ মুছে ফেলা',
    // after the other areas' (02:00–02:25)
    schedule: '30 2 * * *',
    log,
    async run(signal) {
      // whole days in Asia/Dhaka, as the values are kept: the day 35 days ago stays, the ones before it go
      const before = addDays(dhakaDay(clock.now()), -VITALS_KEPT_DAYS);
      return {
        measurements: await inBatches((limit) => vitals.deleteBefore(db, { before, limit }), signal, batch),
      };
    },
  });
}
