// Lists nested as one column (issue 18): decoded to what a select of the same fields answers, whatever
// the columns' kinds, in the aggregate's order, and [] for none.

import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  alias,
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';
import { nestedRows, qb } from './nested';
import { col } from './sql';

const shelves = pgTable('nested_shelves', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

const books = pgTable('nested_books', {
  id: integer().primaryKey(),
  shelfId: integer().notNull(),
  title: text().notNull(),
  subtitle: text(),
  tags: text().array().notNull(),
  meta: jsonb().$type<{ pages: number; quote: string } | string[] | string>().notNull(),
  price: numeric({ precision: 10, scale: 2 }),
  copies: bigint({ mode: 'bigint' }),
  rating: real().notNull(),
  lent: boolean().notNull(),
  owner: uuid(),
  addedAt: timestamp({ withTimezone: true }).notNull(),
  printedAt: timestamp(),
  checkedAt: timestamp({ withTimezone: true, mode: 'string' }),
});

let database: Database;
beforeAll(async () => {
  database = createDatabase({ pgliteDir: 'memory://' });
  await database.db.execute(sql`create table nested_shelves (id integer primary key, name text not null)`);
  await database.db.execute(
    sql`create table nested_books (id integer primary key, shelf_id integer not null, title text not null,
      subtitle text, tags text[] not null, meta jsonb not null, price numeric(10, 2), copies bigint, rating real not null, lent boolean not null,
      owner uuid, added_at timestamptz not null, printed_at timestamp, checked_at timestamptz)`,
  );
  await database.db.insert(shelves).values([
    { id: 1, name: 'তাজবিদ' },
    { id: 2, name: 'খালি তাক' },
  ]);
  await database.db.insert(books).values([
    {
      id: 1,
      shelfId: 1,
      title: 'নূরানী কায়দা',
      subtitle: 'প্রথম পাঠ, "উদ্ধৃতি" ও {বন্ধনী}',
      tags: ['আরবি', 'a,b', 'with "quotes"', 'NULL', ''],
      meta: { pages: 48, quote: 'বিসমিল্লাহ' },
      rating: 4.25,
      lent: true,
      owner: '5f0c8a4e-1f2b-4c3d-9e8f-0a1b2c3d4e5f',
      addedAt: new Date('2026-11-25T05:14:28.123Z'),
      printedAt: new Date('2020-02-29T23:59:59.999Z'),
      checkedAt: '2026-11-25 11:14:28.5+06',
      price: '120.50',
      copies: 9007199254740993n,
    },
    {
      id: 2,
      shelfId: 1,
      title: 'মাখরাজ',
      subtitle: null,
      tags: [],
      meta: ['এক', 'দুই'],
      rating: 0.1,
      lent: false,
      owner: null,
      addedAt: new Date('2025-01-01T00:00:00Z'),
      printedAt: null,
      checkedAt: null,
    },
    {
      id: 3,
      shelfId: 1,
      title: 'তিলাওয়াত',
      tags: ['{}'],
      meta: 'নোট',
      rating: -2,
      lent: false,
      addedAt: new Date('2025-01-01T00:00:00Z'),
      price: '0.00',
      copies: 0n,
    },
  ]);
});
afterAll(() => database.close());

const bookRows = nestedRows({
  book: books,
  shelfName: shelves.name,
  tagCount: sql<number>`cardinality(${col(books.tags)})`,
  doubled: sql<number>`(${col(books.rating)} * 2)::text`.mapWith(Number),
});
// the enclosing statement's shelf, under another name than the inner select's
const outer = alias(shelves, 'outer_shelf');
const booksOfShelf = bookRows.column(
  qb
    .select({ rows: bookRows.aggregate(desc(books.addedAt), asc(books.id)) })
    .from(books)
    .innerJoin(shelves, eq(shelves.id, books.shelfId))
    .where(eq(books.shelfId, sql`${col(outer.id)}`)),
);

describe('nestedRows', () => {
  it('decodes every kind of column as a select of the same fields does, in the aggregate’s order', async () => {
    const { db } = database;
    const plain = await db
      .select({
        book: books,
        shelfName: shelves.name,
        tagCount: sql<number>`cardinality(${books.tags})`,
        doubled: sql<number>`(${books.rating} * 2)::text`.mapWith(Number),
      })
      .from(books)
      .innerJoin(shelves, eq(shelves.id, books.shelfId))
      .orderBy(desc(books.addedAt), asc(books.id));
    const [nested] = await db
      .select({
        id: outer.id,
        books: bookRows.column(
          qb
            .select({ rows: bookRows.aggregate(desc(books.addedAt), asc(books.id)) })
            .from(books)
            .innerJoin(shelves, eq(shelves.id, books.shelfId))
            .where(eq(books.shelfId, sql.placeholder('shelf'))),
        ),
      })
      .from(outer)
      .where(eq(outer.id, 1))
      .prepare('nested_books_of_shelf')
      .execute({ shelf: 1 });
    expect(nested?.books).toEqual(plain);
    expect(nested?.books[0]?.book.addedAt).toBeInstanceOf(Date);
    expect(nested?.books[0]?.book.tags).toEqual(['আরবি', 'a,b', 'with "quotes"', 'NULL', '']);
    expect(nested?.books.map((row) => row.book.id)).toEqual([1, 2, 3]);
    expect(nested?.books[2]?.book.meta).toBe('নোট');
    expect(nested?.books[0]?.book.price).toBe('120.50');
  });

  it('decodes a group of some columns to one object, as a select of the same group does', async () => {
    const { db } = database;
    const shape = {
      book: { id: books.id, addedAt: books.addedAt, price: books.price, meta: books.meta },
      shelf: { name: shelves.name },
      lent: books.lent,
    };
    const plain = await db
      .select(shape)
      .from(books)
      .innerJoin(shelves, eq(shelves.id, books.shelfId))
      .orderBy(asc(books.id));
    const rows = nestedRows(shape);
    const [nested] = await db
      .select({
        books: rows.column(
          qb
            .select({ rows: rows.aggregate(asc(books.id)) })
            .from(books)
            .innerJoin(shelves, eq(shelves.id, books.shelfId))
            .where(eq(books.shelfId, sql`${col(outer.id)}`)),
        ),
      })
      .from(outer)
      .where(eq(outer.id, 1));
    expect(nested?.books).toEqual(plain);
    expect(Object.keys(nested?.books[0]?.book ?? {})).toEqual(['id', 'addedAt', 'price', 'meta']);
    expect(nested?.books[0]?.book.addedAt).toBeInstanceOf(Date);
    expect(nested?.books[2]?.book.price).toBe('0.00');
  });

  it('answers [] for a row with nothing nested', async () => {
    const rows = await database.db
      .select({ id: outer.id, books: booksOfShelf })
      .from(outer)
      .orderBy(asc(outer.id));
    expect(rows.map((row) => [row.id, row.books.length])).toEqual([
      [1, 3],
      [2, 0],
    ]);
  });

  it('refuses a row of more fields than json_build_array takes', () => {
    const wide = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, sql<number>`1`]));
    expect(() => nestedRows(wide)).toThrow(/101 fields/);
  });
});
