import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, type Database } from '../src/db/client';
import { loadEnv } from '../src/env';
import { seedIfEmpty } from '../src/seed/run';
import { postgresTestDatabase, prepareJobQueues } from './databases';

/**
 * The run's migrated, seeded database that every test app starts from a copy of (helpers.ts reads it
 * with `inject`): a PGlite dump on disk, or a PostgreSQL database copied by CREATE DATABASE … TEMPLATE.
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; path: string; seededAt: string }
  | { kind: 'postgres'; name: string; seededAt: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates and seeds one database for the whole run, before any test file starts, and hands it to every
 * file. Until 28 November each file built the same PGlite for itself (about 7 s of migrations and
 * seeding on an idle machine of this kind, over 10 s under `pnpm test`, repeated by each of the suite's
 * 60 database files), and on PostgreSQL every test app migrated and seeded a new empty database. Loading
 * a PGlite dump takes half a second; PostgreSQL copies a template database's files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seededAt = new Date();
  const seed = async (database: Database) => {
    await database.migrate();
    // the job engine's tables and queues too, so that no test app sets them up (pg-boss installs them at start)
    await prepareJobQueues(database);
    await seedIfEmpty(database.db, {
      publicOrigin: loadEnv({ NODE_ENV: 'test' }).PUBLIC_ORIGIN,
      now: seededAt,
      demoOperators: true,
    });
  };
  const url = process.env.DATABASE_URL;
  if (url) {
    const { database, name, drop } = await postgresTestDatabase(url, { poolSize: 1 });
    await seed(database);
    // Nothing may be connected to a template while it is copied.
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', name, seededAt: seededAt.toISOString() });
    return drop;
  }
  const database = createDatabase({ pgliteDir: 'memory://' });
  await seed(database);
  const dump = await (database.dump as () => Promise<Blob>)();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'tilawat-api-template-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', path, seededAt: seededAt.toISOString() });
  return async () => rmSync(dir, { recursive: true, force: true });
}
