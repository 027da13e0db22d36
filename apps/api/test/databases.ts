// The test databases on PostgreSQL (DATABASE_URL): one of its own for each test app, and the run's
// template they are copied from (test/global-setup.ts). Kept apart from helpers.ts, which imports
// Vitest's test API, so that the global setup can use it too.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { loadEnv } from '../src/env';

/**
 * A new PostgreSQL database on the server of `url`: empty (migrations are the caller's), or a copy of
 * `template` (CREATE DATABASE … TEMPLATE: the server copies its files); its name, and how to drop it
 * once the caller has closed it.
 */
export async function postgresTestDatabase(
  url: string,
  opts: {
    poolSize: number;
    onQuery?: (statement: string, params: unknown[]) => void;
    onIdleError?: (error: Error) => void;
    /** the pool's connection and statement timeouts (DATABASE_*_TIMEOUT_MS) */
    connectTimeoutMs?: number;
    statementTimeoutMs?: number;
    /** a database to copy, which nothing may be connected to meanwhile */
    template?: string;
  },
): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  const name = `tilawat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  // dropping the database WITH (FORCE) ends connections a closing app may still hold: that is expected here
  const { template: _copied, ...options } = opts;
  const database = createDatabase({
    databaseUrl: target.toString(),
    pgliteDir: '',
    onIdleError: () => {},
    ...options,
  });
  return {
    database,
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // A background worker of the server (autovacuum) may still be in the new database for a
        // moment, and this role may not end it: try again briefly before giving up.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if (attempt === 10) throw new Error(`could not drop the test database ${name}`, { cause: error });
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Starts the api once on `database` and closes it again, so that the job engine's tables and every
 * queue are there with this release's policy: a test app started from a copy then skips setting them up
 * (half a second each, hundreds of apps a run).
 */
export async function prepareJobQueues(database: Database): Promise<void> {
  const uploads = mkdtempSync(join(tmpdir(), 'tilawat-template-uploads-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: uploads,
    JOB_WORKERS: 'off',
    JOB_SCHEDULES: 'off',
  });
  const app = await buildApp({ env, database, logger: false });
  try {
    await app.ready();
  } finally {
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}
