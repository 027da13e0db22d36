// One real request to an api over a given database, with tracing registered (test/tracing-setup.ts):
// the app listens on loopback and is asked with fetch (app.inject makes no HTTP server span), its log
// lines kept. For the traced test files only.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { loadEnv } from '../src/env';
import { traceLogFields } from '../src/infra/observability/trace-context';
import { tracedSpans } from './tracing-setup';

export interface TracedAnswer {
  status: number;
  /** The answer's x-request-id: the request's id in the log. */
  requestId: string | null;
  /** The spans of the app's work, ended by the time the answer arrived. */
  spans: ReadableSpan[];
  /** The app's log lines (pino's JSON). */
  lines: Record<string, unknown>[];
}

/** Asks `paths` of an app over `database`, one after the other; answers what each left. */
export async function tracedRequests(database: Database, paths: string[]): Promise<TracedAnswer[]> {
  const uploads = mkdtempSync(join(tmpdir(), 'tilawat-traced-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    UPLOAD_DIR: uploads,
    VIDEO_WORKER: 'off',
    PUBLIC_CACHE_SECONDS: '0',
    // no recurring job queued by the real clock while a request is traced (as createTestApp: test/helpers.ts)
    JOB_SCHEDULES: 'off',
  });
  const lines: Record<string, unknown>[] = [];
  const app = await buildApp({
    env,
    database,
    // the api's mixin (app.ts, server.ts), on a stream the test reads
    logger: {
      level: 'info',
      mixin: traceLogFields,
      stream: { write: (line: string) => lines.push(JSON.parse(line)) },
    },
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const answers: TracedAnswer[] = [];
    for (const path of paths) {
      tracedSpans().reset();
      const from = lines.length;
      const response = await fetch(`${origin}${path}`);
      await response.arrayBuffer();
      // the server's span ends as the answer is sent: give it the turn of the event loop it takes
      await new Promise((resolve) => setTimeout(resolve, 50));
      answers.push({
        status: response.status,
        requestId: response.headers.get('x-request-id'),
        spans: [...tracedSpans().getFinishedSpans()],
        lines: lines.slice(from),
      });
    }
    return answers;
  } finally {
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}

/** The span's instrumentation, shortened: `http`, `pg`, `@fastify/otel`. */
export const scopeOf = (span: ReadableSpan) =>
  span.instrumentationScope.name.replace('@opentelemetry/instrumentation-', '');
