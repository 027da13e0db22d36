// The payments of orders (top-ups included): each attempt to pay, its result, and the stale ones ending.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { atTime, NOW } from '../../db/sql';
import { orderPayments } from './orders.table';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

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
