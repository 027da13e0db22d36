// The learner's side of the shop: favourites and basket lines.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, max, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageOf, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { filtersOf, prepared, preparedVariants, variantOf } from '../../db/prepared';
import { atTime, NOW } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { cards } from './shop.table';
import {
  basketLines,
  favourites,
  orderLines,
  orderPayments,
  orderReviews,
  orderStatusChanges,
  orders,
  type StoredOrderInfo,
} from './orders.table';

export type FavouriteRow = typeof favourites.$inferSelect;
export type BasketLineRow = typeof basketLines.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type OrderReviewRow = typeof orderReviews.$inferSelect;

// ---------------------------------------------------------------- favourites

/** Follows a catalogue; following it again changes nothing. */
export async function addFavourite(db: Db | Tx, userId: string, catalogId: number, at: Date): Promise<void> {
  await db.insert(favourites).values({ userId, catalogId, createdAt: at }).onConflictDoNothing();
}

export async function removeFavourite(db: Db | Tx, userId: string, catalogId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.catalogId, catalogId)));
}

export async function favouritesCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
  return row?.n ?? 0;
}

/** One page of the learner's favourites, newest first. */
export function favouritesPage(db: Db | Tx, userId: string, query: PageQuery) {
  const where = eq(favourites.userId, userId);
  return withPagination(
    db
      .select({ favourite: favourites, total: totalSql })
      .from(favourites)
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id)),
    () => db.select({ n: count() }).from(favourites).where(where),
    query,
  );
}

// ---------------------------------------------------------------- basket

/** The learner's basket lines with their cards, oldest line first. */
export function basketOf(db: Db | Tx, userId: string) {
  return basketQuery(db).execute({ userId });
}

const basketQuery = prepared((db) =>
  db
    .select({ line: basketLines, card: cards })
    .from(basketLines)
    .innerJoin(cards, eq(cards.id, basketLines.cardId))
    .where(eq(basketLines.userId, sql.placeholder('userId')))
    .orderBy(asc(basketLines.addedAt), asc(basketLines.cardId)),
);

/** When the learner's basket last changed, or null when it never held anything. */
export async function basketUpdatedAt(db: Db | Tx, userId: string): Promise<Date | null> {
  const [row] = await basketUpdatedAtQuery(db).execute({ userId });
  return row?.at ?? null;
}

const basketUpdatedAtQuery = prepared((db) =>
  db
    .select({ at: max(basketLines.updatedAt) })
    .from(basketLines)
    .where(eq(basketLines.userId, sql.placeholder('userId'))),
);

/** Puts a line at `quantity` (keeping the price it was first added at), or adds it. */
export async function putLine(
  db: Db | Tx,
  values: { userId: string; cardId: number; quantity: number; price: number; at: Date },
): Promise<void> {
  await db
    .insert(basketLines)
    .values({
      userId: values.userId,
      cardId: values.cardId,
      quantity: values.quantity,
      addedPrice: values.price,
      addedAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [basketLines.userId, basketLines.cardId],
      set: { quantity: values.quantity, updatedAt: values.at },
    });
}

export async function removeLine(db: Db | Tx, userId: string, cardId: number): Promise<void> {
  await db.delete(basketLines).where(and(eq(basketLines.userId, userId), eq(basketLines.cardId, cardId)));
}

/** Locks the learner's user-level basket for one change at a time (two tabs adding at once). */
export async function lockBasket(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`basket:${userId}`}))`);
}

/** Empties the learner's basket (an order was made of it). */
export async function clearBasket(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(basketLines).where(eq(basketLines.userId, userId));
}

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

// ---------------------------------------------------------------- payments

/**
 * A learner's payments still waiting past their expiry become expired (an unpaid attempt after 15
 * minutes): the orders they were for.
 */
export async function expireStalePayments(db: Db | Tx, userId: string, now: Date): Promise<string[]> {
  const rows = await expireStalePaymentsQuery(db).execute({ userId, now: now.toISOString() });
  return rows.map((row) => row.orderId);
}

// every read of the learner's orders runs it first (issue 18)
const expireStalePaymentsQuery = prepared((db) =>
  db
    .update(orderPayments)
    .set({ status: 'expired' })
    .where(
      and(
        eq(orderPayments.userId, sql.placeholder('userId')),
        eq(orderPayments.status, 'waiting_payment'),
        lte(orderPayments.expiresAt, atTime(NOW)),
      ),
    )
    .returning({ orderId: orderPayments.orderId }),
);

/** Ends an order's waiting payments (a new attempt replaces them): only one can ever be paid. */
export async function expireWaitingPayments(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(orderPayments)
    .set({ status: 'expired' })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'waiting_payment')));
}

/** A payment waiting for a mobile wallet, or (with `paidAt`) one paid at once from a balance or by a coupon. */
export async function insertPayment(
  tx: Tx,
  values: Omit<typeof orderPayments.$inferInsert, 'id' | 'status'>,
): Promise<OrderPaymentRow> {
  const [row] = await tx
    .insert(orderPayments)
    .values({ ...values, status: values.paidAt ? 'paid' : 'waiting_payment' })
    .returning();
  return row as OrderPaymentRow;
}

/** The mobile wallet a payer chose at the gateway (a top-up made without one). */
export async function setPaymentMethod(
  tx: Tx,
  id: string,
  method: NonNullable<OrderPaymentRow['method']>,
): Promise<void> {
  await tx.update(orderPayments).set({ method }).where(eq(orderPayments.id, id));
}

/** Records the gateway's references of a payment: what paid it, and the refund started for it. */
export async function setPaymentRefs(
  db: Db | Tx,
  id: string,
  refs: { gatewayRef?: string; refundRef?: string | null },
): Promise<void> {
  await db.update(orderPayments).set(refs).where(eq(orderPayments.id, id));
}

/** The payment that paid an order, if one did. */
export async function paidPaymentOf(db: Db | Tx, orderId: string): Promise<OrderPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'paid')));
  return row;
}

export async function findPayment(db: Db | Tx, id: string): Promise<OrderPaymentRow | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, id));
  return row;
}

/** A payment, locked until the transaction ends (its result is applied once). */
export async function paymentForUpdate(tx: Tx, id: string): Promise<OrderPaymentRow | undefined> {
  const [row] = await tx.select().from(orderPayments).where(eq(orderPayments.id, id)).for('update');
  return row;
}

export async function setPaymentStatus(
  tx: Tx,
  id: string,
  status: OrderPaymentRow['status'],
  paidAt: Date | null,
): Promise<void> {
  await tx.update(orderPayments).set({ status, paidAt }).where(eq(orderPayments.id, id));
}

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

// ---------------------------------------------------------------- reviews

/** Opens a review (rating null) for each line of a completed order; an open one stays as it is. */
export async function openReviews(tx: Tx, orderId: string, userId: string, at: Date): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  if (lines.length === 0) return;
  await tx
    .insert(orderReviews)
    .values(
      lines.map((line) => ({ userId, orderId, orderLineId: line.id, cardId: line.cardId, createdAt: at })),
    )
    .onConflictDoNothing();
}

/** One page of the learner's reviews with their cards: still to write first, then newest first. */
export function reviewsPage(
  db: Db | Tx,
  { userId, pending, orderId }: { userId: string; pending?: boolean; orderId?: string },
  query: PageQuery,
) {
  const where = and(
    eq(orderReviews.userId, userId),
    pending === true
      ? isNull(orderReviews.rating)
      : pending === false
        ? isNotNull(orderReviews.rating)
        : undefined,
    orderId ? eq(orderReviews.orderId, orderId) : undefined,
  );
  return withPagination(
    db
      .select({ review: orderReviews, card: cards, total: totalSql })
      .from(orderReviews)
      .innerJoin(cards, eq(cards.id, orderReviews.cardId))
      .where(where)
      .orderBy(
        sql`${orderReviews.rating} is null desc`,
        desc(orderReviews.createdAt),
        asc(orderReviews.orderLineId),
      ),
    () => db.select({ n: count() }).from(orderReviews).where(where),
    query,
  );
}

/** A review with its card, locked until the transaction ends. */
export async function reviewForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select({ review: orderReviews, card: cards })
    .from(orderReviews)
    .innerJoin(cards, eq(cards.id, orderReviews.cardId))
    .where(eq(orderReviews.id, id))
    .for('update', { of: orderReviews });
  return row;
}

export async function writeReview(
  tx: Tx,
  id: string,
  values: { rating: number; comment: string | null; at: Date },
): Promise<OrderReviewRow> {
  const [row] = await tx
    .update(orderReviews)
    .set({ rating: values.rating, comment: values.comment, updatedAt: values.at })
    .where(eq(orderReviews.id, id))
    .returning();
  return row as OrderReviewRow;
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

// ---------------------------------------------------------------- the console (issue 19)

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
