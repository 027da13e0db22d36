import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { createDatabase, type Database } from '../src/db/client';

/**
 * The seeded PGlite databases of one test process, used again by app after app instead of each app
 * loading the run's template anew.
 *
 * Loading the template dump starts a new PostgreSQL in WebAssembly and unpacks the data directory into
 * it: 0.6–0.8 s an app, more than half of an app's start and, with the suite's ~150 apps, over a third
 * of the suite's time (measured 28–29 November). A database an app has finished with is put back as the
 * template left it instead — every table emptied and refilled from a copy taken when the database was
 * loaded, every sequence set back — in about 0.1 s, and handed to the next app.
 *
 * What the copy covers: the rows of every table of every schema (the api's, drizzle's migrations
 * journal, pg-boss's), and every sequence's position, so ids repeat exactly as on a fresh copy. A table
 * made after the copy (pg-boss's daily statistics partition) is emptied. A database that cannot be put
 * back (closed by its test, or the reset failed) is closed and dropped, never reused.
 */

/** Where a database keeps the copy of its own rows (never touched by the api). */
const SNAPSHOT = 'tilawat_test_snapshot';
const SYSTEM_SCHEMAS = `'pg_catalog', 'information_schema', 'pg_toast', '${SNAPSHOT}'`;

/** Takes the copy: one table per table, named `schema.table`, and the sequences' positions. */
const TAKE_SNAPSHOT = `
do $$
declare t record;
begin
  create schema ${SNAPSHOT};
  for t in
    select n.nspname as s, c.relname as r from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in (${SYSTEM_SCHEMAS})
  loop
    execute format('create table ${SNAPSHOT}.%I as table %I.%I', t.s || '.' || t.r, t.s, t.r);
  end loop;
  create table ${SNAPSHOT}.sequences as
    select schemaname as s, sequencename as n, last_value, start_value from pg_sequences;
end $$;`;

/**
 * Puts the rows back: every table emptied at once (its foreign keys and triggers are not consulted:
 * `session_replication_role = replica`, for this transaction only), then refilled from the copy (an
 * `always` identity column takes the copied value), then each sequence set where it stood.
 */
const RESTORE_SNAPSHOT = `
do $$
declare t record; names text;
begin
  set local session_replication_role = replica;
  select string_agg(format('%I.%I', n.nspname, c.relname), ', ') into names
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in (${SYSTEM_SCHEMAS});
  execute 'truncate ' || names;
  for t in
    select c.relname as copy from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = '${SNAPSHOT}' and c.relkind = 'r' and c.relname <> 'sequences'
  loop
    execute format('insert into %I.%I overriding system value select * from ${SNAPSHOT}.%I',
      split_part(t.copy, '.', 1), substr(t.copy, length(split_part(t.copy, '.', 1)) + 2), t.copy);
  end loop;
  for t in select * from ${SNAPSHOT}.sequences loop
    if t.last_value is null then
      perform setval(format('%I.%I', t.s, t.n), t.start_value, false);
    else
      perform setval(format('%I.%I', t.s, t.n), t.last_value, true);
    end if;
  end loop;
end $$;`;

interface Pooled {
  database: Database;
  client: PGlite;
  /** Told each statement while an app uses the database (the app's own `onQuery`). */
  onQuery: ((statement: string, params: unknown[]) => void) | undefined;
}

const idle: Pooled[] = [];

/**
 * A database as the template left it, this process's own until `release`: one put back by an earlier
 * app, or a new one loaded from `dump` (and its copy taken).
 */
export async function takePglite(opts: {
  dump: Blob;
  runtime: Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;
  onQuery: (statement: string, params: unknown[]) => void;
}): Promise<{ database: Database; release: () => Promise<void> }> {
  let pooled = idle.pop();
  if (!pooled) {
    const made: Pooled = { onQuery: undefined } as Pooled;
    made.database = createDatabase({
      pgliteDir: 'memory://',
      loadDataDir: opts.dump,
      pgliteRuntime: opts.runtime,
      onQuery: (statement, params) => made.onQuery?.(statement, params),
    });
    made.client = (made.database.connection as { kind: 'pglite'; client: PGlite }).client;
    await made.client.exec(TAKE_SNAPSHOT);
    pooled = made;
  }
  const taken = pooled;
  taken.onQuery = opts.onQuery;
  let released = false;
  return {
    database: taken.database,
    release: async () => {
      if (released) return;
      released = true;
      taken.onQuery = undefined;
      if (taken.client.closed) return;
      try {
        await taken.client.exec(RESTORE_SNAPSHOT);
        idle.push(taken);
      } catch (error) {
        await taken.database.close().catch(() => {});
        throw error;
      }
    },
  };
}
