import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * The database, whichever driver is behind it. Tables are declared by the modules that own them
 * (`src/modules/<area>/<area>.table.ts`) and queried with the query builder, so the client carries
 * no schema of its own.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database transaction: what `db.transaction(async (tx) => …)` hands its callback. Repositories take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// apps/api/drizzle, from src/db/ (tests, tsc) or from dist/ (the bundled server).
const migrationsFolder = [new URL('../../drizzle', import.meta.url), new URL('../drizzle', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((path) => existsSync(`${path}/meta/_journal.json`)) as string;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory, to start other databases from. */
  dump?: () => Promise<Blob | File>;
}

/**
 * PostgreSQL when `databaseUrl` is set (postgres://…), else embedded PGlite:
 * in `pgliteDir` on disk, or in memory when `pgliteDir` is 'memory://'.
 */
export function createDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  poolSize?: number;
  /** A PGlite data directory dump to start from (tests copy one migrated, seeded database). */
  loadDataDir?: Blob;
}): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { casing: 'snake_case' });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = new PGlite(opts.pgliteDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzlePglite(client, { casing: 'snake_case' });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
