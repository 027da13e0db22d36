import { asc, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { vitalMeasurements } from './vitals.table';

export type VitalInsert = Omit<typeof vitalMeasurements.$inferInsert, 'id'>;

/** Appends one beacon's values (rows are never updated; the nightly clean-up deletes them). */
export async function insertMeasurements(db: Db | Tx, rows: VitalInsert[]): Promise<void> {
  if (rows.length) await db.insert(vitalMeasurements).values(rows);
}

export interface VitalPercentile {
  route: string;
  name: (typeof vitalMeasurements.$inferSelect)['name'];
  p75: number;
  count: number;
}

/**
 * The 75th percentile and the number of values of each route and metric received on `since` or later
 * (a day, YYYY-MM-DD), computed by the database: `percentile_cont` interpolates between the two values
 * around the 75th percent, as PostgreSQL and PGlite alike do.
 */
export async function percentilesSince(db: Db | Tx, since: string): Promise<VitalPercentile[]> {
  const rows = await db
    .select({
      route: vitalMeasurements.route,
      name: vitalMeasurements.name,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${vitalMeasurements.value})`.mapWith(
        Number,
      ),
      count: count(),
    })
    .from(vitalMeasurements)
    .where(gte(vitalMeasurements.day, since))
    .groupBy(vitalMeasurements.route, vitalMeasurements.name);
  return rows;
}

/**
 * Deletes up to `limit` of the values received before the day `before` (the nightly clean-up), oldest
 * first; answers how many went.
 */
export async function deleteBefore(
  db: Db | Tx,
  { before, limit }: { before: string; limit: number },
): Promise<number> {
  const oldest = db
    .select({ id: vitalMeasurements.id })
    .from(vitalMeasurements)
    .where(lt(vitalMeasurements.day, before))
    .orderBy(asc(vitalMeasurements.day))
    .limit(limit);
  const rows = await db
    .delete(vitalMeasurements)
    .where(inArray(vitalMeasurements.id, oldest))
    .returning({ id: vitalMeasurements.id });
  return rows.length;
}
