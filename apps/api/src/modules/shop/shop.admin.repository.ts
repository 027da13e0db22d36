// The console's reads of the shop (issue 19): every learner's orders, one order, and the taka paid
// through mobile wallets.
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { users } from '../accounts/accounts.table';
import type { OrderStatus } from './orders.repository';
import { orderPayments, orders } from './orders.table';

/** How the console sorts orders: newest or oldest first, largest or smallest total first. */
export type AdminOrderSort = '-created_at' | 'created_at' | '-total' | 'total';

/** One page of every learner's orders (no top-ups), with the learner; by status, sorted on the server. */
export function adminOrdersPage(
  db: Db | Tx,
  filter: { status?: OrderStatus },
  sort: AdminOrderSort,
  query: PageQuery,
) {
  const where = and(
    sql`${orders.kind} <> 'topup'`,
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
  const column = sort.endsWith('total') ? orders.total : orders.createdAt;
  const direction = sort.startsWith('-') ? desc : asc;
  return withPagination(
    db
      .select({ order: orders, learner: users, total: totalSql })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(direction(column), desc(orders.id)),
    () => db.select({ n: count() }).from(orders).where(where),
    query,
  );
}

/** One order with its learner (the console). */
export async function adminOrderById(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ order: orders, learner: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

/**
 * Taka paid through a mobile wallet in [from, to) — shop orders and top-ups; a payment from the
 * learner's balance is money already counted when it was topped up: how many and how much.
 */
export async function walletPaymentsBetween(
  db: Db | Tx,
  from: Date,
  to: Date,
): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ count: count(), amount: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::int` })
    .from(orderPayments)
    .where(
      and(
        isNotNull(orderPayments.method),
        eq(orderPayments.currency, 'tk'),
        sql`${orderPayments.status} in ('paid', 'refund')`,
        sql`${orderPayments.paidAt} >= ${from}`,
        sql`${orderPayments.paidAt} < ${to}`,
      ),
    );
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

/** Taka paid through a mobile wallet in the shop per Asia/Dhaka day (the console's trends, issue 40). */
export function dailyWalletPaymentsBetween(db: Db | Tx, from: Date, to: Date) {
  const day = sql<string>`to_char(${orderPayments.paidAt} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
  return db
    .select({ day, amount: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::int`.mapWith(Number) })
    .from(orderPayments)
    .where(
      and(
        isNotNull(orderPayments.method),
        eq(orderPayments.currency, 'tk'),
        sql`${orderPayments.status} in ('paid', 'refund')`,
        sql`${orderPayments.paidAt} >= ${from}`,
        sql`${orderPayments.paidAt} < ${to}`,
      ),
    )
    .groupBy(day);
}
