// The infrastructure's nightly clean-up (issue 37): the outbox's messages and the rate-limit counters
// whose window ended. The areas' own tables are cleaned by their own queues (`<area>.cleanup`).
import { type CleanupLog, cleanupQueue, daysBefore, inBatches } from '../../core/cleanup';
import type { Clock } from '../../core/clock';
import type { QueueDefinition } from '../../core/jobs';
import type { Db } from '../../db/client';
import { MESSAGE_QUEUE } from '../notifier/outbox-notifier';
import * as ops from './ops.repository';

export const OPS_CLEANUP_QUEUE = 'ops.cleanup';

/**
 * Outbox messages (every SMS and e-mail: sent, kept or failed alike), 30 days after they were written.
 * They hold one-time codes, phone numbers, e-mail addresses and names, so the shorter the better; a month
 * answers "did my code go out?" and lets an operator retry a message that failed (the job engine keeps a
 * failed job as long). A message whose job still waits, runs or will try again is never deleted.
 */
export const OUTBOX_KEPT_DAYS = 30;

export function opsCleanup({ db, clock, log }: { db: Db; clock: Clock; log: CleanupLog }): QueueDefinition {
  return cleanupQueue({
    name: OPS_CLEANUP_QUEUE,
    title: 'পুরোনো বার্তা ও শেষ হওয়া রেট-লিমিট গণনা মুছে ফেলা',
    schedule: '25 2 * * *',
    log,
    async run(signal) {
      const now = clock.now();
      return {
        outbox: await inBatches(
          (limit) =>
            ops.deleteOldOutbox(db, {
              before: daysBefore(now, OUTBOX_KEPT_DAYS),
              limit,
              queue: MESSAGE_QUEUE,
            }),
          signal,
        ),
        // rate-limit counters, as soon as their window ended: an ended window counts nothing (the next
        // hit starts a new one), and its key names a phone, an e-mail or an address. Each process also
        // forgets them every 500 hits (counters.ts); this is for the quiet days.
        counters: await inBatches((limit) => ops.deleteEndedCounters(db, { now, limit }), signal),
      };
    },
  });
}
