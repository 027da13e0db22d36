import { getTableName, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column as `"table"."column"`. Drizzle leaves columns unqualified in the select list of a
 * single-table query, which makes a correlated subquery there ambiguous (`"batch_id" = "id"`);
 * subqueries used as columns name theirs with this.
 */
export const col = (column: AnyPgColumn): SQL =>
  sql.raw(`"${getTableName(column.table)}"."${column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}"`);

/** A LIKE pattern that matches `text` anywhere, with LIKE's wildcards taken literally. */
export const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A moment in a statement: a time, or a prepared statement's placeholder for one (its value an ISO
 * string). {@link NOW} is the placeholder the hot reads use for the request's time.
 */
export type At = Date | Placeholder;
export const NOW = sql.placeholder('now');
/** `at` as a `timestamptz` parameter. */
export const atTime = (at: At): SQL => sql`${at instanceof Date ? at.toISOString() : at}::timestamptz`;
