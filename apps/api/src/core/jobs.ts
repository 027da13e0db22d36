// Background work (issue 37): what an area declares and what its services are given, independent of the
// engine that runs it (pg-boss, infra/jobs/engine.ts; decision 0021). An area names its queues, how
// often a job of each is tried and how it is done; the engine keeps the jobs in the database, hands
// each to one worker on one host, tries again with backoff, keeps a job that failed for good for the
// operator, and gives a job back unspent when its host stops.
import type { Tx } from '../db/client';

/** How one queue's jobs are tried. Times in seconds. */
export interface QueuePolicy {
  /** Tries after the first; a job that fails `retryLimit + 1` times is kept as failed. */
  retryLimit: number;
  /** The pause before the first retry; with `backoff`, doubled for each later one (with jitter). */
  retryDelaySeconds: number;
  backoff: boolean;
  /** The longest pause between tries. */
  retryDelayMaxSeconds?: number;
  /** How long one try may run before the engine takes the job back as failed. */
  expireInSeconds: number;
  /**
   * A long job's heartbeat: a worker that holds it refreshes it this often; a job whose heartbeat
   * stopped (its host died) is tried again by another host after this many seconds.
   */
  heartbeatSeconds?: number;
}

/** A job as its handler sees it. */
export interface JobRun<Data> {
  id: string;
  data: Data;
  /** Which try this is: 1 for the first. */
  attempt: number;
  /** Whether a failure of this try is the last (the job is then kept as failed). */
  lastAttempt: boolean;
  /**
   * Aborted when the host stops (or the engine took the job away): the handler ends its work and
   * throws, and the job is given back for another host without spending the try.
   */
  signal: AbortSignal;
}

/** A queue of an area: its name, policy and handler. */
export interface QueueDefinition<Data extends object = object> {
  /** `<area>.<what>`: `learning.video`, `practice.audio`, `notifier.message`. */
  name: string;
  /** What an operator reads in the console for a job of this queue (Bengali). */
  title: string;
  policy: QueuePolicy;
  /** Works on a host whose media jobs are on (VIDEO_WORKER): ffmpeg is needed. */
  media?: boolean;
  /** Recurring: the engine queues a job by this cron expression (Asia/Dhaka), on one host. */
  schedule?: string;
  /**
   * Does the job. Throwing fails this try (tried again after the pause, kept as failed after the
   * last); a {@link PermanentJobError} fails the job at once.
   */
  handle(job: JobRun<Data>): Promise<void>;
}

/** A failure no further try can mend (a gateway refused the number): the job is kept as failed now. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** Queues jobs: what services are given. */
export interface JobSender {
  /**
   * Queues a job of `queue`. Inside a transaction pass it as `tx`: the job then exists only if the
   * transaction commits (the transactional outbox). On the embedded PGlite a send inside a
   * transaction that does not pass it would wait for ever. With `startAfter` the job waits until then (a
   * reminder, issue 40): no worker takes it sooner, and it survives restarts as any job does.
   */
  send(queue: string, data: object, options?: { tx?: Tx; startAfter?: Date }): Promise<string>;
}

/** A job the operator may see: one that failed for good, or any other of a queue. */
export interface JobSummary {
  id: string;
  queue: string;
  title: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: object;
  /** Tries made. */
  attempts: number;
  /** Tries allowed. */
  maxAttempts: number;
  /** The last try's error, in a line. */
  error: string | null;
  createdAt: Date;
  /** When it ended (for a failed job: when it was given up). */
  endedAt: Date | null;
  /** When a failed job is deleted. */
  keptUntil: Date | null;
}

/** The operator's view of the queues (the console). */
export interface JobAdmin {
  failed(options: { queue?: string; limit: number; before?: Date }): Promise<JobSummary[]>;
  /** Tries a failed job again; false when no failed job has this id. */
  retry(id: string): Promise<boolean>;
  queues(): { name: string; title: string }[];
}
