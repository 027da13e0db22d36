// PGlite's named statements (issue 18, `PreparingPGlite`): a parameterised statement outside a
// transaction is prepared once in PGlite's session and then only bound and executed; it answers what
// PGlite's own path answers, fails as it fails, and never runs inside another caller's transaction.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';

let database: Database;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = createDatabase({ pgliteDir: 'memory://' });
  await database.db.execute(
    sql.raw(
      'create table named_notes (id integer primary key, title text not null, tags text[], meta jsonb)',
    ),
  );
});
afterAll(() => database.close());

async function prepared() {
  return rowsOf(
    await database.db.execute(
      sql.raw(
        'select name, statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements',
      ),
    ),
  ) as { name: string; statement: string; generic: number; custom: number }[];
}

describe('named statements on PGlite', () => {
  it('prepares a parameterised statement once, runs it again by its name, on its generic plan', async () => {
    const add = (n: number) => database.db.execute(sql`select ${n}::int + 1 as next`);
    expect(rowsOf(await add(1))).toEqual([{ next: 2 }]);
    expect(rowsOf(await add(41))).toEqual([{ next: 42 }]);
    expect(rowsOf(await add(-5))).toEqual([{ next: -4 }]);
    const mine = (await prepared()).filter((row) => row.statement.includes('+ 1 as next'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toMatch(/^s[\w-]{20}$/);
    expect(mine[0]).toMatchObject({ generic: 3, custom: 0 });
  });

  it('leaves statements without parameters, and statements in a transaction, to PGlite’s own path', async () => {
    await database.db.execute(sql.raw('select 7 as seven'));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${3}::int * 3 as nine`);
    });
    const statements = (await prepared()).map((row) => row.statement);
    expect(statements.some((text) => text.includes('7 as seven'))).toBe(false);
    expect(statements.some((text) => text.includes('* 3 as nine'))).toBe(false);
  });

  it('answers what PGlite’s own path answers: nulls, arrays, JSON, times, numerics', async () => {
    const query = (id: number, title: string, tags: string[] | null, meta: unknown) =>
      sql`select ${id}::int as id, ${title}::text as title, ${sql.param(tags)}::text[] as tags, ${JSON.stringify(meta)}::jsonb as meta,
        ${'2026-11-25T08:00:00.000Z'}::timestamptz as at, ${'12.50'}::numeric as price, ${null}::text as nothing`;
    const named = rowsOf(await database.db.execute(query(1, 'আলিফ', ['ক', 'খ'], { a: [1, 'বা'] })));
    // the same text inside a transaction runs on PGlite's own, unnamed path
    const own = await database.db.transaction(async (tx) =>
      rowsOf(await tx.execute(query(1, 'আলিফ', ['ক', 'খ'], { a: [1, 'বা'] }))),
    );
    expect(named).toEqual(own);
    expect(named[0]).toMatchObject({
      id: 1,
      title: 'আলিফ',
      tags: ['ক', 'খ'],
      meta: { a: [1, 'বা'] },
      nothing: null,
    });
    expect(rowsOf(await database.db.execute(query(2, 'বা', null, null)))[0]).toMatchObject({ tags: null });
  });

  it('fails as PGlite fails (the code and the text on the error) and leaves the session ready', async () => {
    const insert = (id: number) =>
      database.db.execute(sql`insert into named_notes (id, title) values (${id}, ${'নোট'})`);
    await insert(10);
    const failure = await insert(10).then(
      () => null,
      (error: unknown) => error as Error & { cause?: { code?: string; query?: string } },
    );
    expect(failure?.cause?.code).toBe('23505');
    expect(failure?.cause?.query).toContain('insert into named_notes');
    // a bad value fails at bind time, on a statement already prepared
    const divide = (n: number) => database.db.execute(sql`select 10 / ${n}::int as part`);
    expect(rowsOf(await divide(5))).toEqual([{ part: 2 }]);
    await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } });
    // a text PostgreSQL cannot parse is not kept, and the session goes on
    await expect(database.db.execute(sql`select from where ${1}`)).rejects.toMatchObject({
      cause: { code: '42601' },
    });
    expect(rowsOf(await divide(2))).toEqual([{ part: 5 }]);
    expect(
      rowsOf(await database.db.execute(sql`select count(*)::int as n from named_notes where id = ${10}`)),
    ).toEqual([{ n: 1 }]);
  });

  it('waits for another caller’s transaction instead of running inside it', async () => {
    const read = () =>
      database.db.execute(sql`select count(*)::int as n from named_notes where title = ${'লেনদেন'}`);
    await read();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into named_notes (id, title) values (${20}, ${'লেনদেন'})`);
      await held;
      tx.rollback();
    });
    // the read is sent (drizzle's query starts when awaited) while the transaction holds its
    // uncommitted row; it answers once the transaction has ended
    await new Promise((resolve) => setTimeout(resolve, 20));
    let answered = false;
    const during = read().then((result) => {
      answered = true;
      return rowsOf(result);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    await expect(transaction).rejects.toThrow();
    expect(await during).toEqual([{ n: 0 }]);
  });
});
