// The payments of orders (top-ups included, docs/decisions/0015-shop-orders-and-wallet-ledger.md): paying
// an order with a mobile wallet or from the learner's balance, a gateway's result applied once, and the
// payments past their time ended. The payments area pays them through `payable`.
import { canTransitionOrder, orderNumber, wallets } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import {
  isAllowedRedirect,
  type Payable,
  type PaymentGateway,
  type PaymentMethod,
  type PaymentOutcome,
  requireOffered,
} from '../payments/gateway';
import type { OrderBalance } from './balance';
import { endTopup, moveOrder } from './order-moves';
import * as payments from './order-payments.repository';
import * as orders from './orders.repository';

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

/** The return URLs of a payment, each on the web's origins (no open redirect), else 400 beside it. */
export function checkedReturnUrls(
  urls: { redirect?: string; success?: string; failed?: string; cancel?: string },
  webOrigins: readonly string[],
) {
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

export function createOrderPayments({
  db,
  clock,
  balance,
  gateway,
  webOrigins,
  paymentTtlMinutes,
}: {
  db: Db;
  clock: Clock;
  balance: OrderBalance;
  gateway: PaymentGateway;
  webOrigins: readonly string[];
  paymentTtlMinutes: number;
}) {
  /**
   * The learner's payments waiting past their time expire; a top-up whose payment expired is
   * cancelled and its PENDING ledger entry goes (it credited nothing).
   */
  async function expireStale(learnerId: string): Promise<void> {
    const orderIds = await payments.expireStalePayments(db, learnerId, clock.now());
    if (orderIds.length === 0) return;
    await db.transaction(async (tx) => {
      for (const id of new Set(orderIds)) {
        const order = await orders.orderForUpdate(tx, id);
        if (order?.kind === 'topup') await endTopup(tx, order, clock.now(), balance);
      }
    });
  }

  /**
   * What follows a payment, in its transaction: the order placed → wait-send (a digital order or a
   * top-up on through sending to completed); a top-up's PENDING credit COMPLETED; a tk order's
   * points; an order paid through a mobile wallet's checkout recorded in the ledger past the wallet.
   */
  async function afterPaid(tx: Tx, order: orders.OrderRow, payment: payments.OrderPaymentRow, now: Date) {
    await moveOrder(tx, order, 'wait-send', now);
    if (order.kind !== 'pre-order') {
      await moveOrder(tx, order, 'sending', now);
      await moveOrder(tx, order, 'completed', now);
    }
    const number = orderNumber(order.id);
    if (order.kind === 'topup') {
      await balance.completeTopup(
        tx,
        order.id,
        msg.ledger.topup(payment.method && wallets[payment.method].bn),
      );
      return;
    }
    if (payment.method && payment.amount > 0) {
      await balance.paidPastBalance(tx, {
        userId: order.userId,
        amount: payment.amount,
        currency: payment.currency,
        note: msg.ledger.orderPaidOnline(number, wallets[payment.method].bn),
        orderId: order.id,
        paymentId: payment.id,
        at: now,
      });
    }
    if (order.currency === 'tk') {
      await balance.earnPoints(tx, {
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
      const payment = await payments.paymentForUpdate(tx, id);
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
      const order = await orders.orderForUpdate(tx, payment.orderId);
      if (outcome !== 'success' || payment.expiresAt <= now) {
        await payments.setPaymentStatus(tx, payment.id, 'expired', null);
        if (order?.kind === 'topup') await endTopup(tx, order, now, balance);
        return back(false);
      }
      if (!order || !canTransitionOrder(order.status, 'wait-send') || order.status !== 'placed') {
        // paid for an order no longer waiting (cancelled meanwhile): the money goes back
        await payments.setPaymentStatus(tx, payment.id, 'refund', now);
        return back(false);
      }
      const chosen = payment.method ?? method ?? null;
      if (!payment.method && chosen) await payments.setPaymentMethod(tx, payment.id, chosen);
      await payments.setPaymentStatus(tx, payment.id, 'paid', now);
      if (reference) await payments.setPaymentRefs(tx, payment.id, { gatewayRef: reference });
      await afterPaid(tx, order, { ...payment, method: chosen, status: 'paid', paidAt: now }, now);
      return back(true);
    });
  }

  return {
    /** Settles the learner's payments past their time (expired; an expired top-up cancelled). */
    settle: expireStale,

    /** Shop orders' payments (top-ups included) as the payments module pays them. */
    payable: {
      async toPay(id, method) {
        const payment = await payments.findPayment(db, id);
        // a top-up made without a wallet is paid with whichever the payer picks at the gateway
        if (!payment || (method && (payment.method ?? method) !== method)) return null;
        const order = await orders.findOrder(db, payment.orderId);
        const { lines } = await orders.orderParts(db, [payment.orderId]);
        const first = lines[0]?.card.title ?? '';
        const title =
          order?.kind === 'topup'
            ? msg.ledger.topup(null)
            : lines.length > 1
              ? msg.orderLinesTitle(first, lines.length - 1)
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
    async pay(learner: AuthUser, body: OrderPayBody) {
      const now = clock.now();
      const urls = checkedReturnUrls(
        {
          redirect: body.redirect,
          success: body.success_url,
          failed: body.failed_url,
          cancel: body.cancel_url,
        },
        webOrigins,
      );
      if (!urls.redirect && !(urls.success && urls.failed && urls.cancel)) {
        throw new DomainError('PAY_RETURN_REQUIRED', { field: 'redirect' });
      }
      return db.transaction(async (tx) => {
        let order = await orders.orderForUpdate(tx, body.order);
        if (!order || order.userId !== learner.id) throw new DomainError('ORDER_NOT_FOUND');
        if (order.status !== 'placed' || order.kind === 'topup') throw new DomainError('ORDER_NOT_PAYABLE');
        if (body.currency !== undefined && body.currency !== order.currency) {
          throw new DomainError('PROMO_CURRENCY', { field: 'currency' });
        }
        if (order.currency !== 'tk' && body.method !== 'wallet') {
          throw new DomainError('REWARD_NEEDS_WALLET', { field: 'method' });
        }
        if (body.coupon_code !== undefined) {
          const coupon = await balance.giftFor(tx, {
            userId: learner.id,
            code: body.coupon_code,
            orderId: order.id,
            currency: order.currency,
          });
          if (coupon.orderId !== order.id) {
            if (order.couponCode) throw new DomainError('ORDER_HAS_COUPON');
            const before = order.subtotal + order.deliveryFee;
            const discount = Math.min(coupon.value, before);
            await balance.useGift(tx, coupon.id, order.id, now);
            order = await orders.applyDiscount(tx, order.id, {
              discount,
              couponCode: coupon.code,
              total: before - discount,
              at: now,
            });
          }
        }
        await payments.expireWaitingPayments(tx, order.id);
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
          const payment = await payments.insertPayment(tx, { ...base, method: body.method });
          return { payment, redirectUrl: gateway.checkoutUrl(payment.id, body.method) };
        }
        // from the learner's balance, or nothing left to pay: paid here and now
        const payment = await payments.insertPayment(tx, { ...base, method: null, paidAt: now });
        if (order.total > 0) {
          await balance.payFromBalance(tx, {
            userId: learner.id,
            amount: order.total,
            currency: order.currency,
            note: msg.ledger.orderPaid(orderNumber(order.id)),
            orderId: order.id,
            paymentId: payment.id,
            at: now,
          });
        }
        await afterPaid(tx, order, payment, now);
        return {
          payment,
          redirectUrl: paymentReturnUrl(urls, 'success', { order: order.id, payment: payment.id }),
        };
      });
    },

    /** One of the learner's payments (another learner's is not found); an unpaid one past its time is expired. */
    async payment(learner: AuthUser, id: string) {
      await expireStale(learner.id);
      const payment = await payments.findPayment(db, id);
      if (!payment || payment.userId !== learner.id) throw new DomainError('PAYMENT_NOT_FOUND');
      return payment;
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
