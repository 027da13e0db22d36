import { and, asc, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, bundlePlans, courses, enrollments, purchases } from '../db/schema';
import type { Env } from '../env';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { msg } from '../lib/messages';
import { type RouteModule, requireUser } from '../lib/route-types';
import { batchJson, courseSummaryJson, seatsTaken, tk } from '../services/catalogue-read';
import { applyPromo, findPromo, promoJson } from '../services/pricing';
import { expireStalePurchases, purchaseJson, returnUrl, startPurchase } from '../services/purchase-flow';
import type { PaymentGateway } from '../services/sandbox-gateway';

/** DESIGN.md §6: redirects only to the configured web origins (no open redirect through the gateway). */
export function isAllowedRedirect(url: string, origins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}

export function createPurchases({
  env,
  db,
  gateway,
}: {
  env: Env;
  db: Db;
  gateway: PaymentGateway;
}): RouteModule {
  const checkRedirect = (redirect: string) => {
    if (!isAllowedRedirect(redirect, env.WEB_ORIGINS)) {
      throw badRequest('REDIRECT_NOT_ALLOWED', msg.redirectNotAllowed, [
        { path: '/redirect', msg: msg.redirectNotAllowed },
      ]);
    }
  };
  const promoFor = async (code: string | undefined) => (code ? findPromo(db, code, 400) : undefined);

  async function answer(purchase: Awaited<ReturnType<typeof startPurchase>>) {
    const redirect_url =
      purchase.status === 'COMPLETED'
        ? returnUrl(purchase.redirect, purchase.id, purchase.status)
        : gateway.checkoutUrl(purchase.id, purchase.method);
    return { data: { transaction: purchaseJson(purchase), redirect_url } };
  }

  return {
    v3: {
      v3CreateTransaction: async ({ body, user }) => {
        const learner = requireUser(user);
        checkRedirect(body.redirect);
        const [batch] = await db.select().from(batches).where(eq(batches.id, body.schedule));
        if (!batch) throw notFound();
        if (!batch.enrollmentOpen) throw conflict('ENROLLMENT_CLOSED', msg.enrollmentClosed);
        const promo = await promoFor(body.promo_code);
        const price = applyPromo(promo, batch.price, batch.courseId);
        if (body.amount !== price.payable) {
          throw badRequest('AMOUNT_MISMATCH', msg.amountMismatch, [
            { path: '/amount', msg: msg.amountMismatch },
          ]);
        }
        const purchase = await startPurchase(db, {
          userId: learner.id,
          kind: 'batch',
          batchId: batch.id,
          courseId: batch.courseId,
          plan: null,
          method: body.method,
          original: price.original,
          discount: price.discount,
          promoCode: promo?.code ?? null,
          redirect: body.redirect,
          accessDays: null,
          ttlMinutes: env.PURCHASE_TTL_MINUTES,
        });
        return answer(purchase);
      },

      v3CreateBundleTransaction: async ({ body, user }) => {
        const learner = requireUser(user);
        checkRedirect(body.redirect);
        const [plan] = await db
          .select()
          .from(bundlePlans)
          .where(and(eq(bundlePlans.id, body.plan), eq(bundlePlans.courseId, body.course)));
        if (!plan) throw notFound('PLAN_NOT_FOUND', msg.planNotFound);
        const promo = await promoFor(body.promo_code);
        const price = applyPromo(promo, plan.price, plan.courseId);
        const purchase = await startPurchase(db, {
          userId: learner.id,
          kind: 'bundle',
          batchId: plan.batchId,
          courseId: plan.courseId,
          plan: plan.id,
          method: body.method,
          original: price.original,
          discount: price.discount,
          promoCode: promo?.code ?? null,
          redirect: body.redirect,
          accessDays: plan.accessDays,
          ttlMinutes: env.PURCHASE_TTL_MINUTES,
        });
        return answer(purchase);
      },

      v3CheckPromo: async ({ body }) => {
        if (body.currency !== 'tk') {
          throw badRequest('PROMO_CURRENCY', msg.promoCurrency, [
            { path: '/currency', msg: msg.promoCurrency },
          ]);
        }
        // The chosen batch's price (what POST /transaction will charge), else the course's lowest open price.
        const [course] = body.schedule
          ? await db
              .select({ id: batches.courseId, priceFrom: batches.price })
              .from(batches)
              .where(and(eq(batches.id, body.schedule), eq(batches.courseId, body.course)))
          : await db
              .select({ id: courses.id, priceFrom: min(batches.price) })
              .from(courses)
              .leftJoin(batches, and(eq(batches.courseId, courses.id), eq(batches.enrollmentOpen, true)))
              .where(eq(courses.id, body.course))
              .groupBy(courses.id);
        if (!course || course.priceFrom === null) throw notFound();
        const promo = await findPromo(db, body.promo_code, 404);
        const price = applyPromo(promo, course.priceFrom, course.id);
        return {
          data: {
            promo: promoJson(promo),
            original: tk(price.original),
            discount: tk(price.discount),
            payable: tk(price.payable),
          },
        };
      },

      v3GetBookingStatus: async ({ user }) => {
        const learner = requireUser(user);
        const now = new Date();
        await expireStalePurchases(db, now);
        const rows = await db
          .select({ enrollment: enrollments, batch: batches, course: courses })
          .from(enrollments)
          .innerJoin(batches, eq(batches.id, enrollments.batchId))
          .innerJoin(courses, eq(courses.id, batches.courseId))
          .where(eq(enrollments.userId, learner.id))
          .orderBy(asc(enrollments.enrolledAt));
        const taken = await seatsTaken(
          db,
          rows.map((r) => r.batch.id),
        );
        const pending = await db
          .select()
          .from(purchases)
          .where(
            and(
              eq(purchases.userId, learner.id),
              eq(purchases.status, 'PENDING'),
              gt(purchases.expiresAt, now),
            ),
          )
          .orderBy(asc(purchases.createdAt));
        return {
          data: {
            enrollments: rows.map(({ enrollment, batch, course }) => ({
              batch: batchJson(batch, taken.get(batch.id) ?? 0),
              course: courseSummaryJson(course),
              enrolled_at: enrollment.enrolledAt.toISOString(),
              source: enrollment.source,
              expires_at: enrollment.expiresAt?.toISOString() ?? null,
            })),
            // Orientation webinars arrive with their own issue; until then nobody has booked one.
            orientations: [],
            pending_purchases: pending.map(purchaseJson),
          },
        };
      },
    },
  };
}
