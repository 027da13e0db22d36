// The job engine (issue 37, decision 0021): pg-boss, in the api's own database — PostgreSQL, or the
// embedded PGlite in the same process. It keeps every queue's jobs, hands each to one worker on one host,
// tries again with backoff, keeps a job that failed for good (with its error) for the operator, queues
// the recurring jobs on one host, and wakes a waiting worker when a job is committed (LISTEN/NOTIFY).
//
// What this file adds to pg-boss:
// - a job given back on shutdown spends no try: pg-boss's own stop() fails the job in flight, so the
//   engine first aborts its handlers and returns their jobs to `created` (jobs.repository.ts giveBack);
// - a PermanentJobError fails its job at once;
// - a send inside a Drizzle transaction goes through that transaction (fromDrizzle), so the job is
//   committed with the change that caused it, or never exists.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import {
  type JobAdmin,
  type JobSender,
  type JobSummary,
  PermanentJobError,
  type QueueDefinition,
} from '../../core/jobs';
import type { QueueStats } from '../../core/module';
import type { Database, Db } from '../../db/client';
import * as repo from './jobs.repository';
import { JOB_SCHEMA } from './jobs.repository';

/** The time zone of every recurring job's cron expression. */
export const SCHEDULE_TIME_ZONE = 'Asia/Dhaka';
/** How long a job that failed for good is kept for the operator, and a finished one for the record. */
export const KEEP_FINISHED_DAYS = 30;

export interface JobEngineOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** PostgreSQL: the engine's own connections (JOB_POOL_MAX), beside the api's pool. */
  poolSize: number;
  /** How often an idle worker looks for work when no notification woke it (JOB_POLL_SECONDS). */
  pollSeconds: number;
  /** How often a host checks for jobs whose worker died or ran out of time (JOB_SUPERVISE_SECONDS). */
  superviseSeconds: number;
  /** Whether this process registers and queues the recurring jobs (JOB_SCHEDULES); on unless said. */
  schedules?: boolean;
}

export interface WorkOptions {
  /** Work the queues on this host (JOB_WORKERS). */
  work: boolean;
  /** Work the media queues too (VIDEO_WORKER: ffmpeg is here). */
  media: boolean;
}

export interface JobEngine extends JobSender, JobAdmin {
  /** Adds the areas' queues (before `start`). */
  define(definitions: QueueDefinition[]): void;
  /** Installs the engine's tables and this app's queues, then starts; workers as `options` says. */
  start(options: WorkOptions): Promise<void>;
  /**
   * Stops: handlers are aborted and their jobs given back unspent, then the engine waits for them
   * (at most `timeoutMs`) and closes its connections.
   */
  stop(timeoutMs?: number): Promise<void>;
  /** A queue's counts now (`/metrics`), read from the database: every host sees the same. */
  stats(queue: string): Promise<QueueStats>;
}

/** The engine's connection settings for `database`. */
function backendOf(database: Database, poolSize: number): ConstructorOptions {
  const { connection } = database;
  if (connection.kind === 'pglite') return { db: fromPglite(connection.client), backend: 'pglite' };
  return {
    connectionString: connection.url,
    max: poolSize,
    application_name: 'tilawat-jobs',
    ...(connection.connectTimeoutMs ? { connectionTimeoutMillis: connection.connectTimeoutMs } : {}),
  };
}

/** Installs (or upgrades) the engine's tables in `database`: part of migrating it. */
export async function installJobTables(database: Database): Promise<void> {
  const boss = new PgBoss({
    ...backendOf(database, 1),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: database.connection.kind === 'postgres' });
}

const queueOptions = (definition: QueueDefinition) => ({
  retryLimit: definition.policy.retryLimit,
  retryDelay: definition.policy.retryDelaySeconds,
  retryBackoff: definition.policy.backoff,
  expireInSeconds: definition.policy.expireInSeconds,
  deleteAfterSeconds: KEEP_FINISHED_DAYS * 86_400,
  // a job waiting (or retried by an operator) is kept as long as a failed one, not pg-boss's 14 days
  retentionSeconds: KEEP_FINISHED_DAYS * 86_400,
  notify: true,
});

export function createJobEngine({
  database,
  log,
  poolSize,
  pollSeconds,
  superviseSeconds,
  schedules = true,
}: JobEngineOptions): JobEngine {
  const byName = new Map<string, QueueDefinition>();
  const definitions: QueueDefinition[] = [];
  const db: Db = database.db;
  const common = { ...backendOf(database, poolSize), schema: JOB_SCHEMA };
  const boss = new PgBoss({
    ...common,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    maintenanceIntervalSeconds: 3_600,
    schedule: schedules,
    useListenNotify: true,
    // nothing here reads pg-boss's registry of instances: a write less at every start
    registerInstance: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'the job engine reported an error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'the job engine warns'));
  const shutdown = new AbortController();
  let started = false;

  /** Runs one try of a job; on shutdown gives it back, on a permanent failure ends its tries. */
  async function run(
    definition: QueueDefinition,
    job: { id: string; data: unknown; retryCount: number; retryLimit: number; signal: AbortSignal },
  ): Promise<void> {
    const signal = AbortSignal.any([job.signal, shutdown.signal]);
    try {
      await definition.handle({
        id: job.id,
        data: (job.data ?? {}) as object,
        attempt: job.retryCount + 1,
        lastAttempt: job.retryCount >= job.retryLimit,
        signal,
      });
    } catch (error) {
      if (shutdown.signal.aborted) {
        // this host is stopping: the job waits, its try unspent, for another host (or this one, again)
        await repo.giveBack(db, { queue: definition.name, id: job.id });
        log.info({ queue: definition.name, job: job.id }, 'a job was given back on shutdown');
        return;
      }
      log.error(
        { err: error, queue: definition.name, job: job.id, attempt: job.retryCount + 1 },
        'a job failed',
      );
      if (error instanceof PermanentJobError) {
        await repo.spendTries(db, { queue: definition.name, id: job.id });
      }
      throw error;
    }
  }

  /** The options pg-boss stores for a queue of `definition`, as its `queue` table holds them. */
  const storedOf = (definition: QueueDefinition) => ({
    retryLimit: definition.policy.retryLimit,
    retryDelay: definition.policy.retryDelaySeconds,
    retryBackoff: definition.policy.backoff,
    retryDelayMax: definition.policy.retryDelayMaxSeconds ?? null,
    expireSeconds: definition.policy.expireInSeconds,
    retentionSeconds: KEEP_FINISHED_DAYS * 86_400,
    deletionSeconds: KEEP_FINISHED_DAYS * 86_400,
    heartbeatSeconds: definition.policy.heartbeatSeconds ?? null,
    notify: true,
  });

  /** Whether every queue is in pg-boss's tables with this release's policy (one read). */
  async function queuesAreCurrent(): Promise<boolean> {
    const stored = await repo.storedQueues(db);
    if (!stored) return false;
    const byQueue = new Map(stored.map((row) => [row.name, row]));
    return definitions.every((definition) => {
      const row = byQueue.get(definition.name);
      if (!row) return false;
      const want = storedOf(definition);
      return (Object.keys(want) as (keyof typeof want)[]).every((key) => row[key] === want[key]);
    });
  }

  /** Installs or upgrades pg-boss's tables, and creates or updates every queue, with an engine of its own. */
  async function setUpQueues(): Promise<void> {
    const setup = new PgBoss({ ...common, supervise: false, schedule: false, registerInstance: false });
    setup.on('error', () => {});
    await setup.start();
    try {
      for (const definition of definitions) {
        const options = queueOptions(definition);
        await setup.createQueue(definition.name, {
          ...options,
          ...(definition.policy.retryDelayMaxSeconds
            ? { retryDelayMax: definition.policy.retryDelayMaxSeconds }
            : {}),
          ...(definition.policy.heartbeatSeconds
            ? { heartbeatSeconds: definition.policy.heartbeatSeconds }
            : {}),
        });
        // a queue made by an earlier release takes this release's policy
        await setup.updateQueue(definition.name, options);
      }
    } finally {
      await setup.stop({ graceful: false, close: database.connection.kind === 'postgres' });
    }
  }

  return {
    define(added) {
      if (started) throw new Error('queues are defined before the engine starts');
      for (const definition of added) {
        if (byName.has(definition.name)) throw new Error(`two queues are named ${definition.name}`);
        byName.set(definition.name, definition);
        definitions.push(definition);
      }
    },

    async send(queue, data, options = {}) {
      if (!byName.has(queue)) throw new Error(`no queue named ${queue}`);
      const id = await boss.send(queue, data, {
        ...(options.tx
          ? { db: fromDrizzle(options.tx as unknown as Parameters<typeof fromDrizzle>[0], sql) }
          : {}),
        // a job for later (a reminder): no worker takes it before this moment
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
      if (!id) throw new Error(`the job of ${queue} was not queued`);
      return id;
    },

    async start({ work, media }) {
      // the tables, then the queues before the engine starts, so that its cache of queues is whole and a
      // send inside a PGlite transaction never has to read it; skipped when every queue is there already
      // with this release's policy (every start but a release's first: a replica, a restart, a test app)
      if (!(await queuesAreCurrent())) await setUpQueues();
      await boss.start();
      started = true;
      for (const definition of definitions) {
        if (schedules && definition.schedule) {
          await boss.schedule(definition.name, definition.schedule, {}, { tz: SCHEDULE_TIME_ZONE });
        }
      }
      if (!work) return;
      for (const definition of definitions) {
        if (definition.media && !media) continue;
        await boss.work(
          definition.name,
          {
            // a committed job wakes the worker at once (NOTIFY); a retry coming due, or a job given back,
            // is found by polling: pg-boss would stretch a notified queue's poll to 30 s
            pollingIntervalSeconds: pollSeconds,
            notifyPollingIntervalSeconds: pollSeconds,
            includeMetadata: true,
            batchSize: 1,
          },
          async ([job]) => {
            if (job) await run(definition, job);
          },
        );
      }
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      shutdown.abort();
      await boss.stop({ graceful: true, timeout: timeoutMs, close: database.connection.kind === 'postgres' });
    },

    async stats(queue) {
      const [counts] = await boss.getQueueStats(queue);
      const oldest = await repo.oldestWaiting(db, { queue });
      return {
        waiting: counts?.readyCount ?? 0,
        running: counts?.activeCount ?? 0,
        failed: counts?.failedCount ?? 0,
        oldestWaitingSeconds: oldest,
      };
    },

    async failed({ queue, limit, before }) {
      const rows = await repo.failedJobs(db, {
        queues: queue ? [queue] : [...byName.keys()],
        limit,
        before,
      });
      return rows.map(
        (row): JobSummary => ({
          ...row,
          title: byName.get(row.queue)?.title ?? row.queue,
        }),
      );
    },

    async retry(id) {
      const queue = await repo.failedJobQueue(db, { id, queues: [...byName.keys()] });
      if (!queue) return false;
      // pg-boss answers how many jobs it moved (its type leaves the fields out)
      const answer = (await boss.retry(queue, id)) as { affected?: number };
      return (answer.affected ?? 0) > 0;
    },

    queues: () => definitions.map(({ name, title }) => ({ name, title })),
  };
}
