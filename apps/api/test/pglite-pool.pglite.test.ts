import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { takePglite } from './pglite-pool';

// What every test app trusts of a database put back: it is the template as seeded, row for row and
// sequence for sequence, whatever the app before it did. Compared with a copy loaded fresh.

const dist = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
const runtime = {
  pgliteWasmModule: await WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
  fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
};

/** Every table's rows (as text, ordered) and every sequence's position: the database's whole state. */
async function stateOf(client: PGlite): Promise<string> {
  const tables = await client.query<{ name: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'tilawat_test_snapshot')
    order by 1`);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await client.query<{ row: string }>(`select t::text as row from ${name} t order by 1`);
    parts.push(`${name}: ${rows.rows.map((r) => r.row).join('\n')}`);
  }
  // each sequence read itself: pg_sequences shows what was last written to disk, not where it stands
  const sequences = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences order by 1`,
  );
  for (const { name } of sequences.rows) {
    const [at] = (
      await client.query<{ s: string }>(`select format('%s %s', last_value, is_called) as s from ${name}`)
    ).rows;
    parts.push(`${name} ${at?.s}`);
  }
  return parts.join('\n');
}

describe('a pooled PGlite', () => {
  it('comes back as the template left it, and is the one handed to the next app', async () => {
    const provided = inject('databaseTemplate');
    if (provided?.kind !== 'pglite') throw new Error('the run provides a PGlite template');
    const dump = new Blob([readFileSync(provided.path)]);
    const fresh = createDatabase({ pgliteDir: 'memory://', loadDataDir: dump, pgliteRuntime: runtime });
    const expected = await stateOf((fresh.connection as { client: PGlite }).client);
    await fresh.close();

    const statements: string[] = [];
    const first = await takePglite({ dump, runtime, onQuery: (statement) => statements.push(statement) });
    const client = (first.database.connection as { client: PGlite }).client;
    // what apps do: new rows with new ids, rows changed and deleted across tables tied by foreign keys
    await client.exec(`
      insert into outbox (channel, recipient, subject, body) values ('sms', '+8801700000000', 'x', 'y');
      update courses set title = 'বদলানো' where id = (select min(id) from courses);
      delete from enrollments;
      insert into audit_log (actor_id, action, target, at) values ((select id from users where role = 'admin' limit 1), 'job.retry', 'x', now());
      select nextval('leads_id_seq'), nextval('batches_id_seq');`);
    expect(await stateOf(client)).not.toBe(expected);
    await first.database.db.execute('select 1');
    expect(statements).toContain('select 1');
    await first.release();

    const againStatements: string[] = [];
    const second = await takePglite({
      dump,
      runtime,
      onQuery: (statement) => againStatements.push(statement),
    });
    expect(second.database).toBe(first.database);
    expect(await stateOf(client)).toBe(expected);
    // the first app's statement hook is gone; the second's hears its own
    await second.database.db.execute('select 2');
    expect(statements).not.toContain('select 2');
    expect(againStatements).toContain('select 2');
    await second.release();
  });

  it('drops a database its app closed, and loads a new one for the next', async () => {
    const provided = inject('databaseTemplate');
    if (provided?.kind !== 'pglite') throw new Error('the run provides a PGlite template');
    const dump = new Blob([readFileSync(provided.path)]);
    const taken = await takePglite({ dump, runtime, onQuery: () => {} });
    await taken.database.close();
    await taken.release();
    const next = await takePglite({ dump, runtime, onQuery: () => {} });
    expect(next.database).not.toBe(taken.database);
    await next.release();
  });
});
