// The PostgreSQL client's named statements (issue 18): a parameterised statement is prepared once per
// connection and reused by name, so PostgreSQL plans it once instead of on every request. PostgreSQL
// only (PGlite has no connections); vitest.config.ts includes this file when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';

const url = process.env.DATABASE_URL as string;
const name = `tilawat_client_${randomBytes(5).toString('hex')}`;
let database: Database;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  // One connection, so that pg_prepared_statements (one session's) shows what every query left.
  database = createDatabase({ databaseUrl: own.toString(), pgliteDir: 'unused', poolSize: 1 });
});

afterAll(async () => {
  await database?.close();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
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
