// Orders: placing one (the cards locked, their stock taken), its status and history, the learner's pages
// of orders and of what they own, and the control panel's figures.
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageOf, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { filtersOf, preparedVariants, variantOf } from '../../db/prepared';
import { orderLines, orderPayments, orderStatusChanges, orders, type StoredOrderInfo } from './orders.table';
import { cards } from './shop.table';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatus = OrderRow['status'];

// ---------------------------------------------------------------- orders

/**
 * Cards locked until the transaction ends, in id order (two orders of the same cards wait for each
 * other instead of deadlocking): their stock is read and taken under the lock.
 */
export function cardsForUpdate(tx: Tx, ids: readonly number[]) {
  return tx
    .select()
    .from(cards)
    .where(inArray(cards.id, [...ids]))
    .orderBy(asc(cards.id))
    .for('update');
}

/** Takes (or, negative, gives back) stock of a card that counts it. */
export async function moveStock(tx: Tx, cardId: number, taken: number): Promise<void> {
  await tx
    .update(cards)
    .set({ stock: sql`${cards.stock} - ${taken}` })
    .where(and(eq(cards.id, cardId), isNotNull(cards.stock)));
}

export async function insertOrder(
  tx: Tx,
  values: {
    userId: string;
    kind: OrderRow['kind'];
    currency: OrderRow['currency'];
    subtotal: number;
    deliveryFee: number;
    total: number;
    orderInfo: StoredOrderInfo | null;
    at: Date;
    lines: {
      cardId: number;
      quantity: number;
      size: OrderLineRow['size'];
      unitPrice: number;
      reserved: number;
    }[];
  },
): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: values.userId,
      kind: values.kind,
      status: 'placed',
      currency: values.currency,
      subtotal: values.subtotal,
      deliveryFee: values.deliveryFee,
      total: values.total,
      orderInfo: values.orderInfo,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  const row = order as OrderRow;
  if (values.lines.length > 0) {
    await tx
      .insert(orderLines)
      .values(
        values.lines.map((line) => ({ ...line, orderId: row.id, lineTotal: line.unitPrice * line.quantity })),
      );
  }
  await tx.insert(orderStatusChanges).values({ orderId: row.id, status: 'placed', at: values.at });
  return row;
}

/** Moves an order to a status and adds the move to its history. */
export async function setOrderStatus(tx: Tx, id: string, status: OrderStatus, at: Date): Promise<void> {
  await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, id));
  await tx.insert(orderStatusChanges).values({ orderId: id, status, at });
}

/** A gift coupon's discount on an order: the discount, the code and the total after it. */
export async function applyDiscount(
  tx: Tx,
  id: string,
  values: { discount: number; couponCode: string; total: number; at: Date },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      discount: values.discount,
      couponCode: values.couponCode,
      total: values.total,
      updatedAt: values.at,
    })
    .where(eq(orders.id, id))
    .returning();
  return row as OrderRow;
}

/** An order, locked until the transaction ends. */
export async function orderForUpdate(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrder(db: Db | Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The lines (with their cards), history (oldest first) and payments (newest first) of these orders. */
export async function orderParts(db: Db | Tx, ids: readonly string[]) {
  if (ids.length === 0) return { lines: [], history: [], payments: [] };
  const reads = [
    () =>
      db
        .select({ line: orderLines, card: cards })
        .from(orderLines)
        .innerJoin(cards, eq(cards.id, orderLines.cardId))
        .where(inArray(orderLines.orderId, [...ids]))
        .orderBy(asc(orderLines.id)),
    () =>
      db
        .select()
        .from(orderStatusChanges)
        .where(inArray(orderStatusChanges.orderId, [...ids]))
        .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.id)),
    () =>
      db
        .select()
        .from(orderPayments)
        .where(inArray(orderPayments.orderId, [...ids]))
        .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id)),
  ] as const;
  // A transaction is one connection: its reads go one after another (node-postgres deprecates a query
  // sent while another runs on the same client); the pool reads them side by side.
  if ('rollback' in db) {
    const lines = await reads[0]();
    const history = await reads[1]();
    const payments = await reads[2]();
    return { lines, history, payments };
  }
  const [lines, history, payments] = await Promise.all([reads[0](), reads[1](), reads[2]()]);
  return { lines, history, payments };
}

/**
 * The display priority of a status, as a column (as the product specification numbers them: placed 1 …
 * refunded 6).
 */
const priorityOf = (priorities: Record<OrderStatus, number>): SQL =>
  sql`case ${orders.status} ${sql.join(
    Object.entries(priorities).map(([status, n]) => sql`when ${status} then ${n}`),
    sql` `,
  )} end`;

/** One page of the learner's orders by status priority, then newest first; by status and kind. */
export function ordersPage(
  db: Db | Tx,
  {
    userId,
    status,
    kind,
    priorities,
  }: {
    userId: string;
    status?: OrderStatus;
    kind?: OrderRow['kind'];
    priorities: Record<OrderStatus, number>;
  },
  query: PageQuery,
) {
  const filters = { userId, status, kind };
  // the order of statuses is in the query's text: a variant of its own
  const variant = variantOf(filters, JSON.stringify(priorities));
  return pageOf(
    (limit, offset) => ordersPageQuery(db, variant).execute({ ...filters, limit, offset }),
    () => db.select({ n: count() }).from(orders).where(orderConditions(filters)),
    query,
  );
}

/** The learner's orders with the filters given (their values, or placeholders of the same names). */
function orderConditions(filter: { userId?: unknown; status?: unknown; kind?: unknown }) {
  return and(
    sql`${orders.userId} = ${filter.userId}`,
    filter.status === undefined ? undefined : sql`${orders.status} = ${filter.status}`,
    filter.kind === undefined ? undefined : sql`${orders.kind} = ${filter.kind}`,
  );
}

const ordersPageQuery = preparedVariants((db, variant: string) => {
  const {
    fixed: [priorities = '{}'],
    placeholder,
  } = filtersOf(variant, 1);
  return db
    .select({ order: orders, total: totalSql })
    .from(orders)
    .where(
      orderConditions({
        userId: placeholder('userId'),
        status: placeholder('status'),
        kind: placeholder('kind'),
      }),
    )
    .orderBy(priorityOf(JSON.parse(priorities)), desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** One page of the lines of the learner's paid orders, newest payment first: what they own. */
export function productsPage(db: Db | Tx, userId: string, query: PageQuery) {
  const where = and(eq(orders.userId, userId), eq(orderPayments.status, 'paid'));
  const base = db
    .select({ line: orderLines, card: cards, paidAt: orderPayments.paidAt, total: totalSql })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .innerJoin(cards, eq(cards.id, orderLines.cardId))
    .where(where)
    .orderBy(desc(orderPayments.paidAt), asc(orderLines.id));
  return withPagination(
    base,
    () =>
      db
        .select({ n: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(where),
    query,
  );
}

// ---------------------------------------------------------------- control panel

/** How many orders the learner has in each status (statuses without any are absent). */
export async function ordersByStatus(db: Db | Tx, userId: string) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
}

/** The learner's most recent orders, newest first. */
export function recentOrders(db: Db | Tx, userId: string, limit: number) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
