import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
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

let journal: { tag: string; when: number }[] | undefined;

/**
 * The committed migrations (`drizzle/meta/_journal.json`) that the database has not recorded as
 * applied, oldest first, by their tags: `[]` when it is up to date. drizzle's migrator records each
 * migration it applies in `drizzle.__drizzle_migrations` with its journal `when` as `created_at`;
 * a database it never migrated has no such table and misses them all. (Readiness: `GET /readyz`.)
 */
export async function unappliedMigrations(db: Db): Promise<string[]> {
  journal ??= (
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rowsOf(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  const applied = new Set<number>();
  if (table?.present === true) {
    const rows = rowsOf(
      await db.execute(sql`select created_at::text as at from drizzle.__drizzle_migrations`),
    );
    for (const row of rows) applied.add(Number(row.at));
  }
  return journal.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}

/** How many distinct statement texts get a name (a prepared statement on each connection that runs them). */
const NAMED_STATEMENTS_MAX = 1_000;
const statementNames = new Map<string, string>();

/** The name of a statement's text (`s` and a hash of the text), or none once the cap is reached. */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < NAMED_STATEMENTS_MAX) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A node-postgres client that sends every parameterised statement as a named prepared statement, so
 * that PostgreSQL parses and plans each query text once per connection instead of on every request
 * (planning was about half of the server's time on the catalogue's reads: issue 18). The name is a
 * hash of the text, so two texts never share one; statements without parameters (migrations, which may
 * hold several commands, `begin`/`commit`) stay unnamed. The texts come from the query builder, so
 * they are few; past {@link NAMED_STATEMENTS_MAX} of them, new ones run unnamed.
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      !config.name &&
      ((Array.isArray(values) && values.length > 0) ||
        (Array.isArray(config.values) && config.values.length > 0))
    ) {
      const name = statementName(config.text);
      if (name) return super.query({ ...config, name }, values, callback);
    }
    return super.query(config, values, callback);
  }
}

/**
 * PGlite's counterpart of {@link PreparingClient}: every parameterised statement outside a transaction
 * runs as a named prepared statement of PGlite's one session — parsed, described and planned on its
 * first run, then bound and executed in one call into PostgreSQL. PGlite's own `query` parses, plans and
 * describes the text again on every call, in six calls into its WebAssembly build; planning also asks the
 * size of every table and index the query touches from the file system (`fstat`). On the catalogue's
 * list that was over half of the api's CPU per request (issue 18, `node --cpu-prof`).
 *
 * Statements inside `transaction()` (the writes) and statements without parameters take PGlite's own
 * path; so does a text past the cap of named statements. The session plans the named statements once
 * ({@link GENERIC_PLANS}, set with the first of them). A failing statement throws PGlite's own
 * `DatabaseError` with the same `query`/`params` PGlite adds, and leaves the session ready.
 */
export class PreparingPGlite extends PGlite {
  /** Parameter types of each named statement this session has prepared. */
  readonly #prepared = new Map<string, number[]>();
  #genericPlans = false;

  // biome-ignore lint/suspicious/noExplicitAny: PGlite's own signature (rows are typed by the caller).
  override async query<T>(text: string, params?: any[], options?: QueryOptions): Promise<Results<T>> {
    const name = params && params.length > 0 && !options?.blob ? statementName(text) : undefined;
    if (!name) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.#runNamed<T>(name, text, params as unknown[], options)),
    );
  }

  async #runNamed<T>(
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const send = (message: Uint8Array) =>
      this.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
    const messages = [];
    try {
      if (!this.#genericPlans) {
        await send(protocol.serialize.query(`set plan_cache_mode = ${GENERIC_PLAN_MODE}`));
        this.#genericPlans = true;
      }
      let types = this.#prepared.get(name);
      if (!types) {
        await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
        types = parse.parseDescribeStatementResults(
          await send(protocol.serialize.describe({ type: 'S', name })),
        );
        this.#prepared.set(name, types);
      }
      const paramTypes = types;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[index] as number;
        const serializer = options?.serializers?.[type] ?? this.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(
        ...(await send(
          Buffer.concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
          ]),
        )),
      );
    } catch (error) {
      if (error instanceof Error && 'severity' in error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
    }
    await this.syncToFs();
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }
}

/**
 * Every connection keeps one plan per named statement (`plan_cache_mode`). By default PostgreSQL plans
 * a prepared statement again for each execution's values ("custom plans") whenever it guesses that this
 * beats its cached generic plan, which it does for most of the api's reads (a list as `= any($n)`, a time
 * as `$n`): planning the catalogue's batches took 0.28–0.51 ms against 0.18 ms to run them, and the
 * booking status's four statements 1.2 ms of planning per request (issue 18, measured in PostgreSQL's log).
 * The api's statements are short lookups by key over indexes, whose best plan does not depend on the
 * values, so the generic plan is kept: planned once per connection.
 */
const GENERIC_PLAN_MODE = 'force_generic_plan';
const GENERIC_PLANS = `-c plan_cache_mode=${GENERIC_PLAN_MODE}`;

/**
 * The key of the session advisory lock every api process takes to migrate (`pg_advisory_lock`): replicas
 * that start together on one PostgreSQL database migrate one after the other, so the first applies the
 * migrations and the others find them applied (issue 37). Any 64-bit number the api uses for nothing
 * else: the bytes of "tilawat" and "m".
 */
export const MIGRATION_LOCK_KEY = 0x74696c617761746dn;

/**
 * Applies the committed migrations on PostgreSQL on a connection of its own, under the migration lock:
 * the lock is a session's, so the lock, drizzle's migrations and the unlock all go over this one
 * connection, and it ends with it (a process killed while migrating frees it). The connection has no
 * statement timeout, so that neither waiting for another replica's migrations nor a long migration is
 * cancelled.
 */
async function migrateUnderLock(connect: () => pg.Client): Promise<void> {
  const client = connect();
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrateNodePg(drizzleNodePg(client, { casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await client.end();
  }
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations (idempotent). On PostgreSQL under an advisory lock, so that any
   * number of processes may start at once on one database; PGlite is one process's own.
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: the pool's connections now (`/metrics`), open in all, idle, and the requests
   * waiting for one. PGlite is one session inside the process, with no pool.
   */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory, to start other databases from. */
  dump?: () => Promise<Blob | File>;
  /**
   * How another client reaches the same database (the job engine, infra/jobs): PostgreSQL's address,
   * or the embedded PGlite itself (one session, shared with this one).
   */
  connection:
    | { kind: 'postgres'; url: string; connectTimeoutMs?: number }
    | { kind: 'pglite'; client: PGlite };
}

/**
 * PostgreSQL when `databaseUrl` is set (postgres://…), else embedded PGlite:
 * in `pgliteDir` on disk, or in memory when `pgliteDir` is 'memory://'.
 */
/** An idle connection that ended is worth a line in the log, not the process's end. */
const warnIdleError = (error: Error) =>
  process.emitWarning(`an idle PostgreSQL connection ended: ${error.message}`, 'TilawatDatabaseWarning');

export function createDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  /** PostgreSQL: the most connections the pool opens (10 unless said; DATABASE_POOL_MAX). */
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection, then fail (none unless said; DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long one statement may run before the server cancels it (none unless said, or 0). */
  statementTimeoutMs?: number;
  /** A PGlite data directory dump to start from (tests copy one migrated, seeded database). */
  loadDataDir?: Blob;
  /**
   * PGlite's WebAssembly module, compiled once, and its file bundle, read once: for a process that
   * starts many PGlites (the tests start one per app), so that each does not compile PostgreSQL again.
   */
  pgliteRuntime?: Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;
  /** Told every statement sent, with its parameters (tests count the statements of a request). */
  onQuery?: (statement: string, params: unknown[]) => void;
  /** Told when an idle PostgreSQL connection ended under the pool (a process warning by default). */
  onIdleError?: (error: Error) => void;
}): Database {
  const onQuery = opts.onQuery;
  const logger = onQuery
    ? { logQuery: (statement: string, params: unknown[]) => onQuery(statement, params) }
    : undefined;
  if (opts.databaseUrl) {
    const connection = {
      connectionString: opts.databaseUrl,
      options: GENERIC_PLANS,
      ...(opts.connectTimeoutMs ? { connectionTimeoutMillis: opts.connectTimeoutMs } : {}),
    };
    const pool = new pg.Pool({
      ...connection,
      max: opts.poolSize ?? 10,
      Client: PreparingClient,
      // sent when each connection opens: the server cancels a statement past it (57014, answered 503)
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    // An idle connection's backend ended (PostgreSQL restarted, a failover, an administrator's
    // pg_terminate_backend): the pool drops that client and opens another on the next query. Without a
    // listener node-postgres throws the error out of the process — one database restart would end the api.
    pool.on('error', (error) => (opts.onIdleError ?? warnIdleError)(error));
    const db = drizzleNodePg(pool, { casing: 'snake_case', logger });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateUnderLock(() => new pg.Client(connection)),
      close: () => pool.end(),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      connection: {
        kind: 'postgres',
        url: opts.databaseUrl,
        ...(opts.connectTimeoutMs ? { connectTimeoutMs: opts.connectTimeoutMs } : {}),
      },
    };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = new PreparingPGlite(opts.pgliteDir, {
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...opts.pgliteRuntime,
  });
  const db = drizzlePglite(client, { casing: 'snake_case', logger });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    connection: { kind: 'pglite', client },
  };
}
