import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { type Db, statementName, type Tx } from './client';

/** A query the builder can prepare: any select, insert, update or delete of drizzle's pg-core. */
interface Preparable<Q> {
  prepare(name: string): Q;
  toSQL(): { sql: string };
}

/**
 * A hot query, built by drizzle once per database instead of on every call (issue 18: building a
 * statement — drizzle walking its query tree — cost 200–250 µs of the api's CPU per statement, three
 * times what sending it and reading its rows cost). `build` writes the query with
 * `sql.placeholder('name')` where a call's values go, and `.execute({ name: value })` fills them.
 *
 * The query is built on first use for each database (and each transaction it is called in) and kept
 * for that database; on PostgreSQL it is a named prepared statement (named, like every other
 * statement, by a hash of its text), so the server also plans it once per connection.
 *
 * Placeholder values go to the driver as they are: times as ISO strings (`::timestamptz` in the text),
 * lists as arrays compared with `= any(…)` (see {@link anyOf}).
 */
export function prepared<Q extends PgPreparedQuery<PreparedQueryConfig>>(
  build: (db: Db) => Preparable<Q>,
): (db: Db | Tx) => Q {
  const variants = preparedVariants<Q, ''>((db) => build(db));
  return (db) => variants(db, '');
}

/**
 * {@link prepared} for a query whose shape depends on its call (which filters a list was given): one
 * prepared query per `variant` (a key naming the shape; keep them few, e.g. which filters are set),
 * each built on its first use.
 */
export function preparedVariants<Q extends PgPreparedQuery<PreparedQueryConfig>, V extends string>(
  build: (db: Db, variant: V) => Preparable<Q>,
): (db: Db | Tx, variant: V) => Q {
  const built = new WeakMap<Db | Tx, Map<V, Q>>();
  return (db, variant) => {
    let queries = built.get(db);
    if (!queries) {
      queries = new Map();
      built.set(db, queries);
    }
    let query = queries.get(variant);
    if (!query) {
      const builder = build(db as Db, variant);
      // past the cap of named statements a text runs unnamed (drizzle's prepare takes an empty name)
      query = builder.prepare(statementName(builder.toSQL().sql) ?? '');
      queries.set(variant, query);
    }
    return query;
  };
}

/**
 * `column = any($list)`: a list of values in one placeholder, so that one prepared text serves lists of
 * every length (drizzle's `inArray` writes one parameter per item).
 */
export const anyOf = (column: AnyPgColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)})`;

/**
 * The variant of a list query ({@link preparedVariants}) from a call's filters: its fixed parts (a sort
 * order, say), then the names of the filters given (`undefined`: not given). {@link filtersOf} reads it
 * back in the query's build.
 */
export function variantOf(filters: Record<string, unknown>, ...fixed: string[]): string {
  return [...fixed, ...Object.keys(filters).filter((name) => filters[name] !== undefined)].join('|');
}

/**
 * A variant's fixed parts (the first `fixedCount`), and each filter's placeholder when the variant has
 * the filter (`undefined` when it has not).
 */
export function filtersOf(variant: string, fixedCount = 0) {
  const parts = variant.split('|');
  const given = new Set(parts.slice(fixedCount));
  return {
    fixed: parts.slice(0, fixedCount),
    placeholder: (name: string) => (given.has(name) ? sql.placeholder(name) : undefined),
  };
}
