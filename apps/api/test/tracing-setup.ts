// The traced test files' setup (vitest.config.ts, project "api traced"): the api's own tracing
// (src/infra/observability/tracer.ts) registered before the test file loads http, fastify or pg, its
// spans kept in memory for the test to read (`tracedSpans()`), emptied before each test.
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { beforeEach } from 'vitest';
import { startTracing } from '../src/infra/observability/tracer';

const holder = globalThis as { tilawatSpans?: InMemorySpanExporter };
if (!holder.tilawatSpans) {
  holder.tilawatSpans = new InMemorySpanExporter();
  await startTracing({
    serviceName: 'tilawat-api-test',
    spanProcessors: [new SimpleSpanProcessor(holder.tilawatSpans)],
  });
}

beforeEach(() => holder.tilawatSpans?.reset());

/** Every span ended since this test began. */
export function tracedSpans(): InMemorySpanExporter {
  if (!holder.tilawatSpans) throw new Error('tracing is registered by test/tracing-setup.ts only');
  return holder.tilawatSpans;
}
