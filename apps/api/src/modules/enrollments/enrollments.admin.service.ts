// The console's learners and their enrollments (issue 19): found by phone, e-mail or name; their enrollments, course
// purchases and sessions, read from each area's repository; enrolled or taken out of a batch by hand,
// and signed out everywhere — each write audited with its reason.
import { normalizeBdPhone } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { randomCode } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import { mapPage, type PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../accounts/accounts.repository';
import * as accounts from '../accounts/accounts.repository';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditRecorder } from '../audit/audit.service';
import * as catalogue from '../catalogue/catalogue.repository';
import * as wallet from '../wallet/wallet.repository';
import * as repo from './enrollments.repository';
import { requireFreeSeat } from './enrollments.service';
import type { CheckoutPurchases } from './purchases';

/** How many of a learner's purchases the console shows (the latest). */
export const PURCHASES_SHOWN = 50;

export function createEnrollmentsAdmin({
  db,
  clock,
  audit,
  sessions,
  purchases: checkout,
}: {
  db: Db;
  clock: Clock;
  audit: AuditRecorder;
  sessions: Pick<AccountsService, 'sessionsOf' | 'endAllSessions'>;
  /** The checkout area's purchases (purchases.ts). */
  purchases: CheckoutPurchases;
}) {
  async function learnerOf(conn: Db | Tx, id: string): Promise<UserRow> {
    const user = await accounts.findUser(conn, id);
    if (user?.role !== 'learner') throw new DomainError('ACCOUNT_NOT_FOUND');
    return user;
  }

  async function detail(id: string) {
    const user = await learnerOf(db, id);
    const [enrollments, purchases, live] = await Promise.all([
      repo.enrollmentsWithBatches(db, id),
      checkout.latestOf(db, id, PURCHASES_SHOWN),
      sessions.sessionsOf(id),
    ]);
    const bought = await catalogue.batchesWithCourses(
      db,
      purchases.map((purchase) => purchase.batchId),
    );
    const plans = await catalogue.plansByIds(
      db,
      purchases.flatMap((purchase) => (purchase.plan ? [purchase.plan] : [])),
    );
    const batchName = new Map(bought.map((row) => [row.batch.id, row.batch.name]));
    const planTitle = new Map(plans.map((plan) => [plan.id, plan.title]));
    return {
      user,
      enrollmentsCount: enrollments.length,
      enrollments,
      purchases: purchases.map((purchase) => ({
        purchase,
        itemTitle: (purchase.plan && planTitle.get(purchase.plan)) || batchName.get(purchase.batchId) || '—',
      })),
      sessions: live,
    };
  }

  return {
    /** One page of learners, newest first: a phone however written, else words of the e-mail or name. */
    async list(q: string | undefined, query: PageQuery) {
      const text = q?.trim() || undefined;
      const phone = text ? (normalizeBdPhone(text) ?? undefined) : undefined;
      const page = await accounts.learnersPage(db, { phone, q: text }, query);
      const counts = await repo.enrollmentCounts(
        db,
        page.items.map((row) => row.user.id),
      );
      return mapPage(page, ({ user }) => ({ user, enrollmentsCount: counts.get(user.id) ?? 0 }));
    },

    detail,

    /** Ends every session of the learner; audited. */
    async signOut(actor: AuthUser, id: string): Promise<number> {
      return db.transaction(async (tx) => {
        await learnerOf(tx, id);
        const ended = await sessions.endAllSessions(tx, id);
        await audit(tx, {
          actor,
          action: 'learner.sign-out',
          target: `user:${id}`,
          before: null,
          after: { sessions_ended: ended },
        });
        return ended;
      });
    },

    /**
     * Enrolls the learner in a batch by hand (no payment), with the reason: under the batch's lock, so a
     * full live batch is refused (SOLD_OUT) as a purchase would be; a batch they hold 409.
     */
    async enroll(actor: AuthUser, id: string, body: { batch: number; reason: string }) {
      await db.transaction(async (tx) => {
        await learnerOf(tx, id);
        const batch = await catalogue.lockBatch(tx, body.batch);
        if (!batch) throw new DomainError('BATCH_NOT_FOUND', { field: 'batch' });
        if (await repo.hasEnrollment(tx, id, batch.id)) throw new DomainError('ALREADY_ENROLLED');
        const now = clock.now();
        await requireFreeSeat(tx, batch, now, checkout.holds);
        await repo.enroll(tx, {
          userId: id,
          batchId: batch.id,
          source: 'manual',
          transactionId: null,
          enrolledAt: now,
          expiresAt: null,
        });
        await audit(tx, {
          actor,
          action: 'enrollment.add',
          target: `user:${id}`,
          before: null,
          after: { batch_id: batch.id, source: 'manual', reason: body.reason.trim() },
        });
      });
      return detail(id);
    },

    /**
     * Gives the learner a coupon (a gift for the shop, a top-up for the wallet) with a generated code;
     * one per reason and learner. Audited.
     */
    async issueCoupon(
      actor: AuthUser,
      id: string,
      body: {
        kind: 'gift' | 'topup';
        title: string;
        value: number;
        expires_at?: string | null;
        reason: string;
      },
    ) {
      const reason = body.reason.trim();
      return db.transaction(async (tx) => {
        await learnerOf(tx, id);
        if (await wallet.hasCouponFor(tx, id, reason))
          throw new DomainError('COUPON_REASON_USED', { field: 'reason' });
        // a generated code that another coupon holds (36⁶ of them) is drawn again
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const coupon = await wallet.insertCoupon(tx, {
            userId: id,
            code: `UPOHAR-${randomCode(6)}`,
            kind: body.kind,
            title: body.title.trim(),
            value: body.value,
            currency: 'tk',
            expiresAt: body.expires_at ? new Date(body.expires_at) : null,
            reason,
            createdAt: clock.now(),
          });
          if (!coupon) continue;
          await audit(tx, {
            actor,
            action: 'coupon.issue',
            target: `user:${id}`,
            before: null,
            after: { code: coupon.code, kind: coupon.kind, value: coupon.value, reason },
          });
          return coupon;
        }
        throw new Error('no free coupon code after three draws');
      });
    },

    /** Takes the learner out of a batch, with the reason (nothing is refunded by it). */
    async unenroll(actor: AuthUser, id: string, batchId: number, reason: string) {
      await db.transaction(async (tx) => {
        await learnerOf(tx, id);
        const ended = await repo.unenroll(tx, id, batchId);
        if (!ended) throw new DomainError('NOT_FOUND');
        await audit(tx, {
          actor,
          action: 'enrollment.remove',
          target: `user:${id}`,
          before: {
            batch_id: ended.batchId,
            source: ended.source,
            enrolled_at: ended.enrolledAt.toISOString(),
            expires_at: ended.expiresAt?.toISOString() ?? null,
          },
          after: { reason: reason.trim() },
        });
      });
      return detail(id);
    },
  };
}

export type EnrollmentsAdmin = ReturnType<typeof createEnrollmentsAdmin>;
