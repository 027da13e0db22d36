// A job table's rows counted by status (a repository's `…QueueCounts`), as the metrics report a queue.
import type { QueueStats } from '../../core/module';

export interface StatusCount<Status extends string> {
  status: Status;
  jobs: number;
  /** When the oldest job in this status was created. */
  oldest: Date | null;
}

/** Waiting, running and failed jobs, and the oldest waiting one's age at `now`. */
export function queueStatsOf<Status extends string>(
  counts: StatusCount<Status>[],
  now: Date,
  states: { waiting: Status; running: Status; failed: Status },
): QueueStats {
  const of = (status: Status) => counts.find((count) => count.status === status);
  const oldest = of(states.waiting)?.oldest;
  return {
    waiting: of(states.waiting)?.jobs ?? 0,
    running: of(states.running)?.jobs ?? 0,
    failed: of(states.failed)?.jobs ?? 0,
    oldestWaitingSeconds: oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0,
  };
}
