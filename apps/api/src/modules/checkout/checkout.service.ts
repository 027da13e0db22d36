import type { V3Schemas } from '@tilawat/sdk';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, bundlePlans, enrollments, purchases } from '../db/schema';
import { conflict } from '../lib/http-error';
import { msg } from '../lib/messages';
import { seatsTaken, tk } from './catalogue-read';

export type PaymentOutcome = 'success' | 'failure' | 'cancel';
type PurchaseRow = typeof purchases.$inferSelect;

/** The contract's PurchaseTransaction. */
export function purchaseJson(row: PurchaseRow): V3Schemas['PurchaseTransaction'] {
  return {
    id: row.id,
    kind: row.kind,
    batch_id: row.batchId,
    course_id: row.courseId,
    plan: row.plan,
    method: row.method,
    amount: tk(row.amount),
    discount: tk(row.discount),
    promo_code: row.promoCode,
    status: row.status,
    redirect: row.redirect,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** Where the browser returns after paying: the purchase's `redirect` with its id and outcome. */
export function returnUrl(redirect: string, id: string, status: PurchaseRow['status']): string {
  const url = new URL(redirect);
  url.searchParams.set('transaction', id);
  url.searchParams.set('status', status);
  return url.toString();
}

/** Unpaid purchases past their 15 minutes become EXPIRED and free their seat. */
export async function expireStalePurchases(db: Db, now = new Date()): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'EXPIRED' })
    .where(and(eq(purchases.status, 'PENDING'), lte(purchases.expiresAt, now)));
}

export interface NewPurchase {
  userId: string;
  kind: 'batch' | 'bundle';
  batchId: number;
  courseId: number;
  plan: string | null;
  method: PurchaseRow['method'];
  original: number;
  discount: number;
  promoCode: string | null;
  redirect: string;
  /** How long the enrollment lasts (bundles), or null for as long as the batch. */
  accessDays: number | null;
  ttlMinutes: number;
}

/**
 * Creates a purchase in one database transaction: the batch row is locked so
 * that seats are counted once; the learner's earlier unpaid purchase of the
 * same batch is cancelled; a full live batch refuses with 409. Nothing to pay
 * (a 100 % promo) completes at once and enrolls in the same transaction.
 */
export async function startPurchase(db: Db, input: NewPurchase, now = new Date()): Promise<PurchaseRow> {
  await expireStalePurchases(db, now);
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(batches).where(eq(batches.id, input.batchId)).for('update');
    if (!batch) throw conflict('ENROLLMENT_CLOSED', msg.enrollmentClosed);
    const [enrolled] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, input.userId), eq(enrollments.batchId, input.batchId)));
    if (enrolled) throw conflict('ALREADY_ENROLLED', msg.alreadyEnrolled);
    await tx
      .update(purchases)
      .set({ status: 'CANCELLED' })
      .where(
        and(
          eq(purchases.userId, input.userId),
          eq(purchases.batchId, input.batchId),
          eq(purchases.status, 'PENDING'),
        ),
      );
    if (batch.seatsTotal !== null) {
      // The same count the catalogue shows, taken under the batch lock.
      const taken = (await seatsTaken(tx as unknown as Db, [batch.id], now)).get(batch.id) ?? 0;
      if (taken >= batch.seatsTotal) throw conflict('SOLD_OUT', msg.soldOut);
    }
    const free = input.original - input.discount <= 0;
    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId: input.userId,
        kind: input.kind,
        batchId: input.batchId,
        courseId: input.courseId,
        plan: input.plan,
        method: input.method,
        amount: input.original - input.discount,
        discount: input.discount,
        promoCode: input.promoCode,
        status: free ? 'COMPLETED' : 'PENDING',
        redirect: input.redirect,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.ttlMinutes * 60_000),
        completedAt: free ? now : null,
      })
      .returning();
    if (!purchase) throw new Error('purchase insert returned nothing');
    if (free) await enroll(tx as unknown as Db, purchase, input.accessDays, 'promo', now);
    return purchase;
  });
}

async function enroll(
  tx: Db,
  purchase: PurchaseRow,
  accessDays: number | null,
  source: 'purchase' | 'bundle' | 'promo',
  now: Date,
) {
  await tx
    .insert(enrollments)
    .values({
      userId: purchase.userId,
      batchId: purchase.batchId,
      source,
      transactionId: purchase.id,
      enrolledAt: now,
      expiresAt: accessDays ? new Date(now.getTime() + accessDays * 86_400_000) : null,
    })
    .onConflictDoNothing();
}

/**
 * Applies a verified gateway result, idempotently and in one transaction: only
 * a PENDING purchase changes; success enrolls the learner (exactly once, however
 * often the callback repeats); a success after the 15 minutes is EXPIRED.
 * Answers the purchase as it stands, or undefined when it does not exist.
 */
export async function applyPaymentResult(
  db: Db,
  purchaseId: string,
  outcome: PaymentOutcome,
  now = new Date(),
): Promise<PurchaseRow | undefined> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (purchase?.status !== 'PENDING') return purchase;
    const status =
      outcome === 'success'
        ? purchase.expiresAt <= now
          ? ('EXPIRED' as const)
          : ('COMPLETED' as const)
        : outcome === 'failure'
          ? ('FAILED' as const)
          : ('CANCELLED' as const);
    const [updated] = await tx
      .update(purchases)
      .set({ status, completedAt: status === 'COMPLETED' ? now : null })
      .where(eq(purchases.id, purchase.id))
      .returning();
    if (status === 'COMPLETED') {
      const [plan] = purchase.plan
        ? await tx
            .select({ accessDays: bundlePlans.accessDays })
            .from(bundlePlans)
            .where(eq(bundlePlans.id, purchase.plan))
        : [];
      const days = plan?.accessDays ?? null;
      await enroll(
        tx as unknown as Db,
        purchase,
        days,
        purchase.kind === 'bundle' ? 'bundle' : 'purchase',
        now,
      );
    }
    return updated;
  });
}
