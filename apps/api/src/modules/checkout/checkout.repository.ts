// The checkout area's reads and writes: promos and purchases. Other areas count a batch's seat holds
// in their own queries through {@link seatHoldCountSql}, and its seats taken through
// {@link batchSeatsTakenSql}.
import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { nestedRows, qb } from '../../db/nested';
import { prepared } from '../../db/prepared';
import { type At, atTime, col, NOW } from '../../db/sql';
import * as catalogue from '../catalogue/catalogue.repository';
import { batches, bundlePlans, courses } from '../catalogue/catalogue.table';
import type { SeatsTaken } from '../catalogue/seats';
import * as enrollments from '../enrollments/enrollments.repository';
import * as learning from '../learning/learning.repository';
import * as learningProgress from '../learning/progress.repository';
import * as orientation from '../orientation/orientation.repository';
import { promos, purchases } from './checkout.table';

export type PromoRow = typeof promos.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseStatus = PurchaseRow['status'];

/**
 * How many unpaid purchases of a batch still hold a seat at `now` (PENDING and not expired), as a
 * column over the table of `batchId`.
 */
export const seatHoldCountSql = (batchId: AnyPgColumn, now: At): SQL<number> =>
  sql<number>`(select count(*) from ${purchases} where ${col(purchases.batchId)} = ${col(batchId)}
    and ${col(purchases.status)} = 'PENDING' and ${col(purchases.expiresAt)} > ${atTime(now)})`;

/**
 * The seats taken of each batch at `now`: its enrollments and the seats its unpaid purchases hold, as an
 * integer column over `batches` (the catalogue's operator side is given it: catalogue/seats.ts).
 */
export const batchSeatsTakenSql: SeatsTaken = (now) => enrollments.seatsTakenSql(now, seatHoldCountSql);

/** A course's batches with their seats taken at `now`: what its price is drawn from (catalogue/course-price.ts). */
export const courseBatchSeats = (db: Db | Tx, courseId: number, now: Date) =>
  catalogue.batchesOfCourse(db, courseId, batchSeatsTakenSql(now));

// ---------------------------------------------------------------- promos

/** A promo by code, in any case (codes are kept upper-case). */
export async function findPromo(db: Db | Tx, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promos).where(eq(promos.code, code.trim().toUpperCase()));
  return row;
}

/** A promo by code, locked until the transaction ends: its uses are counted and added once at a time. */
export async function lockPromo(tx: Tx, code: string): Promise<PromoRow | undefined> {
  const [row] = await tx
    .select()
    .from(promos)
    .where(eq(promos.code, code.trim().toUpperCase()))
    .for('update');
  return row;
}

/**
 * The purchases that use a promo at `now`: paid ones, and unpaid ones that still hold their seat. A
 * failed, cancelled or expired purchase gives its use back. Its columns are written qualified, so
 * that the rule also holds inside a subquery over promos.
 */
const usesPromoAt = (now: At): SQL =>
  sql`(${col(purchases.status)} = 'COMPLETED' or (${col(purchases.status)} = 'PENDING'
    and ${col(purchases.expiresAt)} > ${atTime(now)}))`;

/**
 * Uses of a promo at `now`, by everyone and by one learner (0 without one). `replacing` leaves out
 * that learner's unpaid purchase of that batch, which buying it again would cancel.
 */
export async function promoUses(
  db: Db | Tx,
  { code, userId, now, replacing }: { code: string; userId?: string; now: Date; replacing?: number },
): Promise<{ total: number; learner: number }> {
  const replaced =
    userId && replacing !== undefined
      ? sql`not (${col(purchases.userId)} = ${userId} and ${col(purchases.batchId)} = ${replacing}
          and ${col(purchases.status)} = 'PENDING')`
      : undefined;
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      learner: userId
        ? sql<number>`count(*) filter (where ${purchases.userId} = ${userId})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(purchases)
    .where(and(eq(purchases.promoCode, code), usesPromoAt(now), replaced));
  return { total: counts?.total ?? 0, learner: counts?.learner ?? 0 };
}

/** Public promos that have not expired at `now` nor run out of uses, soonest to end first. */
export function publicPromos(db: Db | Tx, now: Date): Promise<PromoRow[]> {
  return publicPromosQuery(db).execute({ now: now.toISOString() });
}

const publicPromosQuery = prepared((db) => {
  const uses = sql`(select count(*) from ${purchases} where ${col(purchases.promoCode)} = ${col(promos.code)}
    and ${usesPromoAt(NOW)})`;
  return db
    .select()
    .from(promos)
    .where(
      and(
        eq(promos.public, true),
        or(isNull(promos.validUntil), gt(promos.validUntil, atTime(NOW))),
        or(isNull(promos.totalLimit), sql`${uses} < ${col(promos.totalLimit)}`),
      ),
    )
    .orderBy(sql`${promos.validUntil} asc nulls last`, asc(promos.code));
});

// ---------------------------------------------------------------- purchases

/** Unpaid purchases past their expiry become EXPIRED and free their seat. */
export async function expireStale(db: Db | Tx, now: Date): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'EXPIRED' })
    .where(and(eq(purchases.status, 'PENDING'), lte(purchases.expiresAt, now)));
}

/** Cancels the learner's unpaid purchases of a batch (a new purchase replaces them). */
export async function cancelPending(db: Db | Tx, userId: string, batchId: number): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'CANCELLED' })
    .where(
      and(eq(purchases.userId, userId), eq(purchases.batchId, batchId), eq(purchases.status, 'PENDING')),
    );
}

export async function insertPurchase(
  db: Db | Tx,
  values: typeof purchases.$inferInsert,
): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error('purchase insert returned nothing');
  return row;
}

export async function findPurchase(db: Db | Tx, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

/** A purchase, locked until the transaction ends (a payment result is applied once). */
export async function lockPurchase(tx: Tx, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row;
}

export async function setPurchaseStatus(
  db: Db | Tx,
  id: string,
  status: PurchaseStatus,
  completedAt: Date | null,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .update(purchases)
    .set({ status, completedAt })
    .where(eq(purchases.id, id))
    .returning();
  return row;
}

const pendingRows = nestedRows({
  purchase: purchases,
  batch: batches,
  course: courses,
  // null without a plan
  planTitle: sql<string | null>`${bundlePlans.title}`,
});

/**
 * The learner's purchases still waiting for payment at `now`, oldest first, each with what it buys:
 * its batch, course and plan's title (null without a plan), as a column. Placeholders: `userId`, `now`.
 */
const pendingPurchasesSql = pendingRows.column(
  qb
    .select({ rows: pendingRows.aggregate(asc(purchases.createdAt), asc(purchases.id)) })
    .from(purchases)
    .innerJoin(batches, eq(batches.id, purchases.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(bundlePlans, eq(bundlePlans.id, purchases.plan))
    .where(
      and(
        eq(purchases.userId, sql.placeholder('userId')),
        eq(purchases.status, 'PENDING'),
        gt(purchases.expiresAt, atTime(NOW)),
      ),
    ),
);

/**
 * A learner's booking status in one prepared statement (issue 18), for the dashboard: their enrollments
 * with each batch's seats taken, attendance and recordings watched, and their webinar bookings (columns
 * the enrollments, learning and orientation areas build, with the placeholders `userId` and `now`), and
 * their purchases waiting for payment ({@link pendingPurchasesSql}).
 */
export const bookingStatusQuery = prepared((db) =>
  db
    .select({
      enrollments: enrollments.enrollmentOverviewSql(
        enrollments.seatsTakenSql(NOW, seatHoldCountSql),
        (batchId) => ({
          ...learning.attendanceSql(batchId, sql.placeholder('userId'), NOW),
          ...learningProgress.watchedSql(batchId, sql.placeholder('userId')),
        }),
      ),
      pending: pendingPurchasesSql,
      bookings: orientation.bookingsSql(sql.placeholder('userId'), NOW),
    })
    .from(sql`(values (1)) as one (x)`),
);

/** Paid purchases completed in [from, to): how many and how much (taka). Free ones (a 100 % promo) are not sales. */
export async function salesBetween(
  db: Db | Tx,
  from: Date,
  to: Date,
): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ count: count(), amount: sql<number>`coalesce(sum(${purchases.amount}), 0)::int` })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'COMPLETED'),
        gt(purchases.amount, 0),
        gte(purchases.completedAt, from),
        lt(purchases.completedAt, to),
      ),
    );
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

/** Paid course purchases per Asia/Dhaka day between two instants (the console's trends, issue 40). */
export function dailySalesBetween(db: Db | Tx, from: Date, to: Date) {
  const day = sql<string>`to_char(${purchases.completedAt} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
  return db
    .select({ day, amount: sql<number>`coalesce(sum(${purchases.amount}), 0)::int`.mapWith(Number) })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'COMPLETED'),
        gt(purchases.amount, 0),
        gte(purchases.completedAt, from),
        lt(purchases.completedAt, to),
      ),
    )
    .groupBy(day);
}

/** A learner's latest course purchases, newest first. */
export function purchasesOf(db: Db | Tx, userId: string, limit: number): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit);
}

// ---------------------------------------------------------------- the console (issue 19)

export type PromoInsert = typeof promos.$inferInsert;

/** A promo's uses at `now` (the same count its limits are checked against), as a column over `promos`. */
const promoUsesSql = (now: Date) =>
  sql<number>`(select count(*)::int from ${purchases} where ${col(purchases.promoCode)} = ${col(promos.code)}
    and ${usesPromoAt(now)})`;

/** Every promo by code, with its uses at `now`. */
export function adminPromosPage(db: Db | Tx, now: Date, query: PageQuery) {
  return withPagination(
    db
      .select({ promo: promos, uses: promoUsesSql(now), total: totalSql })
      .from(promos)
      .orderBy(asc(promos.code)),
    () => db.select({ n: count() }).from(promos),
    query,
  );
}

/** One promo (its code upper-case) with its uses at `now`. */
export async function adminPromo(db: Db | Tx, now: Date, code: string) {
  const [row] = await db
    .select({ promo: promos, uses: promoUsesSql(now) })
    .from(promos)
    .where(eq(promos.code, code));
  return row;
}

/** Inserts a promo; undefined when its code was taken meanwhile. */
export async function insertPromo(tx: Tx, values: PromoInsert): Promise<PromoRow | undefined> {
  const [row] = await tx
    .insert(promos)
    .values(values)
    .onConflictDoNothing({ target: promos.code })
    .returning();
  return row;
}

export async function updatePromo(tx: Tx, code: string, values: Partial<PromoInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(promos).set(values).where(eq(promos.code, code));
}
