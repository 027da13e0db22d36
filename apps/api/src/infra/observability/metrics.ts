// The api's Prometheus metrics (issue 37), kept only when METRICS_PORT is set: how long requests take by
// route and status, the job queues' depth, failures and age, the database pool's use, and Node's own
// (event-loop lag, memory, garbage collection). The queues and the pool are read when Prometheus asks,
// never counted as they change; the metrics are served on a port of their own (metrics-server.ts).
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../../core/module';
import type { Database } from '../../db/client';

/** The label of a request no route matched: a URL would give every scanner's guess a series of its own. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The request durations' buckets, in seconds: from a cached read to an upload's slow request. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The metrics of one app: their registry, and the hook that times its requests. */
export function createMetrics({
  app,
  database,
  queues,
}: {
  app: FastifyInstance;
  database: Pick<Database, 'driver' | 'poolUse'>;
  queues: JobQueue[];
}): Registry {
  const registry = new Registry();
  // nodejs_eventloop_lag_seconds (and its p50/p90/p99), heap, GC and handles, process_* (CPU, memory)
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'How long the api took to answer, by route template (never the URL) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'db_info',
    help: 'The database driver of this process (1): postgres (a pool) or pglite (one session in the process)',
    labelNames: ['driver'],
    registers: [registry],
    collect() {
      this.set({ driver: database.driver }, 1);
    },
  });
  const poolUse = database.poolUse;
  if (poolUse) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this process: open in all (total), idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  // One read of each queue per scrape, shared by the three gauges below (each collects on its own).
  let reading: Promise<Map<string, Awaited<ReturnType<JobQueue['stats']>>>> | undefined;
  const readQueues = () => {
    reading ??= Promise.all(queues.map(async (queue) => [queue.name, await queue.stats()] as const))
      .then((entries) => new Map(entries))
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs by queue and state: waiting for a worker, running, failed for good',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const [queue, stats] of await readQueues()) {
        this.set({ queue, state: 'waiting' }, stats.waiting);
        this.set({ queue, state: 'running' }, stats.running);
        this.set({ queue, state: 'failed' }, stats.failed);
      }
    },
  });
  new Gauge({
    name: 'job_queue_oldest_waiting_seconds',
    help: 'How long the oldest waiting job of each queue has waited (0 when none waits)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const [queue, stats] of await readQueues()) this.set({ queue }, stats.oldestWaitingSeconds);
    },
  });
  return registry;
}
