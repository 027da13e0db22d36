// The PostgreSQL client's named statements (issue 18): a parameterised statement is prepared once per
// connection and reused by name, so PostgreSQL plans it once instead of on every request. PostgreSQL
// only (PGlite has no connections); vitest.config.ts includes this file when DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestDatabase } from '../../test/helpers';
import type { Database } from './client';

let database: Database;
let drop: () => Promise<void>;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  // One connection, so that pg_prepared_statements (one session's) shows what every query left.
  ({ database, drop } = await postgresTestDatabase(process.env.DATABASE_URL as string, { poolSize: 1 }));
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

async function prepared() {
  return rowsOf(
    await database.db.execute(sql`select name, statement from pg_prepared_statements order by name`),
  ) as { name: string; statement: string }[];
}

describe('named statements on PostgreSQL', () => {
  it('prepares a parameterised statement once and runs it again by its name', async () => {
    const add = (n: number) => database.db.execute(sql`select ${n}::int + 1 as next`);
    expect(rowsOf(await add(1))).toEqual([{ next: 2 }]);
    expect(rowsOf(await add(41))).toEqual([{ next: 42 }]);
    const mine = (await prepared()).filter((row) => row.statement.includes('+ 1 as next'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toMatch(/^s[\w-]{20}$/);
  });

  it('plans each named statement once per connection (the generic plan), not per execution', async () => {
    expect(rowsOf(await database.db.execute(sql`show plan_cache_mode`))).toEqual([
      { plan_cache_mode: 'force_generic_plan' },
    ]);
    const ask = (n: number) => database.db.execute(sql`select ${n}::int - 1 as previous`);
    for (let n = 1; n <= 3; n++) await ask(n);
    const [mine] = rowsOf(
      await database.db.execute(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like ${'%- 1 as previous'}`,
      ),
    );
    expect(mine).toEqual({ generic: 3, custom: 0 });
  });

  it('names two texts apart, and leaves statements without parameters unnamed', async () => {
    await database.db.execute(sql`select ${1}::int * 2 as twice`);
    // Several commands in one text (a migration's shape) only run unnamed, in the simple protocol.
    await database.db.execute(sql.raw('select 1 as one; select 2 as two'));
    const statements = (await prepared()).map((row) => row.statement);
    expect(statements.filter((text) => text.includes('* 2 as twice'))).toHaveLength(1);
    expect(statements.filter((text) => text.includes('+ 1 as next'))).toHaveLength(1);
    expect(statements.some((text) => text.includes('select 1 as one'))).toBe(false);
  });
});

describe('a connection that ends under the pool', () => {
  it('is dropped and replaced: the next query answers, and nothing is thrown out of the process', async () => {
    const ended: Error[] = [];
    const { database: own, drop: dropOwn } = await postgresTestDatabase(process.env.DATABASE_URL as string, {
      poolSize: 1,
      onIdleError: (error) => ended.push(error),
    });
    try {
      const pid = rowsOf(await own.db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
      // as an administrator (or a restart) would: the pool's idle connection is ended from outside
      const killed = rowsOf(await database.db.execute(sql`select pg_terminate_backend(${pid}::int) as done`));
      expect(killed).toEqual([{ done: true }]);
      await expect.poll(() => ended.length).toBe(1);
      expect(rowsOf(await own.db.execute(sql`select ${1}::int as one`))).toEqual([{ one: 1 }]);
    } finally {
      await own.close();
      await dropOwn();
    }
  });
});
