// The metrics' and traces' settings (issue 37): metrics off and on loopback unless said, tracing off
// unless OpenTelemetry's standard variables switch it on.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { tracesExporterOf, tracingSettingsOf } from './observability';

describe('metrics and tracing settings', () => {
  it('keeps no metrics and sends no traces unless told; metrics listen on loopback', () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe('127.0.0.1');
    expect(env.OTEL_SERVICE_NAME).toBe('tilawat-api');
    expect(tracesExporterOf(env)).toBe('off');
    // an empty value (`METRICS_PORT=` in a .env file, compose's `${METRICS_PORT:-}`) is unset
    expect(loadEnv({ NODE_ENV: 'test', METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'test', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
  });

  it('refuses a metrics port or an exporter it does not understand, by name', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadEnv({ NODE_ENV: 'test', OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(
      /OTEL_TRACES_EXPORTER/,
    );
    expect(() => tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it('traces when an OTLP endpoint or an exporter is set, and never when disabled', () => {
    const on = (source: Record<string, string>) => tracesExporterOf(tracingSettingsOf(source));
    expect(on({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe('otlp');
    expect(on({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' })).toBe('otlp');
    expect(on({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
    expect(on({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe('otlp');
    expect(on({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(
      'off',
    );
    expect(on({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'console' })).toBe('off');
    expect(on({})).toBe('off');
  });
});
