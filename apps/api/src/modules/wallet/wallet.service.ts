// The wallet (docs/decisions/0015-shop-orders-and-wallet-ledger.md): balances in tk and the reward units star
// and point, read from the ledger; coupons; and the rules of rewards. Other areas move money only through the
// functions here that take their transaction, so every movement is a ledger row written with the change it
// records.
import { normalizeCouponCode, orderNumber } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { randomCode } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import * as wallet from './wallet.repository';

export type { Balances, Currency, LedgerRow } from './wallet.repository';

/**
 * The rules of rewards, in one place (the contract's `ControlPanel` says them to learners):
 * - one point per full ৳100 of a shop order paid in taka (top-ups excluded), taken back if that
 *   order is refunded, as far as the learner still holds points ({@link pointsBack});
 * - one star for each exam passed for the first time.
 * Points and stars pay for shop items priced in them.
 */
export const REWARDS = { takaPerPoint: 100, starsPerExamPassed: 1 } as const;

/** The points a paid tk order earns. */
export function pointsFor(paidTaka: number): number {
  return Math.floor(paidTaka / REWARDS.takaPerPoint);
}

/**
 * What a refund takes back of the points its order earned (issue 35; the contract's
 * `adminRefundOrder` says it): as many as the learner holds, never more, so the balance never goes
 * below zero; the rest (`short`) were spent before the refund. They stay spent — what was bought with
 * them is not taken back, and the money refund is neither held up nor made smaller — and the
 * refund's audit entry records how many.
 */
export function pointsBack({ earned, held }: { earned: number; held: number }): {
  back: number;
  short: number;
} {
  const back = Math.max(0, Math.min(earned, held));
  return { back, short: earned - back };
}

/** What a refund did to the points its order earned ({@link pointsBack}). */
export interface PointsRefunded {
  earned: number;
  back: number;
  short: number;
}

/** Ledger keys: one movement each, whatever repeats (a callback, a claim, a refund). */
export const ledgerKey = {
  orderPaid: (orderId: string) => `order:${orderId}:online_payment`,
  topup: (orderId: string) => `order:${orderId}:topup`,
  points: (orderId: string) => `order:${orderId}:points`,
  refund: (orderId: string) => `order:${orderId}:refund`,
  pointsBack: (orderId: string) => `order:${orderId}:points-back`,
  coupon: (couponId: string) => `coupon:${couponId}`,
  star: (userId: string, examId: number) => `exam:${examId}:${userId}:star`,
};

export interface WelcomeCoupon {
  /** Taka off; 0 issues none. */
  value: number;
  days: number;
}

export function createWalletService({
  db,
  clock,
  welcomeCoupon,
}: {
  db: Db;
  clock: Clock;
  welcomeCoupon: WelcomeCoupon;
}) {
  /**
   * Takes `amount` from the learner's balance in `currency` (under the wallet's lock, so two payments
   * at once never both spend the same money) and writes the debit; a balance that does not cover it
   * refuses and nothing is written.
   */
  async function debit(
    tx: Tx,
    entry: Omit<wallet.LedgerInsert, 'direction' | 'inWallet' | 'status'>,
  ): Promise<wallet.LedgerRow> {
    await wallet.lockWallet(tx, entry.userId);
    const balance = (await wallet.balances(tx, entry.userId))[entry.currency];
    if (balance < entry.amount)
      throw new DomainError(entry.currency === 'tk' ? 'WALLET_SHORT' : 'REWARD_SHORT');
    const row = await wallet.insertEntry(tx, {
      ...entry,
      direction: 'debit',
      inWallet: true,
      status: 'COMPLETED',
    });
    if (!row) throw new DomainError('ORDER_NOT_PAYABLE');
    return row;
  }

  /** Adds to the learner's balance, once per key: the row, or null when it had already been added. */
  async function credit(
    tx: Tx,
    entry: Omit<wallet.LedgerInsert, 'direction' | 'inWallet' | 'status'>,
  ): Promise<wallet.LedgerRow | null> {
    await wallet.lockWallet(tx, entry.userId);
    return wallet.insertEntry(tx, { ...entry, direction: 'credit', inWallet: true, status: 'COMPLETED' });
  }

  return {
    debit,
    credit,

    /** The learner's balances, summed from the ledger. */
    balances: (userId: string) => wallet.balances(db, userId),

    /** How many coupons the learner can still use. */
    availableCoupons: (userId: string) => wallet.availableCouponsCount(db, userId, clock.now()),

    /**
     * One page of what moved the learner's balances, newest first (read once their top-ups past their
     * time are settled: topups.service.ts).
     */
    transactions(
      learnerId: string,
      query: PageQuery & { kind?: wallet.LedgerRow['kind']; status?: wallet.LedgerRow['status'] },
    ) {
      return wallet.transactionsPage(
        db,
        { userId: learnerId, kind: query.kind, status: query.status },
        query,
      );
    },

    /** One page of the learner's coupons (still to use, used, expired). */
    coupons(
      learner: AuthUser,
      query: PageQuery & { kind?: wallet.CouponRow['kind']; expiry?: 'available' | 'expired' },
    ) {
      return wallet.couponsPage(
        db,
        { userId: learner.id, kind: query.kind, expiry: query.expiry, now: clock.now() },
        query,
      );
    },

    /**
     * Claims one of the learner's topup coupons into their balance, once: the coupon marked used and
     * a `claimed` credit, in one transaction. A gift or expired coupon is 400, a claimed one 409,
     * another learner's 404.
     */
    async claim(learner: AuthUser, couponId: string): Promise<wallet.LedgerRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const coupon = await wallet.couponForUpdate(tx, couponId);
        if (!coupon || coupon.userId !== learner.id) throw new DomainError('COUPON_CLAIM_NOT_FOUND');
        if (coupon.kind !== 'topup') throw new DomainError('COUPON_NOT_TOPUP');
        if (coupon.usedAt) throw new DomainError('COUPON_USED');
        if (coupon.expiresAt && coupon.expiresAt <= now) throw new DomainError('COUPON_EXPIRED');
        await wallet.markCouponUsed(tx, coupon.id, now, null);
        const row = await credit(tx, {
          userId: learner.id,
          kind: 'claimed',
          amount: coupon.value,
          currency: coupon.currency,
          note: msg.ledger.couponClaimed(coupon.code),
          key: ledgerKey.coupon(coupon.id),
          couponId: coupon.id,
          createdAt: now,
        });
        if (!row) throw new DomainError('COUPON_USED');
        return row;
      });
    },

    /**
     * The learner's gift coupon `code` for an order in `currency`, locked and checked: unknown,
     * another learner's, expired, a topup one or another unit is 400; one used by another order 409.
     * A coupon already on this order is answered as it is (paying again keeps it).
     */
    async giftFor(
      tx: Tx,
      {
        userId,
        code,
        orderId,
        currency,
      }: { userId: string; code: string; orderId: string; currency: wallet.Currency },
    ): Promise<wallet.CouponRow> {
      const field = 'coupon_code';
      const coupon = await wallet.couponByCodeForUpdate(tx, normalizeCouponCode(code));
      if (!coupon || coupon.userId !== userId) throw new DomainError('COUPON_NOT_FOUND', { field });
      if (coupon.orderId === orderId) return coupon;
      if (coupon.kind !== 'gift') throw new DomainError('COUPON_NOT_GIFT', { field });
      if (coupon.usedAt) throw new DomainError('COUPON_USED');
      if (coupon.expiresAt && coupon.expiresAt <= clock.now())
        throw new DomainError('COUPON_EXPIRED', { field });
      if (coupon.currency !== currency) throw new DomainError('COUPON_CURRENCY', { field });
      return coupon;
    },

    /** Marks a gift coupon used by an order (in the order's transaction). */
    useGift: (tx: Tx, couponId: string, orderId: string, at: Date) =>
      wallet.markCouponUsed(tx, couponId, at, orderId),

    /** Gives back the coupon of an order cancelled before it was paid. */
    releaseGiftOf: (tx: Tx, orderId: string) => wallet.releaseCouponOf(tx, orderId),

    /** Records an order paid through a mobile wallet's checkout: money that went past the wallet. */
    async recordPaidPastWallet(
      tx: Tx,
      entry: Omit<wallet.LedgerInsert, 'direction' | 'inWallet' | 'status' | 'kind'>,
    ): Promise<void> {
      await wallet.insertEntry(tx, {
        ...entry,
        kind: 'online_payment',
        direction: 'debit',
        inWallet: false,
        status: 'COMPLETED',
      });
    },

    /** A top-up waiting for its payment: a PENDING credit that counts once it is COMPLETED. */
    async pendingTopup(
      tx: Tx,
      entry: { userId: string; orderId: string; paymentId: string; amount: number; note: string; at: Date },
    ): Promise<void> {
      await wallet.insertEntry(tx, {
        userId: entry.userId,
        kind: 'topup',
        status: 'PENDING',
        direction: 'credit',
        inWallet: true,
        amount: entry.amount,
        currency: 'tk',
        note: entry.note,
        key: ledgerKey.topup(entry.orderId),
        orderId: entry.orderId,
        paymentId: entry.paymentId,
        createdAt: entry.at,
      });
    },

    /** A top-up paid: its PENDING credit becomes COMPLETED (once), with the wallet that paid it. */
    async completeTopup(tx: Tx, orderId: string, note: string): Promise<void> {
      await wallet.completeEntry(tx, ledgerKey.topup(orderId), note);
    },

    /** A top-up that failed, was cancelled or expired: its PENDING credit goes, nothing was added. */
    dropTopup: (tx: Tx, orderId: string) => wallet.dropPendingEntry(tx, ledgerKey.topup(orderId)),

    /** The points a paid tk order earns (none below ৳100). */
    async earnPoints(
      tx: Tx,
      { userId, orderId, paid, at }: { userId: string; orderId: string; paid: number; at: Date },
    ) {
      const points = pointsFor(paid);
      if (points === 0) return;
      await credit(tx, {
        userId,
        kind: 'claimed',
        amount: points,
        currency: 'point',
        note: msg.ledger.pointsEarned(orderNumber(orderId)),
        key: ledgerKey.points(orderId),
        orderId,
        createdAt: at,
      });
    },

    /**
     * A refunded order: what was paid for it comes back to the balance of its unit (a `refund`
     * credit) — or, `toSource`, went back to the payer's wallet at the gateway (a `refund` recorded
     * outside the balance) — in full, and the points it earned go as far as the learner holds them
     * ({@link pointsBack}, read under the wallet's lock so a payment in points at the same moment
     * cannot take the balance below zero). Once per order. Answers what happened to the points.
     */
    async refund(
      tx: Tx,
      {
        userId,
        orderId,
        amount,
        currency,
        toSource = false,
        at,
      }: {
        userId: string;
        orderId: string;
        amount: number;
        currency: wallet.Currency;
        toSource?: boolean;
        at: Date;
      },
    ): Promise<PointsRefunded> {
      if (amount > 0 && toSource) {
        await wallet.insertEntry(tx, {
          userId,
          kind: 'refund',
          status: 'COMPLETED',
          direction: 'credit',
          inWallet: false,
          amount,
          currency,
          note: msg.ledger.refundToSource(orderNumber(orderId)),
          key: ledgerKey.refund(orderId),
          orderId,
          createdAt: at,
        });
      } else if (amount > 0) {
        await credit(tx, {
          userId,
          kind: 'refund',
          amount,
          currency,
          note: msg.ledger.refund(orderNumber(orderId)),
          key: ledgerKey.refund(orderId),
          orderId,
          createdAt: at,
        });
      }
      const earned = (await wallet.entryByKey(tx, ledgerKey.points(orderId)))?.amount ?? 0;
      if (earned === 0) return { earned, back: 0, short: 0 };
      await wallet.lockWallet(tx, userId);
      const { back, short } = pointsBack({ earned, held: (await wallet.balances(tx, userId)).point });
      if (back > 0) {
        await wallet.insertEntry(tx, {
          userId,
          kind: 'refund',
          status: 'COMPLETED',
          direction: 'debit',
          inWallet: true,
          amount: back,
          currency: 'point',
          note: msg.ledger.pointsTakenBack(orderNumber(orderId), { earned, back, short }),
          key: ledgerKey.pointsBack(orderId),
          orderId,
          createdAt: at,
        });
      }
      return { earned, back, short };
    },

    /** A star for an exam passed for the first time (a second pass adds none). */
    async awardStar(
      tx: Tx,
      { userId, examId, examTitle, at }: { userId: string; examId: number; examTitle: string; at: Date },
    ) {
      await credit(tx, {
        userId,
        kind: 'claimed',
        amount: REWARDS.starsPerExamPassed,
        currency: 'star',
        note: msg.ledger.starEarned(examTitle),
        key: ledgerKey.star(userId, examId),
        createdAt: at,
      });
    },

    /** A new account's welcome gift coupon (once per account; none when its value is 0). */
    async issueWelcomeCoupon(userId: string): Promise<void> {
      if (welcomeCoupon.value === 0) return;
      const at = clock.now();
      await wallet.insertCoupon(db, {
        userId,
        code: `SWAGOTOM-${randomCode(6)}`,
        kind: 'gift',
        title: msg.welcomeCouponTitle,
        value: welcomeCoupon.value,
        currency: 'tk',
        expiresAt: new Date(at.getTime() + welcomeCoupon.days * 86_400_000),
        reason: 'welcome',
        createdAt: at,
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
