// The environment of what an operator sees of the api (issue 37): the Prometheus metrics' own port, and
// whether traces are sent. Tracing follows OpenTelemetry's standard variables (OTEL_*), read here too so
// that `loadEnv` refuses a value it would not understand; the exporter reads its own OTEL_EXPORTER_OTLP_*
// settings (headers, timeout, compression) itself.
import { z } from 'zod';
import { optional } from './fields';

export const observabilitySchema = z.object({
  /**
   * The port of `GET /metrics` (Prometheus text format), a listener of its own, never the public PORT:
   * unset (the default), no metrics are kept and no port is opened. 0 takes any free port (tests).
   */
  METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  /**
   * The address the metrics port listens on: loopback unless said (a Prometheus on the same machine, or
   * a sidecar). `0.0.0.0` on a private network only: the metrics name routes, queues and the pool.
   */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * OpenTelemetry's exporter of traces: `otlp` (OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT), `console`
   * (each span on standard output), or `none`. Unset, traces are sent only when an OTLP endpoint is set.
   */
  OTEL_TRACES_EXPORTER: optional(z.enum(['otlp', 'console', 'none'])),
  /** The OTLP collector's base URL (`http://collector:4318`); `/v1/traces` is added. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.string().url()),
  /** The OTLP traces endpoint itself, when it is not the base URL's `/v1/traces`. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(z.string().url()),
  /** `true` turns tracing off whatever the other variables say. */
  OTEL_SDK_DISABLED: optional(z.enum(['true', 'false'])),
  /** The service's name on its traces: `tilawat-api` unless said. */
  OTEL_SERVICE_NAME: z.string().min(1).default('tilawat-api'),
});

export type ObservabilitySettings = z.infer<typeof observabilitySchema>;

/**
 * Which exporter traces go to, or `off`: tracing is off unless an exporter is named or an OTLP endpoint
 * is set, so that an api without OTEL_* loads no tracing code at all.
 */
export function tracesExporterOf(env: ObservabilitySettings): 'otlp' | 'console' | 'off' {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return 'off';
  if (env.OTEL_TRACES_EXPORTER) return env.OTEL_TRACES_EXPORTER;
  return env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? 'otlp' : 'off';
}

/** The tracing settings alone, from the process's environment: what `tracing.ts` reads before the app loads. */
export function tracingSettingsOf(source: Record<string, string | undefined>): ObservabilitySettings {
  const parsed = observabilitySchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
