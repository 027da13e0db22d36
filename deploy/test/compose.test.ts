// compose.yaml, checked without Docker (this machine cannot pull images): it parses, it is valid against
// the Compose Specification's JSON schema, and what matters beyond its syntax holds — every image
// pinned, every long-running service with a health check, the api replicas alike and started after
// their database, no secret written in it, and the api's environment one its own production checks
// accept (apps/api/src/env.ts), given a deploy/.env with every variable .env.example names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadEnv } from '../../apps/api/src/env';

const deployDir = join(import.meta.dirname, '..');
const composeText = readFileSync(join(deployDir, 'compose.yaml'), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  restart?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** compose.yaml as Docker reads it: YAML 1.1's merge keys (`<<: *api`) resolved. */
const parseCompose = (text: string) => parse(text, { merge: true }) as Compose;

/** The Compose Specification's schema, as the dclint package ships it (not among its exports). */
function composeValidator() {
  const require = createRequire(import.meta.url);
  const path = join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
  const schema = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  // its $schema names draft-07 by an address ajv 8 does not know; draft-07 is ajv's own default
  delete schema.$schema;
  const ajv = new Ajv({ allErrors: true, strict: false });
  // ajv-formats is CommonJS: its default export is the function under `default` when loaded from ESM
  const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
    ajv: Ajv,
  ) => Ajv;
  addFormats(ajv);
  return ajv.compile(schema);
}

/** What compose refuses to start without (`${X:?…}`), and the store's credentials that sslcommerz needs. */
const required = new Set([
  ...[...composeText.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((match) => match[1] as string),
  'SSLCOMMERZ_STORE_ID',
  'SSLCOMMERZ_STORE_PASSWORD',
]);

/**
 * A deploy/.env as .env.example describes it: its values as written, and a test value for each required
 * one it leaves for the operator to fill (the secrets).
 */
function filledDotEnv(): Record<string, string> {
  const example = readFileSync(join(deployDir, '.env.example'), 'utf8');
  const values: Record<string, string> = {};
  for (const line of example.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, name = '', value = ''] = match;
    values[name] = value || (required.has(name) ? `test-${name.toLowerCase()}-${'x'.repeat(40)}` : '');
  }
  return values;
}

/**
 * Compose's interpolation of one value: `${X}`, `${X:-default}`, `${X:?message}` (an error when X is unset
 * or empty), `$$`.
 */
function interpolate(text: string, dotEnv: Record<string, string>): string {
  return text.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g, (whole, name, how, rest) => {
    if (whole === '$$') return '$';
    const value = dotEnv[name];
    if (value) return value;
    if (how === ':?') throw new Error(`${name}: ${rest}`);
    return how === ':-' ? rest : '';
  });
}

/** compose.yaml as Docker resolves it: parsed first, then every string value interpolated. */
function resolve(dotEnv: Record<string, string>): Compose {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolate(node, dotEnv);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    return node;
  };
  return walk(parseCompose(composeText)) as Compose;
}

describe('compose.yaml', () => {
  const compose = parseCompose(composeText);
  const validate = composeValidator();

  it('is valid against the Compose Specification', () => {
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
  });

  it('would be refused if it were not (the schema is really applied)', () => {
    const broken = parseCompose(composeText.replace('condition: service_healthy', 'condition: when_ready'));
    expect(validate(broken)).toBe(false);
    expect(JSON.stringify(validate.errors)).toMatch(/depends_on/);
    expect(validate({ services: { api: { image: 'x', ports: 'eighty' } } })).toBe(false);
  });

  it('runs PostgreSQL, an S3-compatible store, two api replicas alike, the web and Caddy', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual([
      'api-1',
      'api-2',
      'bucket',
      'caddy',
      'minio',
      'postgres',
      'web',
    ]);
    expect(services['api-1']).toEqual(services['api-2']);
    expect(services['api-1']?.build?.dockerfile).toBe('apps/api/Dockerfile');
    expect(services.web?.build?.dockerfile).toBe('apps/web/Dockerfile');
    // the api waits for its database and its bucket
    expect(services['api-1']?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      bucket: { condition: 'service_completed_successfully' },
    });
  });

  it('pins every image to a version: no `latest`, no bare name', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const image = service.image as string;
      expect(image, name).toBeTruthy();
      const tag = /:([^/:]+)$/.exec(image)?.[1];
      expect(tag, `${name}: ${image}`).toBeTruthy();
      expect(tag, `${name}: ${image}`).not.toBe('latest');
      // an image pulled from a registry names its version, not only a major or a channel
      if (!service.build) expect(tag, `${name}: ${image}`).toMatch(/\d+\.\d+|RELEASE\.\d{4}/);
    }
  });

  it('checks the health of every service that keeps running', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.restart === 'no') continue; // a one-shot step (the bucket), waited for by completion
      expect(service.healthcheck?.test, name).toBeTruthy();
    }
    // the api's: the readiness route (database up, every migration applied)
    expect(JSON.stringify(compose.services['api-1']?.healthcheck?.test)).toContain('/readyz');
  });

  it('writes no secret: each is read from deploy/.env, and compose refuses to start without it', () => {
    for (const service of Object.values(compose.services)) {
      for (const [name, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|PASSWORD|_KEY$/.test(name)) expect(String(value), name).toMatch(/^\$\{[A-Z0-9_]+:[?-]/);
      }
    }
    for (const secret of [
      'POSTGRES_PASSWORD',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
      'JWT_SECRET',
      'GATEWAY_SECRET',
      'MEDIA_SECRET',
    ]) {
      const { [secret]: _left, ...without } = filledDotEnv();
      expect(() => resolve(without), secret).toThrow(new RegExp(secret));
    }
  });

  it('gives the api every variable its production checks require, from a deploy/.env as .env.example describes', () => {
    const dotEnv = filledDotEnv();
    const resolved = resolve(dotEnv);
    const apiEnv = resolved.services['api-1']?.environment ?? {};
    const env = loadEnv(apiEnv);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: 4000,
      PAYMENT_GATEWAY: 'sslcommerz',
      SSLCOMMERZ_SANDBOX: false,
      PUBLIC_ORIGIN: dotEnv.API_ORIGIN,
      WEB_ORIGINS: [dotEnv.SITE_ORIGIN],
    });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/tilawat:.+@postgres:5432\/tilawat$/);
    expect(env.STORAGE_URL).toMatch(/^s3\+http:\/\/.+@minio:9000\/tilawat\?forcePathStyle=true$/);
    // and the same checks refuse it when deploy/.env leaves the store's credentials out
    expect(() => loadEnv({ ...apiEnv, SSLCOMMERZ_STORE_ID: '' })).toThrow(/SSLCOMMERZ_STORE_ID/);
  });

  it('names every variable it reads in deploy/.env.example', () => {
    const documented = new Set(
      readFileSync(join(deployDir, '.env.example'), 'utf8')
        .split('\n')
        .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
        .filter(Boolean),
    );
    const read = new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]));
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  });
});
