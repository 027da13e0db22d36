// Buying a batch or a bundle (docs/decisions/0006-payment-gateways.md and
// 0008-money-and-enrollments-in-one-transaction.md): the server prices it, holds a seat while the payment is
// pending, and enrolls exactly once when it is paid. Promos and the learner's bookings.

import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import type { BatchRow, CourseRow } from '../catalogue/catalogue.repository';
import * as catalogue from '../catalogue/catalogue.repository';
import { priceOf } from '../catalogue/course-price';
import * as enrollments from '../enrollments/enrollments.repository';
import { enrollBuyer, requireFreeSeat } from '../enrollments/enrollments.service';
import * as learningProgress from '../learning/progress.repository';
import {
  isAllowedRedirect,
  type Payable,
  type PaymentGateway,
  type PaymentMethod,
  type PaymentOutcome,
  requireOffered,
} from '../payments/gateway';
import type { PromoRow, PurchaseRow, PurchaseStatus } from './checkout.repository';
import * as checkout from './checkout.repository';
import { applyPromo, checkPromoLimits, hasLimits } from './pricing';

/** Where the browser returns after paying: the purchase's `redirect` with its id and outcome. */
export function returnUrl(redirect: string, id: string, status: PurchaseStatus): string {
  const url = new URL(redirect);
  url.searchParams.set('transaction', id);
  url.searchParams.set('status', status);
  return url.toString();
}

interface NewPurchase {
  userId: string;
  kind: 'batch' | 'bundle';
  batchId: number;
  courseId: number;
  plan: string | null;
  method: PaymentMethod;
  original: number;
  discount: number;
  /** The promo applied, if any. */
  promo: PromoRow | undefined;
  redirect: string;
  /** How long the enrollment lasts (bundles), or null for as long as the batch. */
  accessDays: number | null;
}

/**
 * A purchase as the learner knows it: its course, what was bought by name (the batch's name or the
 * plan's title) and, while it can still be paid, the wallet's page where this very purchase is paid.
 */
export interface PurchaseView {
  purchase: PurchaseRow;
  course: CourseRow;
  itemTitle: string;
  paymentUrl: string | null;
}

export function createCheckoutService({
  db,
  clock,
  gateway,
  webOrigins,
  purchaseTtlMinutes,
}: {
  db: Db;
  clock: Clock;
  gateway: Pick<PaymentGateway, 'checkoutUrl' | 'methods'>;
  webOrigins: readonly string[];
  purchaseTtlMinutes: number;
}) {
  /** Purchases with their course, item title and payment page (two reads for any number of them). */
  async function describe(rows: readonly PurchaseRow[]): Promise<PurchaseView[]> {
    if (rows.length === 0) return [];
    const now = clock.now();
    const [batches, plans] = await Promise.all([
      catalogue.batchesWithCourses(db, [...new Set(rows.map((row) => row.batchId))]),
      catalogue.plansByIds(
        db,
        rows.flatMap((row) => (row.plan ? [row.plan] : [])),
      ),
    ]);
    const byBatch = new Map(batches.map((row) => [row.batch.id, row]));
    const planTitles = new Map(plans.map((plan) => [plan.id, plan.title]));
    return rows.flatMap((purchase) => {
      const bought = byBatch.get(purchase.batchId);
      if (!bought) return [];
      return [viewOf({ purchase, ...bought, planTitle: planTitles.get(purchase.plan ?? '') }, now)];
    });
  }

  /** A purchase with what it buys, as the contract's Purchase is drawn from. */
  function viewOf(
    bought: { purchase: PurchaseRow; batch: BatchRow; course: CourseRow; planTitle?: string | null },
    now: Date,
  ): PurchaseView {
    const { purchase } = bought;
    const payable = purchase.status === 'PENDING' && purchase.expiresAt > now;
    return {
      purchase,
      course: bought.course,
      itemTitle: (purchase.plan && bought.planTitle) || bought.batch.name,
      paymentUrl: payable ? gateway.checkoutUrl(purchase.id, purchase.method) : null,
    };
  }

  /** One purchase described (its batch always exists: purchases reference it). */
  async function describeOne(row: PurchaseRow): Promise<PurchaseView> {
    const [view] = await describe([row]);
    if (!view) throw new Error(`purchase ${row.id} has no batch`);
    return view;
  }

  function checkRedirect(redirect: string) {
    if (!isAllowedRedirect(redirect, webOrigins))
      throw new DomainError('REDIRECT_NOT_ALLOWED', { field: 'redirect' });
  }

  /** The promo of a purchase body, when it names one; an unknown code is a fault of `promo_code`. */
  async function promoFor(code: string | undefined): Promise<PromoRow | undefined> {
    if (!code) return undefined;
    const promo = await checkout.findPromo(db, code);
    if (!promo) throw new DomainError('PROMO_NOT_FOUND', { field: 'promo_code' });
    return promo;
  }

  /**
   * Creates a purchase in one database transaction: the batch row is locked so that seats are counted
   * once; the learner's earlier unpaid purchase of the same batch is cancelled; a full batch refuses
   * (SOLD_OUT). Nothing to pay (a 100 % promo) completes at once and enrolls in the same transaction.
   * Answers the purchase and where the browser goes next.
   */
  async function startPurchase(input: NewPurchase): Promise<{ purchase: PurchaseView; redirectUrl: string }> {
    // a wallet is paid with only when something is left to pay
    if (input.original > input.discount) requireOffered(gateway, input.method);
    const now = clock.now();
    await checkout.expireStale(db, now);
    const purchase = await db.transaction(async (tx) => {
      const batch = await catalogue.lockBatch(tx, input.batchId);
      if (!batch) throw new DomainError('ENROLLMENT_CLOSED');
      if (await enrollments.hasEnrollment(tx, input.userId, input.batchId))
        throw new DomainError('ALREADY_ENROLLED');
      await checkout.cancelPending(tx, input.userId, input.batchId);
      // A limited promo's uses are counted under its lock, so two purchases cannot both take its last
      // one; an unlimited one (most) is neither locked nor counted.
      if (input.promo && hasLimits(input.promo)) {
        const promo = await checkout.lockPromo(tx, input.promo.code);
        if (!promo) throw new DomainError('PROMO_NOT_FOUND', { field: 'promo_code' });
        checkPromoLimits(
          promo,
          await checkout.promoUses(tx, { code: promo.code, userId: input.userId, now }),
        );
      }
      // The catalogue's own seat rule, under the batch lock.
      await requireFreeSeat(tx, batch, now, checkout.seatHoldCountSql);
      const free = input.original - input.discount <= 0;
      const row = await checkout.insertPurchase(tx, {
        userId: input.userId,
        kind: input.kind,
        batchId: input.batchId,
        courseId: input.courseId,
        plan: input.plan,
        method: input.method,
        amount: input.original - input.discount,
        discount: input.discount,
        promoCode: input.promo?.code ?? null,
        status: free ? 'COMPLETED' : 'PENDING',
        redirect: input.redirect,
        createdAt: now,
        expiresAt: new Date(now.getTime() + purchaseTtlMinutes * 60_000),
        completedAt: free ? now : null,
      });
      if (free) await enrollBuyer(tx, row, input.accessDays, 'promo', now);
      return row;
    });
    const view = await describeOne(purchase);
    const redirectUrl =
      purchase.status === 'COMPLETED'
        ? returnUrl(purchase.redirect, purchase.id, purchase.status)
        : (view.paymentUrl ?? gateway.checkoutUrl(purchase.id, purchase.method));
    return { purchase: view, redirectUrl };
  }

  /**
   * Applies a verified payment result, idempotently and in one transaction: only a PENDING purchase
   * changes; success enrolls the learner (exactly once, however often the result repeats); a success
   * after the purchase expired is EXPIRED. Answers the purchase as it stands, or undefined when it
   * does not exist.
   */
  async function applyPaymentResult(
    purchaseId: string,
    outcome: PaymentOutcome,
  ): Promise<PurchaseRow | undefined> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const purchase = await checkout.lockPurchase(tx, purchaseId);
      if (purchase?.status !== 'PENDING') return purchase;
      const status: PurchaseStatus =
        outcome === 'success'
          ? purchase.expiresAt <= now
            ? 'EXPIRED'
            : 'COMPLETED'
          : outcome === 'failure'
            ? 'FAILED'
            : 'CANCELLED';
      const updated = await checkout.setPurchaseStatus(
        tx,
        purchase.id,
        status,
        status === 'COMPLETED' ? now : null,
      );
      if (status === 'COMPLETED') {
        const plan = purchase.plan ? await catalogue.findPlan(tx, purchase.plan) : undefined;
        await enrollBuyer(
          tx,
          purchase,
          plan?.accessDays ?? null,
          purchase.kind === 'bundle' ? 'bundle' : 'purchase',
          now,
        );
      }
      return updated;
    });
  }

  return {
    /** Buys a batch: priced by the server (promo applied); a different `amount` is refused. */
    async buyBatch(
      learner: AuthUser,
      body: {
        schedule: number;
        amount: number;
        method: PaymentMethod;
        redirect: string;
        promo_code?: string;
      },
    ) {
      checkRedirect(body.redirect);
      const batch = await catalogue.findPublishedBatch(db, body.schedule);
      if (!batch) throw new DomainError('NOT_FOUND');
      if (!batch.enrollmentOpen) throw new DomainError('ENROLLMENT_CLOSED');
      const promo = await promoFor(body.promo_code);
      const price = applyPromo(promo, batch.price, batch.courseId, clock.now());
      if (body.amount !== price.payable) throw new DomainError('AMOUNT_MISMATCH', { field: 'amount' });
      return startPurchase({
        userId: learner.id,
        kind: 'batch',
        batchId: batch.id,
        courseId: batch.courseId,
        plan: null,
        method: body.method,
        original: price.original,
        discount: price.discount,
        promo,
        redirect: body.redirect,
        accessDays: null,
      });
    },

    /** Buys a course's bundle plan: access to its on-demand batch for the plan's days. */
    async buyBundle(
      learner: AuthUser,
      body: { course: number; plan: string; method: PaymentMethod; redirect: string; promo_code?: string },
    ) {
      checkRedirect(body.redirect);
      const plan = await catalogue.findPlanOnSale(db, body.plan, body.course);
      if (!plan) throw new DomainError('PLAN_NOT_FOUND');
      const promo = await promoFor(body.promo_code);
      const price = applyPromo(promo, plan.price, plan.courseId, clock.now());
      return startPurchase({
        userId: learner.id,
        kind: 'bundle',
        batchId: plan.batchId,
        courseId: plan.courseId,
        plan: plan.id,
        method: body.method,
        original: price.original,
        discount: price.discount,
        promo,
        redirect: body.redirect,
        accessDays: plan.accessDays,
      });
    },

    /**
     * A promo applied to the chosen batch's price (what `POST /transaction` charges), else to the
     * course's price (the catalogue's `price_from`, catalogue/course-price.ts). An unknown course,
     * a course without batches or a batch of another course is not found.
     */
    async checkPromo(
      user: AuthUser | null,
      body: { course: number; schedule?: number; plan?: string; promo_code: string; currency?: string },
    ) {
      if (body.currency !== 'tk') throw new DomainError('PROMO_CURRENCY', { field: 'currency' });
      if (body.schedule !== undefined && body.plan !== undefined)
        throw new DomainError('PROMO_ONE_ITEM', { field: 'plan' });
      const now = clock.now();
      // The price the promo is applied to: the batch's, the plan's, else the course's (price_from).
      const plan =
        body.plan === undefined ? undefined : await catalogue.findPlanOnSale(db, body.plan, body.course);
      if (body.plan !== undefined && !plan) throw new DomainError('NOT_FOUND');
      const price = plan
        ? plan.price
        : body.schedule
          ? ((await catalogue.findBatchOfCourse(db, body.schedule, body.course))?.price ?? null)
          : priceOf(await checkout.courseBatchSeats(db, body.course, now));
      if (price === null) throw new DomainError('NOT_FOUND');
      const promo = await checkout.findPromo(db, body.promo_code);
      if (!promo) throw new DomainError('PROMO_NOT_FOUND');
      const applied = applyPromo(promo, price, body.course, now);
      if (!hasLimits(promo)) return { promo, price: applied };
      // The learner's own limit only when signed in; everyone's always. Their unpaid purchase of this
      // very batch (a plan's: its on-demand batch) is not a use here, since buying again replaces it.
      const uses = await checkout.promoUses(db, {
        code: promo.code,
        userId: user?.id,
        now,
        replacing: plan ? plan.batchId : body.schedule,
      });
      checkPromoLimits(promo, uses);
      return { promo, price: applied };
    },

    /** Public promos that have not expired. */
    publicPromos: () => checkout.publicPromos(db, clock.now()),

    /**
     * The learner's enrollments (with each batch's seats and, for a live one, their attendance),
     * purchases still waiting for payment and webinars booked that have not ended.
     */
    async bookingStatus(learner: AuthUser) {
      const now = clock.now();
      // Only purchases not yet expired are read, so nothing needs expiring first: a read writes nothing.
      const [row] = await checkout
        .bookingStatusQuery(db)
        .execute({ userId: learner.id, now: now.toISOString() });
      return {
        enrollments: (row?.enrollments ?? []).map(
          ({ enrollment, batch, course, taken, held, attended, watchList, recordingsCount }) => ({
            enrollment,
            batch,
            course,
            taken,
            // A live batch's attendance (0 of 0 before its first class); none for an on-demand one.
            attendance: batch.mode === 'live' ? { attended, held } : null,
            progress: learningProgress.watchCounts(watchList, recordingsCount),
          }),
        ),
        pending: (row?.pending ?? []).map((pending) => viewOf(pending, now)),
        bookings: row?.bookings ?? [],
      };
    },

    /**
     * Purchases as the payments module pays them (its `Payable`): a purchase's wallet page (its method
     * must match) and its result applied, answering the purchase's `redirect` with its outcome.
     */
    payable: {
      async toPay(id: string, method?: PaymentMethod) {
        const purchase = await checkout.findPurchase(db, id);
        if (!purchase || (method && purchase.method !== method)) return null;
        const [view] = await describe([purchase]);
        if (!view) return null;
        return {
          id: purchase.id,
          title: `${view.course.title} — ${view.itemTitle}`,
          amount: purchase.amount,
          payable: purchase.status === 'PENDING' && purchase.expiresAt > clock.now(),
          paid: purchase.status === 'COMPLETED',
          method: purchase.method,
          payerId: purchase.userId,
        };
      },
      async apply(id: string, outcome: PaymentOutcome) {
        const purchase = await applyPaymentResult(id, outcome);
        return purchase ? returnUrl(purchase.redirect, purchase.id, purchase.status) : null;
      },
    } satisfies Payable,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
