// OpenTelemetry's tracing of the api (issue 37): one trace per request, with the HTTP server's span,
// Fastify's request and handler spans (@fastify/otel) and a span for each PostgreSQL statement (pg).
// Started by `tracing.ts` before anything imports `http`, `fastify` or `pg` — the instrumentations patch a
// module only when it is loaded after them. The OpenTelemetry packages are imported here only, and only
// when tracing is on, so that an api without OTEL_* loads none of them.
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** The probes are asked every few seconds by every proxy: a trace of each would drown the others. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz']);

export interface Tracing {
  /** Sends the spans still buffered and stops: the last thing a closing process does. */
  shutdown(): Promise<void>;
}

/**
 * Registers the tracer provider and the HTTP, Fastify and pg instrumentations. Spans go to `exporter`'s
 * destination (OTLP over HTTP, configured by the standard OTEL_EXPORTER_OTLP_* variables, or the console)
 * in batches, or to the `spanProcessors` given (tests: an in-memory exporter).
 */
export async function startTracing({
  serviceName,
  exporter,
  spanProcessors,
}: {
  serviceName: string;
  exporter?: 'otlp' | 'console';
  spanProcessors?: SpanProcessor[];
}): Promise<Tracing> {
  const [
    { FastifyOtelInstrumentation },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { resourceFromAttributes },
    { BatchSpanProcessor, ConsoleSpanExporter },
    { NodeTracerProvider },
  ] = await Promise.all([
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/sdk-trace-node'),
  ]);
  const processors = spanProcessors ?? [
    new BatchSpanProcessor(
      exporter === 'console'
        ? new ConsoleSpanExporter()
        : new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter(),
    ),
  ];
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: processors,
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      // a statement outside a request (a worker's poll of its queue) would be a trace of its own each time
      new PgInstrumentation({ requireParentSpan: true }),
      // Fastify announces each new instance (diagnostics_channel): its routes are traced without a plugin
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url),
      }),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}
