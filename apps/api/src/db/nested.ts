import {
  Column,
  type DriverValueDecoder,
  getTableColumns,
  type InferSelectModel,
  is,
  SQL,
  type SQLWrapper,
  sql,
  Table,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';

/** A select built with no database at hand: the inner select of a {@link nestedRows} column. */
export const qb = new QueryBuilder();

/** A single field of a nested row: a column or an SQL expression. */
type NestedField = Column | SQL<unknown>;

/**
 * What a nested row is made of: whole tables (a row of each), some columns of a table as one object (a
 * group: `{ id: courses.id, title: courses.title }`, so that a row carries only the fields its reader
 * draws on), single columns and SQL expressions.
 */
export type NestedShape = Record<string, Table | NestedField | Record<string, NestedField>>;

/** The decoded value of a column or an SQL expression, as the query builder types it. */
type FieldValue<F> = F extends Column
  ? F['_']['notNull'] extends true
    ? F['_']['data']
    : F['_']['data'] | null
  : F extends SQL<infer T>
    ? T
    : never;

/** The decoded row of a {@link NestedShape}, as the query builder types a select of the same fields. */
export type NestedRow<S extends NestedShape> = {
  [K in keyof S]: S[K] extends Table
    ? InferSelectModel<S[K]>
    : S[K] extends NestedField
      ? FieldValue<S[K]>
      : S[K] extends Record<string, NestedField>
        ? { [C in keyof S[K]]: FieldValue<S[K][C]> }
        : never;
};

/**
 * Kinds of column whose JSON is not the text the driver hands their decoder (a timestamp kept as a string
 * is written `2026-11-25T05:14:28+00:00` in JSON, `2026-11-25 05:14:28+00` as text; a numeric or a 64-bit
 * integer would pass through a JavaScript number): nested as their text.
 */
const AS_TEXT_KINDS = new Set(['PgTimestampString', 'PgNumeric', 'PgBigInt64']);
/** Kinds of column that are JSON already: nested as it is, decoded by nothing. */
const JSON_KINDS = new Set(['PgJson', 'PgJsonb']);

/** PostgreSQL takes at most 100 arguments in a function call, json_build_array's included. */
const MAX_FIELDS = 100;

/**
 * A list of rows as one column of an enclosing statement (issue 18: a read that needed a statement for
 * each list of its answer needs one in all; every statement costs a round trip and ~100 µs of CPU on
 * either side). Each row is built in PostgreSQL as a JSON array of `shape`'s fields, the rows are
 * aggregated in order, and the column is decoded as the query builder decodes its own rows: each value by
 * its column's (or SQL's `mapWith`) decoder, so that times are `Date`s, arrays arrays, and so on.
 *
 * ```ts
 * const bookingRows = nestedRows({ booking: orientationBookings, orientation: orientations });
 * const bookingsSql = bookingRows.column(
 *   qb.select({ rows: bookingRows.aggregate(asc(orientations.startsAt)) })
 *     .from(orientationBookings).innerJoin(orientations, …).where(…),
 * ); // SQL<{ booking: BookingRow; orientation: OrientationRow }[]>, [] when there are none
 * ```
 *
 * The inner select is correlated to the enclosing one by `col(…)` references or placeholders.
 */
export function nestedRows<S extends NestedShape>(shape: S) {
  const fields: { path: [string] | [string, string]; field: Column | SQL }[] = [];
  for (const [key, value] of Object.entries(shape)) {
    if (is(value, Table)) {
      for (const [name, column] of Object.entries(getTableColumns(value))) {
        fields.push({ path: [key, name], field: column as Column });
      }
    } else if (is(value, Column) || is(value, SQL)) {
      fields.push({ path: [key], field: value });
    } else {
      for (const [name, field] of Object.entries(value)) fields.push({ path: [key, name], field });
    }
  }
  if (fields.length > MAX_FIELDS) {
    throw new Error(
      `a nested row has ${fields.length} fields: at most ${MAX_FIELDS} fit in json_build_array`,
    );
  }
  // A column decodes itself (JSON of json: already parsed); an SQL decodes by its `mapWith` (drizzle
  // keeps it as `decoder`).
  const decoders = fields.map(({ field }): DriverValueDecoder<unknown, unknown> => {
    if (!is(field, Column))
      return (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
    return JSON_KINDS.has(field.columnType) ? { mapFromDriverValue: (value) => value } : field;
  });
  const array = sql`json_build_array(${sql.join(
    fields.map(({ field }) =>
      is(field, Column) && AS_TEXT_KINDS.has(field.columnType) ? sql`${field}::text` : field,
    ),
    sql`, `,
  )})`;

  function decodeRow(values: unknown[]): NestedRow<S> {
    const row: Record<string, unknown> = {};
    fields.forEach(({ path }, index) => {
      const raw = values[index];
      const value = raw === null || raw === undefined ? null : decoders[index]?.mapFromDriverValue(raw);
      if (path.length === 1) {
        row[path[0]] = value;
      } else {
        const [key, name] = path;
        const table = (row[key] ?? {}) as Record<string, unknown>;
        table[name] = value;
        row[key] = table;
      }
    });
    return row as NestedRow<S>;
  }

  return {
    /** The inner select's one field: its rows as a JSON array (`[]` for none) in this order. */
    aggregate(...orderBy: SQL[]): SQL<unknown> {
      const order = orderBy.length > 0 ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
      return sql`coalesce(json_agg(${array}${order}), '[]'::json)`;
    },
    /** The inner select (of {@link aggregate}) as a column of the enclosing statement, decoded. */
    column(select: SQLWrapper): SQL<NestedRow<S>[]> {
      return sql`(${select})`.mapWith((value: unknown) => {
        const rows = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[][];
        return rows.map(decodeRow);
      });
    },
  };
}
