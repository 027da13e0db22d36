// The leads area's reads and writes: one "call me back" request per phone per day; the console's list.
import { count, desc, eq } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { courses } from '../catalogue/catalogue.table';
import { type LeadStatus, leads } from './leads.table';

export type LeadInsert = typeof leads.$inferInsert;

/** Keeps a request unless this phone already asked that day; answers whether it was kept. */
export async function insertLead(db: Db | Tx, values: LeadInsert): Promise<boolean> {
  const rows = await db.insert(leads).values(values).onConflictDoNothing().returning({ id: leads.id });
  return rows.length > 0;
}

export type LeadRow = typeof leads.$inferSelect;

/** One page of the requests, newest first, with the course asked about; by status. */
export function leadsPage(db: Db | Tx, filter: { status?: LeadStatus }, query: PageQuery) {
  const where = filter.status ? eq(leads.status, filter.status) : undefined;
  return withPagination(
    db
      .select({ lead: leads, course: { id: courses.id, title: courses.title }, total: totalSql })
      .from(leads)
      .leftJoin(courses, eq(courses.id, leads.courseId))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id)),
    () => db.select({ n: count() }).from(leads).where(where),
    query,
  );
}

/** One request, locked until the transaction ends, with its course. */
export async function leadForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  return row;
}

export async function leadWithCourse(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ lead: leads, course: { id: courses.id, title: courses.title } })
    .from(leads)
    .leftJoin(courses, eq(courses.id, leads.courseId))
    .where(eq(leads.id, id));
  return row;
}

export async function updateLead(
  tx: Tx,
  id: number,
  changes: Pick<LeadRow, 'status' | 'note' | 'updatedAt'>,
): Promise<void> {
  await tx.update(leads).set(changes).where(eq(leads.id, id));
}

/** How many requests are waiting for a call (status `new`). */
export async function waitingCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(eq(leads.status, 'new'));
  return row?.n ?? 0;
}
