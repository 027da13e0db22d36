// The scheduled clean-up (issue 37): what no one needs any more is deleted once a night, each area by its
// own rules, in its own queue of the job engine (`<area>.cleanup`, a cron schedule in Asia/Dhaka, queued on
// one host). What every area's clean-up shares is here: the batch loop and the queue's shape. The rules,
// their retention periods and why are beside each area's code and in docs/deploy.md, "Retention".
import type { QueueDefinition } from './jobs';

export const DAY_MS = 86_400_000;

/**
 * The most rows one statement deletes: each batch is a statement (and a transaction) of its own, so a big
 * table is never locked for long and what was deleted stays deleted when a later batch fails.
 */
export const CLEANUP_BATCH_ROWS = 5_000;

/** The most rows whose stored files are deleted in one batch (a request or two to the storage each). */
export const CLEANUP_BATCH_FILES = 100;

/** The moment `days` before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/**
 * Runs `step` (one bounded delete, answering how many rows it took) until a batch takes fewer than
 * `limit`; answers how many went in all. Between batches it stops, throwing, once `signal` is aborted (the
 * host stops, or the job ran out of time): what was deleted stays deleted, the next try goes on from there.
 */
export async function inBatches(
  step: (limit: number) => Promise<number>,
  signal: AbortSignal,
  limit = CLEANUP_BATCH_ROWS,
): Promise<number> {
  let total = 0;
  for (;;) {
    signal.throwIfAborted();
    const taken = await step(limit);
    total += taken;
    if (taken < limit) return total;
  }
}

export interface CleanupLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * A clean-up queue of an area: `run` deletes by the area's rules and answers how many of each kind went,
 * which is logged. Tried again after 15 minutes when it fails (twice, with backoff); a try may take an
 * hour, after which it stops between batches and the next try continues.
 */
export function cleanupQueue({
  name,
  title,
  schedule,
  log,
  run,
}: {
  /** `<area>.cleanup` */
  name: string;
  /** What an operator reads in the console (Bengali). */
  title: string;
  /** A cron expression in Asia/Dhaka: at night, a few minutes apart from the other areas'. */
  schedule: string;
  log: CleanupLog;
  run(signal: AbortSignal): Promise<Record<string, number>>;
}): QueueDefinition {
  return {
    name,
    title,
    schedule,
    policy: { retryLimit: 2, retryDelaySeconds: 900, backoff: true, expireInSeconds: 3_600 },
    async handle({ signal }) {
      const deleted = await run(signal);
      log.info({ queue: name, deleted }, 'clean-up done');
    },
  };
}
