// Tracing, started before the api is loaded: `node --import ./dist/tracing.js dist/server.js` (the start
// script and the image). The instrumentations patch `http`, `fastify` and `pg` only when those are
// imported after them, so this runs first, in a module of its own. Switched on by OpenTelemetry's
// standard variables (env/observability.ts); without them nothing but this file and the settings' schema
// is loaded.
import { tracesExporterOf, tracingSettingsOf } from './env/observability';

const settings = tracingSettingsOf(process.env);
const exporter = tracesExporterOf(settings);
if (exporter !== 'off') {
  const { startTracing } = await import('./infra/observability/tracer');
  // the spans still buffered are sent when the server closes (server.ts: flushTraces)
  await startTracing({ serviceName: settings.OTEL_SERVICE_NAME, exporter });
}
