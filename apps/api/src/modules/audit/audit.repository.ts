import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { users } from '../accounts/accounts.table';
import { type AuditAction, type AuditInsert, auditLog } from './audit.table';

/** Appends one entry (in the caller's transaction: the write and its record stand or fall together). */
export async function append(tx: Tx, entry: AuditInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** One page of the log, newest first, with who wrote each entry; by action and target. */
export function page(db: Db | Tx, filter: { action?: AuditAction; target?: string }, query: PageQuery) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.target) conditions.push(eq(auditLog.target, filter.target));
  const where = conditions.length ? and(...conditions) : undefined;
  return withPagination(
    db
      .select({ entry: auditLog, actor: users, total: totalSql })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.seq)),
    () => db.select({ n: count() }).from(auditLog).where(where),
    query,
  );
}
