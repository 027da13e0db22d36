// The learner's side of the shop: favourite catalogues and the basket. Prices always come from the
// cards (today's); a basket's lines are all in one currency unit.
import {
  canTransitionOrder,
  normalizeBdPhone,
  orderNumber,
  orderStatusPriority,
  wallets,
} from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import { requireUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { msg } from '../../core/messages';
import type { PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../accounts/accounts.repository';
import type { AuditRecorder } from '../audit/audit.service';
import { isAllowedRedirect } from '../checkout/checkout.service';
import {
  type Payable,
  type PaymentGateway,
  type PaymentMethod,
  type PaymentOutcome,
  requireOffered,
} from '../payments/gateway';
import * as shop from './catalog.repository';
import type { ShopService } from './catalog.service';
import { ledgerKey, type WalletService } from '../wallet/wallet.service';
import * as shopping from './orders.repository';
import type { StoredOrderInfo } from './orders.table';

/** A basket line holds 1 to this many pieces. */
export const LINE_MAX_QUANTITY = 20;
/** A basket holds at most this many lines. */
export const BASKET_MAX_LINES = 50;

/** Delivery of printed items (tk): inside Dhaka, elsewhere, and free from this many taka of items. */
export const DELIVERY_FEE = { dhaka: 60, elsewhere: 120, freeFrom: 3000 } as const;

/** The delivery fee of an order (the contract's `OrderDetail.delivery_fee`): printed items only, in tk. */
export function deliveryFee(order: {
  printed: boolean;
  subtotal: number;
  currency: string;
  city?: string;
}): number {
  if (!order.printed || order.currency !== 'tk' || order.subtotal >= DELIVERY_FEE.freeFrom) return 0;
  return /dhaka|ঢাকা/i.test(order.city ?? '') ? DELIVERY_FEE.dhaka : DELIVERY_FEE.elsewhere;
}

type Size = NonNullable<StoredOrderInfo['size']>;

export type CreateOrderBody =
  | { action: 'basket'; order_info?: StoredOrderInfo }
  | { action: 'buy-now'; card: number; quantity: number; order_info?: StoredOrderInfo };

export interface OrderPayBody {
  order: string;
  method: PaymentMethod | 'wallet';
  coupon_code?: string;
  currency?: 'tk' | 'star' | 'point';
  redirect?: string;
  success_url?: string;
  failed_url?: string;
  cancel_url?: string;
}

export interface TopupBody {
  amount: number;
  method?: PaymentMethod;
  success_url?: string;
  failed_url?: string;
  cancel_url?: string;
}

/** Where the browser returns after the wallet, by outcome: the outcome's own URL, else `redirect?status=`. */
export function paymentReturnUrl(
  urls: { redirect?: string; success?: string; failed?: string; cancel?: string },
  outcome: 'success' | 'failed' | 'cancelled',
  ids: { order: string; payment: string },
): string {
  const own = outcome === 'success' ? urls.success : outcome === 'failed' ? urls.failed : urls.cancel;
  const url = new URL((own ?? urls.redirect) as string);
  if (!own) url.searchParams.set('status', outcome);
  url.searchParams.set('order', ids.order);
  url.searchParams.set('payment', ids.payment);
  return url.toString();
}

export function createShoppingService({
  db,
  clock,
  shopService,
  walletService,
  gateway,
  webOrigins,
  paymentTtlMinutes,
  reviewerName,
  audit,
}: {
  db: Db;
  clock: Clock;
  shopService: ShopService;
  walletService: WalletService;
  gateway: PaymentGateway;
  webOrigins: readonly string[];
  paymentTtlMinutes: number;
  /** The name a learner's public review is shown under (the accounts area's). */
  reviewerName: (tx: Tx, userId: string) => Promise<string>;
  /** Records an operator's write in the audit log, in its transaction (issue 19). */
  audit: AuditRecorder;
}) {
  /** The learner's basket: lines with their cards at today's prices, and when it last changed. */
  async function basket(learnerId: string) {
    const [lines, updatedAt] = await Promise.all([
      shopping.basketOf(db, learnerId),
      shopping.basketUpdatedAt(db, learnerId),
    ]);
    return { lines, updatedAt };
  }

  /**
   * The learner's payments waiting past their time expire; a top-up whose payment expired is
   * cancelled and its PENDING ledger entry goes (it credited nothing).
   */
  async function expireStale(learnerId: string): Promise<void> {
    const orderIds = await shopping.expireStalePayments(db, learnerId, clock.now());
    if (orderIds.length === 0) return;
    await db.transaction(async (tx) => {
      for (const id of new Set(orderIds)) {
        const order = await shopping.orderForUpdate(tx, id);
        if (order?.kind === 'topup') await endTopup(tx, order);
      }
    });
  }

  /** A top-up that will not be paid: cancelled (while still placed), its PENDING entry removed. */
  async function endTopup(tx: Tx, order: shopping.OrderRow): Promise<void> {
    if (order.status === 'placed') await shopping.setOrderStatus(tx, order.id, 'cancelled', clock.now());
    await walletService.dropTopup(tx, order.id);
  }

  /** An order with its lines, history and payments; another learner's is not found. */
  async function orderOf(learnerId: string, id: string) {
    await expireStale(learnerId);
    const order = await shopping.findOrder(db, id);
    if (!order || order.userId !== learnerId) throw new DomainError('ORDER_NOT_FOUND');
    return { order, ...(await shopping.orderParts(db, [order.id])) };
  }

  /**
   * Moves an order along domain's state machine (docs/decisions/0015-shop-orders-and-wallet-ledger.md);
   * completing it opens a review for each of its lines.
   */
  /**
   * Cancels a `placed` order (domain's state machine): its stock and its gift coupon given back (a
   * top-up's PENDING credit goes). Any other status is 409. The one cancel of the learner and the console.
   */
  async function cancelPlaced(tx: Tx, order: shopping.OrderRow): Promise<void> {
    if (order.status !== 'placed' || !canTransitionOrder(order.status, 'cancelled')) {
      throw new DomainError('ORDER_NOT_CANCELLABLE');
    }
    await shopping.setOrderStatus(tx, order.id, 'cancelled', clock.now());
    const { lines } = await shopping.orderParts(tx, [order.id]);
    for (const { line } of lines)
      if (line.reserved > 0) await shopping.moveStock(tx, line.cardId, -line.reserved);
    await walletService.releaseGiftOf(tx, order.id);
    if (order.kind === 'topup') await walletService.dropTopup(tx, order.id);
  }

  async function moveOrder(tx: Tx, order: shopping.OrderRow, to: shopping.OrderStatus, at: Date) {
    await shopping.setOrderStatus(tx, order.id, to, at);
    if (to === 'completed') await shopping.openReviews(tx, order.id, order.userId, at);
  }

  /**
   * What follows a payment, in its transaction: the order placed → wait-send (a digital order or a
   * top-up on through sending to completed); a top-up's PENDING credit COMPLETED; a tk order's
   * points; an order paid through a mobile wallet's checkout recorded in the ledger past the wallet.
   */
  async function afterPaid(tx: Tx, order: shopping.OrderRow, payment: shopping.OrderPaymentRow, now: Date) {
    await moveOrder(tx, order, 'wait-send', now);
    if (order.kind !== 'pre-order') {
      await moveOrder(tx, order, 'sending', now);
      await moveOrder(tx, order, 'completed', now);
    }
    const number = orderNumber(order.id);
    if (order.kind === 'topup') {
      await walletService.completeTopup(
        tx,
        order.id,
        msg.ledger.topup(payment.method && wallets[payment.method].bn),
      );
      return;
    }
    if (payment.method && payment.amount > 0) {
      await walletService.recordPaidPastWallet(tx, {
        userId: order.userId,
        amount: payment.amount,
        currency: payment.currency,
        note: msg.ledger.orderPaidOnline(number, wallets[payment.method].bn),
        key: ledgerKey.orderPaid(order.id),
        orderId: order.id,
        paymentId: payment.id,
        createdAt: now,
      });
    }
    if (order.currency === 'tk') {
      await walletService.earnPoints(tx, {
        userId: order.userId,
        orderId: order.id,
        paid: payment.amount,
        at: now,
      });
    }
  }

  /**
   * Applies a wallet's verified result to an order's payment, once: only a waiting payment changes.
   * Paid: the payment `paid` and {@link afterPaid}; failed or cancelled: the payment ends and the
   * order stays placed, payable again (a top-up is cancelled instead); a success after the expiry:
   * expired. Answers where the browser returns.
   */
  async function applyResult(
    id: string,
    outcome: PaymentOutcome,
    method?: PaymentMethod,
    reference?: string,
  ): Promise<string | null> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const payment = await shopping.paymentForUpdate(tx, id);
      if (!payment) return null;
      const ids = { order: payment.orderId, payment: payment.id };
      const back = (paid: boolean) =>
        paymentReturnUrl(
          payment.returnUrls,
          paid ? 'success' : outcome === 'cancel' ? 'cancelled' : 'failed',
          ids,
        );
      // a result already applied: the same way back, nothing changed
      if (payment.status !== 'waiting_payment') return back(payment.status === 'paid');
      const order = await shopping.orderForUpdate(tx, payment.orderId);
      if (outcome !== 'success' || payment.expiresAt <= now) {
        await shopping.setPaymentStatus(tx, payment.id, 'expired', null);
        if (order?.kind === 'topup') await endTopup(tx, order);
        return back(false);
      }
      if (!order || !canTransitionOrder(order.status, 'wait-send') || order.status !== 'placed') {
        // paid for an order no longer waiting (cancelled meanwhile): the money goes back
        await shopping.setPaymentStatus(tx, payment.id, 'refund', now);
        return back(false);
      }
      const chosen = payment.method ?? method ?? null;
      if (!payment.method && chosen) await shopping.setPaymentMethod(tx, payment.id, chosen);
      await shopping.setPaymentStatus(tx, payment.id, 'paid', now);
      if (reference) await shopping.setPaymentRefs(tx, payment.id, { gatewayRef: reference });
      await afterPaid(tx, order, { ...payment, method: chosen, status: 'paid', paidAt: now }, now);
      return back(true);
    });
  }

  /**
   * Orders as the console shows them: each with its learner, lines and the payment that paid it (or
   * was refunded); two reads for any number of orders.
   */
  async function adminViews(
    rows: readonly { order: shopping.OrderRow; learner: UserRow }[],
  ): Promise<AdminOrderDetailView[]> {
    const { lines, history, payments } = await shopping.orderParts(
      db,
      rows.map(({ order }) => order.id),
    );
    return rows.map(({ order, learner }) => {
      const own = payments.filter((p) => p.orderId === order.id);
      return {
        order,
        learner,
        lines: lines.filter(({ line }) => line.orderId === order.id),
        payment: own.find((p) => p.status === 'paid' || p.status === 'refund') ?? null,
        history: history.filter((change) => change.orderId === order.id),
        payments: own,
      };
    });
  }

  /** An order that may be refunded (locked until the transaction ends) and the payment that paid it. */
  async function refundable(tx: Tx, id: string) {
    const order = await shopping.orderForUpdate(tx, id);
    if (!order) throw new DomainError('ORDER_NOT_FOUND');
    if (order.kind === 'topup' || !canTransitionOrder(order.status, 'refunded')) {
      throw new DomainError('ORDER_NOT_REFUNDABLE');
    }
    return { order, payment: await shopping.paidPaymentOf(tx, order.id) };
  }

  /** The return URLs of a payment, each on the web's origins (no open redirect), else 400 beside it. */
  function checkedReturnUrls(urls: {
    redirect?: string;
    success?: string;
    failed?: string;
    cancel?: string;
  }) {
    for (const [field, url] of [
      ['redirect', urls.redirect],
      ['success_url', urls.success],
      ['failed_url', urls.failed],
      ['cancel_url', urls.cancel],
    ] as const) {
      if (url !== undefined && !isAllowedRedirect(url, webOrigins))
        throw new DomainError('REDIRECT_NOT_ALLOWED', { field });
    }
    return urls;
  }

  return {
    /** Settles the learner's payments past their time (expired; an expired top-up cancelled). */
    settlePayments: expireStale,

    /** Shop orders' payments (top-ups included) as the payments module pays them. */
    payable: {
      async toPay(id, method) {
        const payment = await shopping.findPayment(db, id);
        // a top-up made without a wallet is paid with whichever the payer picks at the gateway
        if (!payment || (method && (payment.method ?? method) !== method)) return null;
        const order = await shopping.findOrder(db, payment.orderId);
        const { lines } = await shopping.orderParts(db, [payment.orderId]);
        const first = lines[0]?.card.title ?? '';
        const title =
          order?.kind === 'topup'
            ? msg.ledger.topup(null)
            : lines.length > 1
              ? `${first} ও আরও ${lines.length - 1}টি পণ্য`
              : first;
        return {
          id: payment.id,
          title,
          amount: payment.amount,
          payable: payment.status === 'waiting_payment' && payment.expiresAt > clock.now(),
          paid: payment.status === 'paid',
          method: payment.method,
          payerId: payment.userId,
        };
      },
      apply: applyResult,
    } satisfies Payable,

    /**
     * Starts paying the learner's `placed` order: with a mobile wallet (a payment waiting for 15
     * minutes; an earlier waiting one ends; the wallet's URL), or from the learner's own balance
     * (`wallet`: debited, paid and moved on in one transaction; the success URL). A gift coupon comes
     * off the total first and stays with the order; nothing left to pay is paid at once. Return URLs
     * only on the web's origins.
     */
    async pay(user: AuthUser | null, body: OrderPayBody) {
      const learner = requireUser(user);
      const now = clock.now();
      const urls = checkedReturnUrls({
        redirect: body.redirect,
        success: body.success_url,
        failed: body.failed_url,
        cancel: body.cancel_url,
      });
      if (!urls.redirect && !(urls.success && urls.failed && urls.cancel)) {
        throw new DomainError('PAY_RETURN_REQUIRED', { field: 'redirect' });
      }
      return db.transaction(async (tx) => {
        let order = await shopping.orderForUpdate(tx, body.order);
        if (!order || order.userId !== learner.id) throw new DomainError('ORDER_NOT_FOUND');
        if (order.status !== 'placed' || order.kind === 'topup') throw new DomainError('ORDER_NOT_PAYABLE');
        if (body.currency !== undefined && body.currency !== order.currency) {
          throw new DomainError('PROMO_CURRENCY', { field: 'currency' });
        }
        if (order.currency !== 'tk' && body.method !== 'wallet') {
          throw new DomainError('REWARD_NEEDS_WALLET', { field: 'method' });
        }
        if (body.coupon_code !== undefined) {
          const coupon = await walletService.giftFor(tx, {
            userId: learner.id,
            code: body.coupon_code,
            orderId: order.id,
            currency: order.currency,
          });
          if (coupon.orderId !== order.id) {
            if (order.couponCode) throw new DomainError('ORDER_HAS_COUPON');
            const before = order.subtotal + order.deliveryFee;
            const discount = Math.min(coupon.value, before);
            await walletService.useGift(tx, coupon.id, order.id, now);
            order = await shopping.applyDiscount(tx, order.id, {
              discount,
              couponCode: coupon.code,
              total: before - discount,
              at: now,
            });
          }
        }
        await shopping.expireWaitingPayments(tx, order.id);
        const base = {
          orderId: order.id,
          userId: learner.id,
          amount: order.total,
          currency: order.currency,
          createdAt: now,
          expiresAt: new Date(now.getTime() + paymentTtlMinutes * 60_000),
          returnUrls: urls,
        };
        if (body.method !== 'wallet' && order.total > 0) {
          requireOffered(gateway, body.method);
          const payment = await shopping.insertPayment(tx, { ...base, method: body.method });
          return { payment, redirectUrl: gateway.checkoutUrl(payment.id, body.method) };
        }
        // from the learner's balance, or nothing left to pay: paid here and now
        const payment = await shopping.insertPayment(tx, { ...base, method: null, paidAt: now });
        if (order.total > 0) {
          await walletService.debit(tx, {
            userId: learner.id,
            kind: 'online_payment',
            amount: order.total,
            currency: order.currency,
            note: msg.ledger.orderPaid(orderNumber(order.id)),
            key: ledgerKey.orderPaid(order.id),
            orderId: order.id,
            paymentId: payment.id,
            createdAt: now,
          });
        }
        await afterPaid(tx, order, payment, now);
        return {
          payment,
          redirectUrl: paymentReturnUrl(urls, 'success', { order: order.id, payment: payment.id }),
        };
      });
    },

    /**
     * Starts a top-up of the learner's tk wallet: a `topup` order, its payment (with the chosen mobile
     * wallet, or none until the payer picks one at the gateway) and a PENDING ledger credit, in one
     * transaction; the gateway's URL. Return URLs only on the web's origins; each defaults to the
     * first web origin's wallet page.
     */
    async topup(user: AuthUser | null, body: TopupBody) {
      const learner = requireUser(user);
      const now = clock.now();
      if (body.method) requireOffered(gateway, body.method);
      const home = `${webOrigins[0] ?? ''}/wallet`;
      const urls = checkedReturnUrls({
        success: body.success_url ?? `${home}?status=success`,
        failed: body.failed_url ?? `${home}?status=failed`,
        cancel: body.cancel_url ?? `${home}?status=cancelled`,
      });
      const payment = await db.transaction(async (tx) => {
        const order = await shopping.insertOrder(tx, {
          userId: learner.id,
          kind: 'topup',
          currency: 'tk',
          subtotal: body.amount,
          deliveryFee: 0,
          total: body.amount,
          orderInfo: null,
          at: now,
          lines: [],
        });
        const payment = await shopping.insertPayment(tx, {
          orderId: order.id,
          userId: learner.id,
          method: body.method ?? null,
          amount: body.amount,
          currency: 'tk',
          createdAt: now,
          expiresAt: new Date(now.getTime() + paymentTtlMinutes * 60_000),
          returnUrls: urls,
        });
        await walletService.pendingTopup(tx, {
          userId: learner.id,
          orderId: order.id,
          paymentId: payment.id,
          amount: body.amount,
          note: msg.ledger.topup(body.method ? wallets[body.method].bn : null),
          at: now,
        });
        return payment;
      });
      return { payment, redirectUrl: gateway.checkoutUrl(payment.id, body.method ?? null) };
    },

    /**
     * Refunds an order that was paid (wait-send, sending or completed → refunded; the console will
     * call it). Paid through a gateway that returns money (SSLCommerz), the money goes back to the
     * payer's wallet there: the refund is started once (its reference is kept, so asking again only
     * asks how it stands) and nothing else changes until the gateway confirms it — until then 409
     * REFUND_PENDING. Paid otherwise (the learner's balance, the sandbox), what was paid comes back to
     * the learner's balance of its unit. Then, once: a `refund` in the ledger, the points it earned go
     * as far as the learner holds them (the wallet's `pointsBack`; the audit entry says how many were
     * already spent), its payment becomes `refund`, stock not yet sent returns. A refunded order is not refunded again
     * (409). A top-up is not refunded here.
     */
    async refundOrder(id: string, actor: AuthUser) {
      const toSource = await db.transaction(async (tx) => {
        const { payment } = await refundable(tx, id);
        if (!gateway.refund || !payment?.gatewayRef || payment.amount === 0) return false;
        const state = await gateway.refund({
          reference: payment.gatewayRef,
          amount: payment.amount,
          orderId: id,
          refundRef: payment.refundRef,
        });
        if (state.refundRef !== payment.refundRef) {
          await shopping.setPaymentRefs(tx, payment.id, { refundRef: state.refundRef });
        }
        return state.state === 'done' ? true : state.state;
      });
      if (toSource === 'pending') throw new DomainError('REFUND_PENDING');
      if (toSource === 'refused') throw new DomainError('REFUND_REFUSED');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { order, payment } = await refundable(tx, id);
        if (payment) await shopping.setPaymentStatus(tx, payment.id, 'refund', payment.paidAt);
        const points = await walletService.refund(tx, {
          userId: order.userId,
          orderId: order.id,
          amount: payment?.amount ?? 0,
          currency: order.currency,
          toSource,
          at: now,
        });
        if (order.status === 'wait-send') {
          const { lines } = await shopping.orderParts(tx, [order.id]);
          for (const { line } of lines)
            if (line.reserved > 0) await shopping.moveStock(tx, line.cardId, -line.reserved);
        }
        await moveOrder(tx, order, 'refunded', now);
        await audit(tx, {
          actor,
          action: 'order.refund',
          target: `order:${order.id}`,
          before: { status: order.status, payment: payment?.status ?? null },
          after: {
            status: 'refunded',
            payment: payment ? 'refund' : null,
            amount: payment?.amount ?? 0,
            currency: order.currency,
            returned_to: toSource ? 'gateway' : 'balance',
            // the points the order earned, those taken back, and those spent before the refund (issue 35)
            points_earned: points.earned,
            points_taken_back: points.back,
            points_short: points.short,
          },
        });
      });
      const order = await shopping.findOrder(db, id);
      return orderOf((order as shopping.OrderRow).userId, id);
    },

    /**
     * Moves an order on after it was paid (wait-send → sending → completed; the console will call it):
     * completing it opens its reviews.
     */
    async advanceOrder(id: string, to: 'sending' | 'completed', actor: AuthUser) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const order = await shopping.orderForUpdate(tx, id);
        if (!order) throw new DomainError('ORDER_NOT_FOUND');
        if (!canTransitionOrder(order.status, to)) throw new DomainError('ORDER_NOT_MOVABLE');
        await moveOrder(tx, order, to, now);
        await audit(tx, {
          actor,
          action: 'order.move',
          target: `order:${order.id}`,
          before: { status: order.status },
          after: { status: to },
        });
      });
    },

    /** The console's order list (issue 19): every learner's orders but top-ups, by status, sorted. */
    async adminOrders(
      filter: { status?: shopping.OrderStatus },
      sort: shopping.AdminOrderSort,
      query: PageQuery,
    ) {
      const page = await shopping.adminOrdersPage(db, filter, sort, query);
      return { ...page, items: await adminViews(page.items) };
    },

    /** One order as the console shows it; 404 for an unknown one or a top-up. */
    /** One order (not a top-up) with its history and every attempt to pay it, for the console. */
    async adminOrder(id: string): Promise<AdminOrderDetailView> {
      const found = await shopping.adminOrderById(db, id);
      if (!found || found.order.kind === 'topup') throw new DomainError('ORDER_NOT_FOUND');
      return (await adminViews([found]))[0] as AdminOrderDetailView;
    },

    /**
     * The learner's control panel, each figure from its own source: the balances from the ledger,
     * orders by status and the five latest from the orders, coupons and favourites from theirs.
     */
    async controlPanel(user: AuthUser | null) {
      const learner = requireUser(user);
      await expireStale(learner.id);
      const [balances, byStatus, recent, couponsAvailable, favourites] = await Promise.all([
        walletService.balances(learner.id),
        shopping.ordersByStatus(db, learner.id),
        shopping.recentOrders(db, learner.id, 5),
        walletService.availableCoupons(learner.id),
        shopping.favouritesCount(db, learner.id),
      ]);
      const ordersByStatus = Object.fromEntries(
        Object.keys(orderStatusPriority).map((status) => [status, 0]),
      ) as Record<shopping.OrderStatus, number>;
      for (const row of byStatus) ordersByStatus[row.status] = row.n;
      return {
        balances,
        ordersByStatus,
        recent,
        parts: await shopping.orderParts(
          db,
          recent.map((order) => order.id),
        ),
        couponsAvailable,
        favourites,
      };
    },

    /** One page of the learner's reviews (to write first), by pending and by order. */
    reviews(user: AuthUser | null, query: PageQuery & { pending?: boolean; order?: string }) {
      const learner = requireUser(user);
      return shopping.reviewsPage(
        db,
        { userId: learner.id, pending: query.pending, orderId: query.order },
        query,
      );
    },

    /**
     * Writes (or edits) one of the learner's reviews and shows it in the card's public reviews under
     * their name. Another learner's is 404; `order` not the review's 400; an order no longer
     * completed (refunded) 409.
     */
    async writeReview(
      user: AuthUser | null,
      id: string,
      body: { order: string; rating: number; comment?: string | null },
    ) {
      const learner = requireUser(user);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const found = await shopping.reviewForUpdate(tx, id);
        if (!found || found.review.userId !== learner.id) throw new DomainError('REVIEW_NOT_FOUND');
        if (found.review.orderId !== body.order)
          throw new DomainError('REVIEW_ORDER_MISMATCH', { field: 'order' });
        const order = await shopping.findOrder(tx, found.review.orderId);
        if (order?.status !== 'completed') throw new DomainError('REVIEW_ORDER_NOT_COMPLETED');
        const comment = body.comment?.trim() || null;
        const review = await shopping.writeReview(tx, id, { rating: body.rating, comment, at: now });
        await shop.upsertLearnerReview(tx, {
          sourceId: review.id,
          cardId: review.cardId,
          reviewerName: await reviewerName(tx, learner.id),
          rating: body.rating,
          comment: comment ?? '',
          at: now,
        });
        return { review, card: found.card };
      });
    },

    /** One of the learner's payments (another learner's is not found); an unpaid one past its time is expired. */
    async payment(user: AuthUser | null, id: string) {
      const learner = requireUser(user);
      await expireStale(learner.id);
      const payment = await shopping.findPayment(db, id);
      if (!payment || payment.userId !== learner.id) throw new DomainError('PAYMENT_NOT_FOUND');
      return payment;
    },

    /** One page of what the learner owns: the lines of their paid orders, newest first. */
    products(user: AuthUser | null, query: PageQuery) {
      return shopping.productsPage(db, requireUser(user).id, query);
    },

    /**
     * Places an order of the basket (emptied in the same transaction) or of one card (buy-now): the
     * cards locked, priced today, their stock taken, the kind and the delivery fee decided here.
     */
    async createOrder(user: AuthUser | null, body: CreateOrderBody) {
      const learner = requireUser(user);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        await shopping.lockBasket(tx, learner.id);
        let wanted: { cardId: number; quantity: number; size?: Size }[];
        if (body.action === 'basket') {
          const lines = await shopping.basketOf(tx, learner.id);
          if (lines.length === 0) throw new DomainError('BASKET_EMPTY');
          wanted = lines.map(({ line }) => ({ cardId: line.cardId, quantity: line.quantity }));
        } else {
          wanted = [{ cardId: body.card, quantity: body.quantity, size: body.order_info?.size }];
        }
        const locked = new Map(
          (
            await shopping.cardsForUpdate(
              tx,
              wanted.map((item) => item.cardId),
            )
          ).map((card) => [card.id, card]),
        );
        const lines = wanted.map((item) => {
          const card = locked.get(item.cardId);
          if (!card) throw new DomainError('CARD_NOT_FOUND');
          if (card.stock === 0) throw new DomainError('CARD_SOLD_OUT');
          if (card.stock !== null && item.quantity > card.stock) throw new DomainError('CARD_STOCK_SHORT');
          if (item.size !== undefined && !card.sizes.includes(item.size)) {
            throw new DomainError('ORDER_SIZE_UNKNOWN', { field: 'order_info/size' });
          }
          const size = (item.size ?? card.sizes[0] ?? null) as Size | null;
          return { card, quantity: item.quantity, size };
        });
        const currency = lines[0]?.card.currency ?? 'tk';
        if (lines.some((line) => line.card.currency !== currency)) throw new DomainError('BASKET_CURRENCY');
        const printed = lines.some((line) => line.card.orderKind !== 'instant-delivery');
        const info = body.order_info;
        if (printed && !info) throw new DomainError('ORDER_INFO_REQUIRED', { field: 'order_info' });
        const phone = info ? normalizeBdPhone(info.phone) : null;
        if (info && !phone) throw new DomainError('PHONE_INVALID', { field: 'order_info/phone' });
        const subtotal = lines.reduce((sum, line) => sum + line.card.price * line.quantity, 0);
        const fee = deliveryFee({ printed, subtotal, currency, city: info?.city });
        const order = await shopping.insertOrder(tx, {
          userId: learner.id,
          kind: printed ? 'pre-order' : 'instant-delivery',
          currency,
          subtotal,
          deliveryFee: fee,
          total: subtotal + fee,
          orderInfo: info ? { ...info, phone: phone as string } : null,
          at: now,
          lines: lines.map((line) => ({
            cardId: line.card.id,
            quantity: line.quantity,
            size: line.size,
            unitPrice: line.card.price,
            reserved: line.card.stock === null ? 0 : line.quantity,
          })),
        });
        for (const line of lines)
          if (line.card.stock !== null) await shopping.moveStock(tx, line.card.id, line.quantity);
        if (body.action === 'basket') await shopping.clearBasket(tx, learner.id);
        return order.id;
      });
      return orderOf(learner.id, id);
    },

    /** One page of the learner's orders by status priority then date, with their lines. */
    async orders(
      user: AuthUser | null,
      query: PageQuery & { status?: shopping.OrderStatus; kind?: shopping.OrderRow['kind'] },
    ) {
      const learner = requireUser(user);
      await expireStale(learner.id);
      const page = await shopping.ordersPage(
        db,
        { userId: learner.id, status: query.status, kind: query.kind, priorities: orderStatusPriority },
        query,
      );
      return {
        page,
        parts: await shopping.orderParts(
          db,
          page.items.map(({ order }) => order.id),
        ),
      };
    },

    order(user: AuthUser | null, id: string) {
      return orderOf(requireUser(user).id, id);
    },

    /**
     * The learner cancels a `placed` order: `cancelled` (domain's state machine), its stock and its gift
     * coupon given back (a top-up's PENDING credit goes). Any other status is 409; another learner's
     * order 404.
     */
    async cancelOrder(user: AuthUser | null, id: string) {
      const learner = requireUser(user);
      await db.transaction(async (tx) => {
        const order = await shopping.orderForUpdate(tx, id);
        if (!order || order.userId !== learner.id) throw new DomainError('ORDER_NOT_FOUND');
        await cancelPlaced(tx, order);
      });
      return orderOf(learner.id, id);
    },

    /** The console cancels a learner's unpaid order, as the learner's own cancel does; audited. */
    async cancelOrderAsOperator(id: string, actor: AuthUser) {
      await db.transaction(async (tx) => {
        const order = await shopping.orderForUpdate(tx, id);
        if (!order || order.kind === 'topup') throw new DomainError('ORDER_NOT_FOUND');
        await cancelPlaced(tx, order);
        await audit(tx, {
          actor,
          action: 'order.cancel',
          target: `order:${order.id}`,
          before: { status: order.status },
          after: { status: 'cancelled' },
        });
      });
    },

    /** One page of the learner's favourite catalogues (each with its counts), newest first. */
    async favourites(user: AuthUser | null, query: PageQuery) {
      const learner = requireUser(user);
      const page = await shopping.favouritesPage(db, learner.id, query);
      const nodes = await shopService.catalogsByIds(page.items.map(({ favourite }) => favourite.catalogId));
      return { page, nodes };
    },

    /** Follows or unfollows a catalogue (idempotent both ways); an unknown catalogue is 404. */
    async updateFavourite(user: AuthUser | null, body: { catalog: number; action: 'add' | 'remove' }) {
      const learner = requireUser(user);
      if ((await shopService.catalogsByIds([body.catalog])).size === 0)
        throw new DomainError('CATALOG_NOT_FOUND');
      if (body.action === 'add') await shopping.addFavourite(db, learner.id, body.catalog, clock.now());
      else await shopping.removeFavourite(db, learner.id, body.catalog);
      return {
        catalog: body.catalog,
        favourite: body.action === 'add',
        total: await shopping.favouritesCount(db, learner.id),
      };
    },

    basket(user: AuthUser | null) {
      return basket(requireUser(user).id);
    },

    /**
     * Changes one line and answers the whole basket: `add` adds `quantity` (default 1), `set` puts the
     * line at `quantity` (0 removes it), `remove` removes it. One change at a time per learner.
     * An unknown card is 404; a sold-out card, more than its stock or another currency unit than the
     * basket's is 409; more than 20 pieces on a line or more than 50 lines is 400 beside the field.
     */
    async updateBasket(
      user: AuthUser | null,
      body: { card: number; quantity?: number; action: 'add' | 'set' | 'remove' },
    ) {
      const learner = requireUser(user);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await shopping.lockBasket(tx, learner.id);
        const card = await shop.cardById(tx, body.card);
        if (!card) throw new DomainError('CARD_NOT_FOUND');
        const lines = await shopping.basketOf(tx, learner.id);
        const line = lines.find((item) => item.line.cardId === card.id);
        const asked = body.quantity ?? 1;
        const quantity =
          body.action === 'remove' ? 0 : body.action === 'add' ? (line?.line.quantity ?? 0) + asked : asked;
        if (quantity === 0) {
          await shopping.removeLine(tx, learner.id, card.id);
          return;
        }
        if (quantity > LINE_MAX_QUANTITY)
          throw new DomainError('BASKET_LINE_TOO_MANY', { field: 'quantity' });
        if (!line && lines.length >= BASKET_MAX_LINES)
          throw new DomainError('BASKET_FULL', { field: 'card' });
        if (card.stock === 0) throw new DomainError('CARD_SOLD_OUT');
        if (card.stock !== null && quantity > card.stock) throw new DomainError('CARD_STOCK_SHORT');
        const other = lines.find((item) => item.card.currency !== card.currency);
        if (other) throw new DomainError('BASKET_CURRENCY');
        await shopping.putLine(tx, {
          userId: learner.id,
          cardId: card.id,
          quantity,
          price: card.price,
          at: now,
        });
      });
      return basket(learner.id);
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;

/** An order as the console shows it: its learner, lines and the payment that paid it. */
export interface AdminOrderView {
  order: shopping.OrderRow;
  learner: UserRow;
  lines: Awaited<ReturnType<typeof shopping.orderParts>>['lines'];
  payment: shopping.OrderPaymentRow | null;
}

/** An order with its history (oldest first) and every attempt to pay it (newest first). */
export interface AdminOrderDetailView extends AdminOrderView {
  history: Awaited<ReturnType<typeof shopping.orderParts>>['history'];
  payments: shopping.OrderPaymentRow[];
}
