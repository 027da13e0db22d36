// The audit log's nightly clean-up (issue 37): entries older than two years go.
import { type CleanupLog, cleanupQueue, daysBefore, inBatches } from '../../core/cleanup';
import type { Clock } from '../../core/clock';
import type { QueueDefinition } from '../../core/jobs';
import type { Db } from '../../db/client';
import * as audit from './audit.repository';

export const AUDIT_CLEANUP_QUEUE = 'audit.cleanup';

/**
 * The console's audit log, two years. It answers "who changed this, and when" — a refund, an enrollment
 * by hand, a price — which operators ask long after the fact: two years hold a whole financial year (July
 * to June) and the year in which it is examined. The money itself (orders, purchases, the wallet's ledger)
 * is not the log's and is never deleted; an operator's account stays while the log names it.
 */
export const AUDIT_KEPT_DAYS = 730;

export function auditCleanup({ db, clock, log }: { db: Db; clock: Clock; log: CleanupLog }): QueueDefinition {
  return cleanupQueue({
    name: AUDIT_CLEANUP_QUEUE,
    title: 'দুই বছরের পুরোনো অডিট লগ মুছে ফেলা',
    schedule: '10 2 * * *',
    log,
    async run(signal) {
      const before = daysBefore(clock.now(), AUDIT_KEPT_DAYS);
      return { entries: await inBatches((limit) => audit.deleteOldest(db, { before, limit }), signal) };
    },
  });
}
