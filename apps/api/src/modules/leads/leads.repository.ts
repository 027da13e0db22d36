// The leads area's writes: one "call me back" request per phone per day.
import type { Db, Tx } from '../../db/client';
import { leads } from './leads.table';

export type LeadInsert = typeof leads.$inferInsert;

/** Keeps a request unless this phone already asked that day; answers whether it was kept. */
export async function insertLead(db: Db | Tx, values: LeadInsert): Promise<boolean> {
  const rows = await db.insert(leads).values(values).onConflictDoNothing().returning({ id: leads.id });
  return rows.length > 0;
}
