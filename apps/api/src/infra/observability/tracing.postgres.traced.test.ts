// OpenTelemetry tracing (issue 37) on PostgreSQL: one request is one trace that holds its database
// statements' spans (pg), under the request's Fastify spans. PostgreSQL only (DATABASE_URL, .ci/run's
// PostgreSQL run); tracing is registered by test/tracing-setup.ts before pg is loaded.
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestDatabase } from '../../../test/databases';
import { scopeOf, tracedRequests } from '../../../test/traced-app';
import type { Database } from '../../db/client';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await postgresTestDatabase(process.env.DATABASE_URL as string, { poolSize: 2 }));
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('tracing on PostgreSQL', () => {
  it('makes one trace of a request with its database spans', async () => {
    const [answer] = await tracedRequests(database, ['/api/v3/batch/424242']);
    if (!answer) throw new Error('no answer');
    const { spans } = answer;
    const traces = new Set(spans.map((span) => span.spanContext().traceId));
    expect(traces.size).toBe(1);
    expect(spans.some((span) => scopeOf(span) === 'http' && span.kind === SpanKind.SERVER)).toBe(true);
    expect(spans.some((span) => scopeOf(span) === '@fastify/otel')).toBe(true);
    const queries = spans.filter((span) => scopeOf(span) === 'pg' && span.name.startsWith('pg.query'));
    expect(queries.length).toBeGreaterThanOrEqual(1);
    for (const query of queries) {
      expect(query.kind).toBe(SpanKind.CLIENT);
      expect(query.parentSpanContext?.traceId).toBe([...traces][0]);
      expect(String(query.attributes['db.system'] ?? query.attributes['db.system.name'])).toBe('postgresql');
    }
    // the statement's text is named, never its parameters' values
    expect(JSON.stringify(queries.map((query) => query.attributes))).not.toContain('424242');
  });
});
