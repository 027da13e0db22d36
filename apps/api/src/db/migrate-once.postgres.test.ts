// Migrations once (issue 37): replicas that start at the same instant on one empty PostgreSQL database
// all come up, and each migration is applied once — the migrator runs under an advisory lock
// (client.ts, MIGRATION_LOCK_KEY), so the first process migrates and the others wait, then find nothing
// to do. PostgreSQL only; vitest.config.ts includes this file when DATABASE_URL is set (.ci/run).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcesses, apiProcesses } from '../../test/api-processes';
import { postgresTestDatabase } from '../../test/helpers';
import { MIGRATION_LOCK_KEY } from './client';

const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string; when: number }[] };

let processes: ApiProcesses;
let databaseUrl: string;
let drop: () => Promise<void>;
let origins: string[];

beforeAll(async () => {
  processes = await apiProcesses('migrate-once');
  const made = await postgresTestDatabase(process.env.DATABASE_URL as string, { poolSize: 1 });
  await made.database.close();
  drop = made.drop;
  const target = new URL(process.env.DATABASE_URL as string);
  target.pathname = `/${made.name}`;
  databaseUrl = target.toString();
  // three at the same instant, on a database nothing has migrated
  origins = await Promise.all([1, 2, 3].map(() => processes.start({ DATABASE_URL: databaseUrl })));
}, 180_000);

afterAll(async () => {
  await processes?.stopAll();
  await drop?.();
}, 60_000);

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('three api processes started at once on an empty database', () => {
  it('all come up, migrated and ready', async () => {
    expect(origins).toHaveLength(3);
    for (const origin of origins) {
      expect((await fetch(`${origin}/healthz`)).status, origin).toBe(200);
      expect((await fetch(`${origin}/readyz`)).status, origin).toBe(200);
    }
  });

  it('applied each committed migration once', async () => {
    const rows = await query<{ at: string; times: number }>(
      'select created_at::text as at, count(*)::int as times from drizzle.__drizzle_migrations group by created_at order by created_at',
    );
    expect(rows).toEqual(journal.entries.map((entry) => ({ at: String(entry.when), times: 1 })));
  });

  it('left the migration lock free once they had migrated', async () => {
    // An advisory lock belongs to one database, and pg_locks lists the whole server's: other suites'
    // processes migrating their own databases at this moment hold the same key there.
    const held = await query<{ count: number }>(
      `select count(*)::int as count from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database()) and ((classid::bigint << 32) | objid::bigint) = ${MIGRATION_LOCK_KEY}`,
    );
    expect(held).toEqual([{ count: 0 }]);
  });
});
