// The PostgreSQL pool's statement timeout (issue 37, DATABASE_STATEMENT_TIMEOUT_MS): a statement that
// runs past it is cancelled by the server, and the request is answered 503 with a Bengali message
// (core/errors.ts, isDatabaseBusy) instead of holding its connection and its client without end.
// PostgreSQL only; vitest.config.ts includes this file when DATABASE_URL is set (.ci/run).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestDatabase } from '../../test/helpers';
import { buildApp } from '../app';
import { msg } from '../copy/messages';
import { loadEnv } from '../env';
import { seedIfEmpty } from '../seed/run';
import type { Database } from './client';

const STATEMENT_TIMEOUT_MS = 400;

let database: Database;
let name: string;
let drop: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  ({ database, name, drop } = await postgresTestDatabase(process.env.DATABASE_URL as string, {
    poolSize: 2,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  }));
  await database.migrate();
  const env = loadEnv({ NODE_ENV: 'test', PUBLIC_CACHE_SECONDS: '0' });
  await seedIfEmpty(database.db, { publicOrigin: env.PUBLIC_ORIGIN, demoOperators: true });
  app = await buildApp({ env, database, logger: false });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
}, 60_000);

describe('a statement past DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it('is cancelled, and the request answered 503 with a Bengali message, not left hanging', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v3/course' })).statusCode).toBe(200);
    // another session holds the courses table, so the catalogue's read waits on its lock
    const target = new URL(process.env.DATABASE_URL as string);
    target.pathname = `/${name}`;
    const holder = new pg.Client({ connectionString: target.toString() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table courses in access exclusive mode');
      const started = Date.now();
      const answer = await app.inject({ method: 'GET', url: '/api/v3/course' });
      const took = Date.now() - started;
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ msg: msg.databaseBusy, code: 'DATABASE_BUSY' });
      expect(answer.json().msg).toMatch(/[ঀ-৿]/);
      expect(took).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(10_000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    // the lock gone, the same pool answers again
    expect((await app.inject({ method: 'GET', url: '/api/v3/course' })).statusCode).toBe(200);
  });

  it('is sent to every connection of the pool', async () => {
    const shown = (await database.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    expect(shown.rows).toEqual([{ statement_timeout: `${STATEMENT_TIMEOUT_MS}ms` }]);
  });

  it("does not cut short the first start's seed, nor a replica waiting for another's", async () => {
    const fresh = await postgresTestDatabase(process.env.DATABASE_URL as string, {
      poolSize: 2,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    const target = new URL(process.env.DATABASE_URL as string);
    target.pathname = `/${fresh.name}`;
    const other = new pg.Client({ connectionString: target.toString() });
    try {
      await fresh.database.migrate();
      await other.connect();
      // another replica seeding: it holds the lock the seed takes, longer than the statement timeout
      await other.query('begin');
      await other.query('lock table courses in share row exclusive mode');
      const seeding = seedIfEmpty(fresh.database.db, { publicOrigin: 'http://localhost:4000' });
      await new Promise((resolve) => setTimeout(resolve, STATEMENT_TIMEOUT_MS * 3));
      await other.query('rollback');
      expect(await seeding).toBe(true);
    } finally {
      await other.end();
      await fresh.database.close();
      await fresh.drop();
    }
  });
});
