import { asc, eq, max, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** A table of ordered records: an integer id and a position among the records of its group. */
type Ordered = PgTable & { id: PgColumn; position: PgColumn };

/**
 * The one rule of every "move to position" in the console (courses in the catalogue, a batch's
 * modules, a module's lessons): the group (`inGroup`) is numbered 1…n in its current order (position,
 * then id — so gaps and ties left by older data close up), the record moves to `to` (clamped to 1…n)
 * and the others shift to make room. Only rows whose position changes are written. Call it in the
 * transaction that locked the record. Answers the record's new position.
 */
export async function moveTo(tx: Tx, table: Ordered, inGroup: SQL, id: number, to: number): Promise<number> {
  const rows = (await tx
    .select({ id: table.id, position: table.position })
    .from(table as PgTable)
    .where(inGroup)
    .orderBy(asc(table.position), asc(table.id))
    .for('update')) as { id: number; position: number }[];
  const order = rows.map((row) => row.id).filter((other) => other !== id);
  const target = Math.min(Math.max(1, to), order.length + 1);
  order.splice(target - 1, 0, id);
  const current = new Map(rows.map((row) => [row.id, row.position]));
  for (const [index, rowId] of order.entries()) {
    if (current.get(rowId) !== index + 1) {
      await tx
        .update(table)
        .set({ position: index + 1 } as never)
        .where(eq(table.id, rowId));
    }
  }
  return target;
}

/** The next position at the end of a group (1 for an empty one). */
export async function nextPosition(tx: Tx, table: Ordered, inGroup: SQL): Promise<number> {
  const [row] = (await tx
    .select({ last: max(table.position) })
    .from(table as PgTable)
    .where(inGroup)) as { last: number | null }[];
  return (row?.last ?? 0) + 1;
}
