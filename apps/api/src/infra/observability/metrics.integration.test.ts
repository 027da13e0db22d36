// GET /metrics (issue 37): Prometheus's text format on a port of its own (METRICS_PORT, loopback unless
// METRICS_HOST says otherwise), never on the public port; request durations by route template and status,
// the job queues read from the job engine when scraped, the database, and Node's event-loop lag.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app listening on loopback: its public origin, and its metrics' origin. */
async function listening(env: Record<string, string>) {
  t = await createTestApp(env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const publicOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const metrics = t.app.metricsAddress?.();
  return { publicOrigin, metrics, publicPort: (t.app.server.address() as AddressInfo).port };
}

/** The value of one series of the text format (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is served on METRICS_PORT on loopback, never on the public port', async () => {
    const { publicOrigin, metrics, publicPort } = await listening({ METRICS_PORT: '0', VIDEO_WORKER: 'off' });
    expect(metrics?.address).toBe('127.0.0.1');
    expect(metrics?.port).not.toBe(publicPort);
    expect((await fetch(`${publicOrigin}/metrics`)).status).toBe(404);
    const answer = await fetch(`http://127.0.0.1:${metrics?.port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    // anything else on the metrics port is not found
    expect((await fetch(`http://127.0.0.1:${metrics?.port}/healthz`)).status).toBe(404);
  });

  it('times requests by route template and status; an unmatched URL is one label, never the URL', async () => {
    const { publicOrigin, metrics } = await listening({ METRICS_PORT: '0', VIDEO_WORKER: 'off' });
    await fetch(`${publicOrigin}/healthz`);
    await fetch(`${publicOrigin}/healthz`);
    await fetch(`${publicOrigin}/media/avatars/nobody-${randomUUID()}.webp`);
    await fetch(`${publicOrigin}/no/such/page-${randomUUID()}`);
    await fetch(`${publicOrigin}/another/scanner-guess`);
    const text = await (await fetch(`http://127.0.0.1:${metrics?.port}/metrics`)).text();
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/media/avatars/:name",status="404"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBe(2);
    expect(text).not.toContain('nobody-');
    expect(text).not.toContain('scanner-guess');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"');
  });

  it('reads the job queues from the engine when scraped: waiting, running, failed, and the oldest waiting job’s age', async () => {
    // no worker here: the messages of two registrations wait in the queue (a gateway is configured)
    const { metrics } = await listening({
      METRICS_PORT: '0',
      JOB_WORKERS: 'off',
      SMS_URL: 'http://127.0.0.1:9/send',
      SMS_API_KEY: 'key',
      SMS_SENDER_ID: '8809617000000',
    });
    const app = t as TestApp;
    for (let i = 0; i < 4; i++) await app.signUp();
    const ids = (
      (await app.db.execute(
        sql`select id from pgboss.job where name = 'notifier.message' order by created_on`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map(({ id }) => id);
    expect(ids).toHaveLength(4);
    // one a worker holds, one that failed for good, and the oldest waiting one queued 90 s ago
    await app.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where id = ${ids[0]}`,
    );
    await app.db.execute(
      sql`update pgboss.job set state = 'failed', completed_on = now() where id = ${ids[1]}`,
    );
    await app.db.execute(
      sql`update pgboss.job set start_after = now() - interval '90 seconds' where id = ${ids[2]}`,
    );
    const text = await (await fetch(`http://127.0.0.1:${metrics?.port}/metrics`)).text();
    expect(sample(text, 'job_queue_jobs{queue="notifier.message",state="waiting"}')).toBe(2);
    expect(sample(text, 'job_queue_jobs{queue="notifier.message",state="running"}')).toBe(1);
    expect(sample(text, 'job_queue_jobs{queue="notifier.message",state="failed"}')).toBe(1);
    const age = sample(text, 'job_queue_oldest_waiting_seconds{queue="notifier.message"}') as number;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
    // every queue is there: the media ones, empty
    expect(sample(text, 'job_queue_jobs{queue="learning.video",state="waiting"}')).toBe(0);
    expect(sample(text, 'job_queue_oldest_waiting_seconds{queue="practice.audio"}')).toBe(0);
  });

  it('reports the database (the pool’s connections on PostgreSQL) and the event loop’s lag', async () => {
    const { publicOrigin, metrics } = await listening({ METRICS_PORT: '0', VIDEO_WORKER: 'off' });
    await fetch(`${publicOrigin}/healthz`);
    const text = await (await fetch(`http://127.0.0.1:${metrics?.port}/metrics`)).text();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (process.env.DATABASE_URL) {
      expect(sample(text, 'db_info{driver="postgres"}')).toBe(1);
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      // PGlite is one session inside the process: no pool to report
      expect(sample(text, 'db_info{driver="pglite"}')).toBe(1);
      expect(text).not.toContain('db_pool_connections');
    }
  });

  it('listens on METRICS_HOST when it says so', async () => {
    const { metrics } = await listening({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0', VIDEO_WORKER: 'off' });
    expect(metrics?.address).toBe('0.0.0.0');
    expect((await fetch(`http://127.0.0.1:${metrics?.port}/metrics`)).status).toBe(200);
  });

  it('keeps no metrics and opens no port when METRICS_PORT is unset', async () => {
    const { publicOrigin } = await listening({ VIDEO_WORKER: 'off' });
    expect(t?.app.metricsAddress).toBeUndefined();
    expect((await fetch(`${publicOrigin}/metrics`)).status).toBe(404);
  });
});
