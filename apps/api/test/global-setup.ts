import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { seedIfEmpty } from '../src/seed/run';

/** Where this run's migrated, seeded PGlite is, for every test file (helpers.ts reads it with `inject`). */
export interface PgliteTemplate {
  /** a `dumpDataDir` tarball on disk */
  path: string;
  /** the moment the demo content was seeded around (ISO 8601) */
  seededAt: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: PgliteTemplate | null;
  }
}

/**
 * Migrates and seeds one PGlite for the whole run, before any test file starts, and hands its dump to
 * every file. Each file runs in a process of its own, and built the same database there for itself:
 * about 7 s of migrations and seeding on an idle machine of this kind, over 10 s under `pnpm test`,
 * repeated by each of the suite's 60 database files. Loading the dump takes half a second.
 * On PostgreSQL (DATABASE_URL) each test makes its own database and migrates it, as before.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return () => {};
  }
  const seededAt = new Date();
  const database = createDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  await seedIfEmpty(database.db, {
    publicOrigin: loadEnv({ NODE_ENV: 'test' }).PUBLIC_ORIGIN,
    now: seededAt,
    demoOperators: true,
  });
  const dump = await (database.dump as () => Promise<Blob>)();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'tilawat-api-template-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', { path, seededAt: seededAt.toISOString() });
  return () => rmSync(dir, { recursive: true, force: true });
}
