// The environment of the process: how it runs and listens, its database, the web it answers, and how
// long and how large a request may be.
import { isIP } from 'node:net';
import { z } from 'zod';
import { list, optional, trustProxy } from './fields';

export const serverSchema = z.object({
  /**
   * `production`, `development` or `test`. Unset, the api runs as development only when it is on this
   * machine alone (HOST, PUBLIC_ORIGIN and DATABASE_URL all loopback): anything else is refused at start,
   * so that a deployment that forgets it never serves /dev/outbox, the demo operators or the published
   * development secrets (issue 35).
   */
  NODE_ENV: optional(z.enum(['development', 'test', 'production'])),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… runs on PostgreSQL; unset runs embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** This api's public origin: links in the sandbox gateway and avatar URLs. */
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:4000'),
  /** The web's origins: CORS and the only places redirect/success/cancel/failed URLs may point to. */
  WEB_ORIGINS: list.default(['http://localhost:3000', 'http://127.0.0.1:3000']),
  /**
   * How long a request may take to arrive, on every route but the uploads (issue 35): 30 s, plenty for
   * a JSON body of BODY_LIMIT_BYTES on a slow line. An upload's route waits as long as its size cap takes
   * at 64 kbit/s, up to UPLOAD_REQUEST_TIMEOUT_SECONDS (core/request-timeouts.ts). A connection that
   * sends nothing for 30 s is ended whatever this says, and headers must arrive within Node's 60 s.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(30),
  /**
   * The longest any request may take to arrive: an hour, so that a lesson video of a gigabyte can come
   * up a slow line (issue 19). Only the routes that upload large files wait this long.
   */
  UPLOAD_REQUEST_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(6 * 3600)
    .default(3600),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /**
   * A file holding milliseconds to move the api's clock by (core/clock.ts `offsetFileClock`): the e2e run's
   * "next day" (issue 41). Refused in production.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  /** Seconds a public GET answer (catalogue, content, CMS, promos) is reused in this process; 0 turns it off. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
});

export type ServerSettings = z.infer<typeof serverSchema>;

/** A name or address of this machine only (`localhost`, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.split('.')[0] === '127';
  if (isIP(bare) === 6) return bare === '::1' || bare === '0:0:0:0:0:0:0:1';
  return false;
}

/**
 * NODE_ENV as set; unset, `development` when the api is on this machine alone, else why not: the api
 * fails closed, since development means published secrets, demo operators and /dev/outbox.
 */
export function nodeEnvOf(env: ServerSettings): 'development' | 'test' | 'production' {
  if (env.NODE_ENV) return env.NODE_ENV;
  const elsewhere = [
    !isLoopbackHost(env.HOST) && `HOST=${env.HOST} is not a loopback address`,
    !isLoopbackHost(new URL(env.PUBLIC_ORIGIN).hostname) &&
      `PUBLIC_ORIGIN=${env.PUBLIC_ORIGIN} is not on this machine`,
    env.DATABASE_URL &&
      !isLoopbackHost(new URL(env.DATABASE_URL).hostname) &&
      'DATABASE_URL names another machine',
  ].filter(Boolean);
  if (elsewhere.length) {
    throw new Error(
      `NODE_ENV must be set (production, or development for a copy to try out): ${elsewhere.join('; ')}. ` +
        'Unset, the api runs as development only when it listens, answers and keeps its data on this machine alone.',
    );
  }
  return 'development';
}
