// What the rest of the api knows of tracing: the active span's ids for the log lines, and flushing the
// spans at close. Only `@opentelemetry/api` is imported, which does nothing while no tracer is registered
// (tracing off): getActiveSpan() is then undefined and a log line carries no trace id.
import { type ProxyTracerProvider, trace } from '@opentelemetry/api';

/**
 * pino's `mixin`: every log line written while a span is active names its trace and span, so that a
 * request's log lines (which carry its `reqId`) are found from its trace and back.
 */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
}

/** Sends the spans still buffered (tracing on) before the process ends; nothing when tracing is off. */
export async function flushTraces(): Promise<void> {
  const provider = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate?.() as
    | { forceFlush?: () => Promise<void> }
    | undefined;
  await provider?.forceFlush?.();
}
