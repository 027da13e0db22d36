// OpenTelemetry tracing (issue 37) on PGlite: one request is one trace, of the HTTP server's span and
// Fastify's request and handler spans, and the request's log lines name that trace next to their request
// id. PGlite runs in the process (no pg driver): the database's spans are tested on PostgreSQL
// (tracing.postgres.traced.test.ts). Tracing is registered by test/tracing-setup.ts.
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeOf, tracedRequests } from '../../../test/traced-app';
import { createDatabase, type Database } from '../../db/client';

let database: Database;
beforeAll(async () => {
  database = createDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database?.close());

describe('tracing', () => {
  it('makes one trace of a request: the HTTP server span, then Fastify’s, named by route template', async () => {
    const [answer] = await tracedRequests(database, ['/api/v3/batch/424242']);
    if (!answer) throw new Error('no answer');
    const { spans } = answer;
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    const server = spans.find((span) => scopeOf(span) === 'http' && span.kind === SpanKind.SERVER);
    expect(server?.parentSpanContext).toBeUndefined();
    const fastify = spans.filter((span) => scopeOf(span) === '@fastify/otel');
    expect(fastify.length).toBeGreaterThanOrEqual(2);
    // the route's template, never the URL with its id
    // named by the route's template (the URL with its id stays in the server span's url.path only)
    expect(server?.name).toBe('GET /api/v3/batch/:id');
    expect(server?.attributes['http.route']).toBe('/api/v3/batch/:id');
    const handler = fastify.find((span) => span.name.startsWith('handler'));
    expect(handler?.attributes['http.route']).toBe('/api/v3/batch/:id');
    expect(JSON.stringify(spans.map((span) => span.name))).not.toContain('424242');
    expect(fastify.every((span) => span.parentSpanContext !== undefined)).toBe(true);
  });

  it('writes the trace id on the request’s log lines, next to its request id', async () => {
    const [answer] = await tracedRequests(database, ['/api/v3/batch/424242']);
    if (!answer) throw new Error('no answer');
    const traceId = answer.spans[0]?.spanContext().traceId;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const requestLines = answer.lines.filter((line) => line.reqId === answer.requestId);
    // fastify's "incoming request" and "request completed" at least
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    for (const line of requestLines) {
      expect(line.trace_id).toBe(traceId);
      expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('gives each request a trace of its own, and does not trace the probes', async () => {
    const [first, probe, ready, second] = await tracedRequests(database, [
      '/api/v3/batch/1',
      '/healthz',
      '/readyz',
      '/api/v3/batch/2',
    ]);
    expect(probe?.spans).toEqual([]);
    expect(ready?.spans).toEqual([]);
    const traceOf = (answer: typeof first) => new Set(answer?.spans.map((s) => s.spanContext().traceId));
    expect(traceOf(first).size).toBe(1);
    expect(traceOf(second).size).toBe(1);
    expect([...traceOf(first)][0]).not.toBe([...traceOf(second)][0]);
  });
});
