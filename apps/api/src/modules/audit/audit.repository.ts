import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
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

/**
 * Whether the log names the account `userId` as what an operator wrote (`user:<id>`: enrolled by hand,
 * given a coupon, signed out): a condition another area's statement takes (the accounts' clean-up keeps
 * such an account). Read by the (target, seq) index.
 */
export const namesUserSql = (userId: SQL): SQL =>
  sql`exists (select 1 from ${auditLog} where ${col(auditLog.target)} = 'user:' || ${userId}::text)`;

/**
 * Deletes up to `limit` of the oldest entries, those written before `before` (the nightly clean-up). The
 * oldest are read by the log's order (`seq`, indexed), whose times only grow: a batch that reaches an
 * entry written since `before` deletes fewer than `limit`, and the next would find none.
 */
export async function deleteOldest(
  db: Db | Tx,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const oldest = db
    .select({ id: auditLog.id, at: auditLog.at })
    .from(auditLog)
    .orderBy(asc(auditLog.seq))
    .limit(limit)
    .as('oldest');
  const rows = await db
    .delete(auditLog)
    .where(inArray(auditLog.id, db.select({ id: oldest.id }).from(oldest).where(lt(oldest.at, before))))
    .returning({ id: auditLog.id });
  return rows.length;
}
