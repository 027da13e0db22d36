// The wallet's reads and writes: ledger rows, the balances summed from them, and coupons.
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { coupons, ledgerEntries } from './wallet.table';

export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type LedgerInsert = Omit<typeof ledgerEntries.$inferInsert, 'id'>;
export type CouponRow = typeof coupons.$inferSelect;
export type Currency = LedgerRow['currency'];
export type Balances = Record<Currency, number>;

/**
 * One movement of one learner's balances at a time: every write that reads a balance first (a
 * payment from the wallet, a claim) takes this lock, so two of them never both see the same money.
 */
export async function lockWallet(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${userId}`}))`);
}

/** What counts toward a balance: the wallet's own COMPLETED rows, credits minus debits. */
const signedAmount = sql<number>`case when ${ledgerEntries.direction} = 'credit' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end`;

/** The learner's balances per unit (0 for a unit with no rows), summed from the ledger. */
export async function balances(db: Db | Tx, userId: string): Promise<Balances> {
  const rows = await db
    .select({
      currency: ledgerEntries.currency,
      balance: sql<number>`coalesce(sum(${signedAmount}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.inWallet, true),
        eq(ledgerEntries.status, 'COMPLETED'),
      ),
    )
    .groupBy(ledgerEntries.currency);
  const sums: Balances = { tk: 0, star: 0, point: 0 };
  for (const row of rows) sums[row.currency] = row.balance;
  return sums;
}

/**
 * Writes a ledger row unless one with its key exists (the movement already happened): the new row,
 * or null when it was already there.
 */
export async function insertEntry(tx: Tx, values: LedgerInsert): Promise<LedgerRow | null> {
  const [row] = await tx.insert(ledgerEntries).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function entryByKey(db: Db | Tx, key: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.key, key));
  return row;
}

/** A PENDING row becomes COMPLETED with its final note (a top-up paid): the row, or null when it was not pending. */
export async function completeEntry(tx: Tx, key: string, note: string): Promise<LedgerRow | null> {
  const [row] = await tx
    .update(ledgerEntries)
    .set({ status: 'COMPLETED', note })
    .where(and(eq(ledgerEntries.key, key), eq(ledgerEntries.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** Removes a PENDING row (a top-up that failed or expired moved nothing). */
export async function dropPendingEntry(tx: Tx, key: string): Promise<void> {
  await tx.delete(ledgerEntries).where(and(eq(ledgerEntries.key, key), eq(ledgerEntries.status, 'PENDING')));
}

/** One page of what moved the learner's balances, newest first, by kind and status. */
export function transactionsPage(
  db: Db | Tx,
  { userId, kind, status }: { userId: string; kind?: LedgerRow['kind']; status?: LedgerRow['status'] },
  query: PageQuery,
) {
  const where = and(
    eq(ledgerEntries.userId, userId),
    eq(ledgerEntries.inWallet, true),
    kind ? eq(ledgerEntries.kind, kind) : undefined,
    status ? eq(ledgerEntries.status, status) : undefined,
  );
  return withPagination(
    db
      .select({ entry: ledgerEntries, total: totalSql })
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)),
    () => db.select({ n: count() }).from(ledgerEntries).where(where),
    query,
  );
}

/** Every ledger row of a learner, newest first (tests' invariant, the operator's view later). */
export function ledgerOf(db: Db | Tx, userId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
}

// ---------------------------------------------------------------- coupons

/** Issues a coupon unless the learner already has one for its reason: the coupon, or null. */
export async function insertCoupon(
  tx: Db | Tx,
  values: Omit<typeof coupons.$inferInsert, 'id' | 'usedAt' | 'orderId'>,
): Promise<CouponRow | null> {
  const [row] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A coupon by its code (upper-case), locked until the transaction ends. */
export async function couponByCodeForUpdate(tx: Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  return row;
}

export async function couponForUpdate(tx: Tx, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** The coupon applied to an order, if any. */
export async function couponOfOrder(db: Db | Tx, orderId: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.orderId, orderId));
  return row;
}

export async function markCouponUsed(tx: Tx, id: string, at: Date, orderId: string | null): Promise<void> {
  await tx.update(coupons).set({ usedAt: at, orderId }).where(eq(coupons.id, id));
}

/** Gives back the coupon an unpaid order held (the order was cancelled). */
export async function releaseCouponOf(tx: Tx, orderId: string): Promise<void> {
  await tx.update(coupons).set({ usedAt: null, orderId: null }).where(eq(coupons.orderId, orderId));
}

const expiredAt = (now: Date): SQL => and(isNotNull(coupons.expiresAt), lte(coupons.expiresAt, now)) as SQL;
const liveAt = (now: Date): SQL => or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)) as SQL;

/**
 * One page of the learner's coupons: still to use first (soonest to expire first), then used ones
 * (latest first), then expired ones (latest first); by kind and by expiry.
 */
export function couponsPage(
  db: Db | Tx,
  {
    userId,
    kind,
    expiry,
    now,
  }: { userId: string; kind?: CouponRow['kind']; expiry?: 'available' | 'expired'; now: Date },
  query: PageQuery,
) {
  const where = and(
    eq(coupons.userId, userId),
    kind ? eq(coupons.kind, kind) : undefined,
    expiry === 'expired' ? expiredAt(now) : expiry === 'available' ? liveAt(now) : undefined,
  );
  const group = sql`case when ${expiredAt(now)} then 2 when ${coupons.usedAt} is not null then 1 else 0 end`;
  return withPagination(
    db
      .select({ coupon: coupons, total: totalSql })
      .from(coupons)
      .where(where)
      .orderBy(
        group,
        sql`case when ${coupons.usedAt} is null and ${liveAt(now)} then ${coupons.expiresAt} end asc nulls last`,
        desc(coupons.usedAt),
        desc(coupons.expiresAt),
        asc(coupons.id),
      ),
    () => db.select({ n: count() }).from(coupons).where(where),
    query,
  );
}

/** How many of the learner's coupons can still be used (neither used nor expired). */
export async function availableCouponsCount(db: Db | Tx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(eq(coupons.userId, userId), isNull(coupons.usedAt), liveAt(now)));
  return row?.n ?? 0;
}

/** Whether the learner already has a coupon given for this reason (one per reason and learner). */
export async function hasCouponFor(db: Db | Tx, userId: string, reason: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.userId, userId), eq(coupons.reason, reason)));
  return row !== undefined;
}
