// The hot reads' prepared queries (issue 18): built once per database and then only executed with
// their values; a list goes in as one array parameter, a time as an ISO string.

import { asc, eq, gt, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';
import { anyOf, filtersOf, prepared, preparedVariants, variantOf } from './prepared';
import { atTime, NOW } from './sql';

const notes = pgTable('prepared_notes', {
  id: integer().primaryKey(),
  title: text().notNull(),
  at: timestamp({ withTimezone: true }).notNull(),
});

let database: Database;
beforeAll(async () => {
  database = createDatabase({ pgliteDir: 'memory://' });
  await database.db.execute(
    sql`create table prepared_notes (id integer primary key, title text not null, at timestamptz not null)`,
  );
  await database.db.insert(notes).values([
    { id: 1, title: 'আলিফ', at: new Date('2026-01-01T00:00:00Z') },
    { id: 2, title: 'বা', at: new Date('2026-02-01T00:00:00Z') },
    { id: 3, title: 'তা', at: new Date('2026-03-01T00:00:00Z') },
  ]);
});
afterAll(() => database.close());

describe('prepared', () => {
  const byIds = prepared((db) =>
    db.select().from(notes).where(anyOf(notes.id, 'ids')).orderBy(asc(notes.id)),
  );

  it('builds a query once per database and runs it with each call’s values, a list as one parameter', async () => {
    const { db } = database;
    expect(byIds(db)).toBe(byIds(db));
    expect((await byIds(db).execute({ ids: [1, 3] })).map((row) => row.title)).toEqual(['আলিফ', 'তা']);
    expect((await byIds(db).execute({ ids: [2] })).map((row) => row.id)).toEqual([2]);
    expect(await byIds(db).execute({ ids: [] })).toEqual([]);
    // rows are mapped as the builder maps them (a timestamptz column is a Date)
    expect((await byIds(db).execute({ ids: [1] }))[0]?.at).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('takes a time through the NOW placeholder as an ISO string', async () => {
    const after = prepared((db) =>
      db
        .select({ id: notes.id })
        .from(notes)
        .where(gt(notes.at, atTime(NOW))),
    );
    const ids = async (now: Date) =>
      (await after(database.db).execute({ now: now.toISOString() })).map((row) => row.id).sort();
    expect(await ids(new Date('2026-01-15T00:00:00Z'))).toEqual([2, 3]);
    expect(await ids(new Date('2026-02-15T00:00:00Z'))).toEqual([3]);
  });

  it('keeps one query per variant, each built on its first use', async () => {
    const built: string[] = [];
    const titled = preparedVariants((db, variant: 'one' | 'all') => {
      built.push(variant);
      const query = db.select({ id: notes.id }).from(notes).orderBy(asc(notes.id));
      return variant === 'one' ? query.where(eq(notes.title, sql.placeholder('title'))) : query;
    });
    const { db } = database;
    expect(await titled(db, 'one').execute({ title: 'বা' })).toEqual([{ id: 2 }]);
    expect(await titled(db, 'all').execute()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await titled(db, 'one').execute({ title: 'তা' })).toEqual([{ id: 3 }]);
    expect(built).toEqual(['one', 'all']);
  });

  it('names a list’s variant by its fixed parts and the filters given, and reads it back', () => {
    const variant = variantOf({ kind: 'book', size: undefined, pattern: '%a%' }, 'newest');
    expect(variant).toBe('newest|kind|pattern');
    expect(variantOf({ kind: undefined }, 'newest')).toBe('newest');
    const { fixed, placeholder } = filtersOf(variant, 1);
    expect(fixed).toEqual(['newest']);
    expect(placeholder('kind')).toEqual(sql.placeholder('kind'));
    expect(placeholder('size')).toBeUndefined();
    expect(filtersOf('kind').placeholder('kind')).toEqual(sql.placeholder('kind'));
  });

  it('builds a query of its own inside a transaction, so that it runs in the transaction', async () => {
    await database.db
      .transaction(async (tx) => {
        expect(byIds(tx)).not.toBe(byIds(database.db));
        await tx.insert(notes).values({ id: 4, title: 'ছা', at: new Date('2026-04-01T00:00:00Z') });
        expect((await byIds(tx).execute({ ids: [4] })).map((row) => row.title)).toEqual(['ছা']);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await byIds(database.db).execute({ ids: [4] })).toEqual([]);
  });
});
