// The learner's side of the shop: favourite catalogues and the basket. Prices always come from the
// cards (today's); a basket's lines are all in one currency unit.
import { canTransitionOrder, normalizeBdPhone, orderStatusPriority } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import { requireUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db } from '../../db/client';
import { isAllowedRedirect } from '../checkout/checkout.service';
import type { Payable, PaymentGateway, PaymentOutcome } from '../payments/gateway';
import * as shop from '../shop/shop.repository';
import type { ShopService } from '../shop/shop.service';
import * as shopping from './shopping.repository';
import type { StoredOrderInfo } from './shopping.table';

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
  method: 'bkash' | 'nagad' | 'upay' | 'rocket';
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

export function createShoppingService({
  db,
  clock,
  shopService,
  gateway,
  webOrigins,
  paymentTtlMinutes,
}: {
  db: Db;
  clock: Clock;
  shopService: ShopService;
  gateway: PaymentGateway;
  webOrigins: readonly string[];
  paymentTtlMinutes: number;
}) {
  /** The learner's basket: lines with their cards at today's prices, and when it last changed. */
  async function basket(learnerId: string) {
    const [lines, updatedAt] = await Promise.all([
      shopping.basketOf(db, learnerId),
      shopping.basketUpdatedAt(db, learnerId),
    ]);
    return { lines, updatedAt };
  }

  /** An order with its lines, history and payments; another learner's is not found. */
  async function orderOf(learnerId: string, id: string) {
    await shopping.expireStalePayments(db, learnerId, clock.now());
    const order = await shopping.findOrder(db, id);
    if (!order || order.userId !== learnerId) throw new DomainError('ORDER_NOT_FOUND');
    return { order, ...(await shopping.orderParts(db, [order.id])) };
  }

  /**
   * Applies a wallet's verified result to an order's payment, once: only a waiting payment changes.
   * Paid: the payment `paid`, the order placed → wait-send (a digital order on through sending to
   * completed), an `online_payment` ledger entry; failed or cancelled: the payment ends and the order
   * stays placed, payable again; a success after the expiry: expired. Answers where the browser returns.
   */
  async function applyResult(id: string, outcome: PaymentOutcome): Promise<string | null> {
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
      if (outcome !== 'success' || payment.expiresAt <= now) {
        await shopping.setPaymentStatus(tx, payment.id, 'expired', null);
        return back(false);
      }
      const order = await shopping.orderForUpdate(tx, payment.orderId);
      if (!order || !canTransitionOrder(order.status, 'wait-send') || order.status !== 'placed') {
        // paid for an order no longer waiting (cancelled meanwhile): the money goes back
        await shopping.setPaymentStatus(tx, payment.id, 'refund', now);
        return back(false);
      }
      await shopping.setPaymentStatus(tx, payment.id, 'paid', now);
      await shopping.setOrderStatus(tx, order.id, 'wait-send', now);
      if (order.kind === 'instant-delivery') {
        await shopping.setOrderStatus(tx, order.id, 'sending', now);
        await shopping.setOrderStatus(tx, order.id, 'completed', now);
      }
      await shopping.insertLedgerEntry(tx, {
        userId: order.userId,
        kind: 'online_payment',
        status: 'COMPLETED',
        amount: payment.amount,
        currency: payment.currency,
        orderId: order.id,
        paymentId: payment.id,
        createdAt: now,
      });
      return back(true);
    });
  }

  return {
    /** Shop orders' payments as the payments module pays them. */
    payable: {
      async toPay(id, method) {
        const payment = await shopping.findPayment(db, id);
        if (!payment || payment.method !== method) return null;
        const { lines } = await shopping.orderParts(db, [payment.orderId]);
        const first = lines[0]?.card.title ?? '';
        const title = lines.length > 1 ? `${first} ও আরও ${lines.length - 1}টি পণ্য` : first;
        return {
          id: payment.id,
          title,
          amount: payment.amount,
          payable: payment.status === 'waiting_payment' && payment.expiresAt > clock.now(),
        };
      },
      apply: applyResult,
    } satisfies Payable,

    /**
     * Starts paying the learner's `placed` order with a wallet: a payment waiting for 15 minutes (an
     * earlier waiting one ends), and the wallet's URL. Return URLs only on the web's origins; coupons
     * and the wallet balance arrive with the wallet (issue 16).
     */
    async pay(user: AuthUser | null, body: OrderPayBody) {
      const learner = requireUser(user);
      const now = clock.now();
      const urls = {
        redirect: body.redirect,
        success: body.success_url,
        failed: body.failed_url,
        cancel: body.cancel_url,
      };
      for (const [field, url] of [
        ['redirect', body.redirect],
        ['success_url', body.success_url],
        ['failed_url', body.failed_url],
        ['cancel_url', body.cancel_url],
      ] as const) {
        if (url !== undefined && !isAllowedRedirect(url, webOrigins))
          throw new DomainError('REDIRECT_NOT_ALLOWED', { field });
      }
      if (!urls.redirect && !(urls.success && urls.failed && urls.cancel)) {
        throw new DomainError('PAY_RETURN_REQUIRED', { field: 'redirect' });
      }
      if (body.coupon_code !== undefined) throw new DomainError('COUPON_NOT_FOUND', { field: 'coupon_code' });
      const payment = await db.transaction(async (tx) => {
        const order = await shopping.orderForUpdate(tx, body.order);
        if (!order || order.userId !== learner.id) throw new DomainError('ORDER_NOT_FOUND');
        if (order.status !== 'placed') throw new DomainError('ORDER_NOT_PAYABLE');
        if (body.currency !== undefined && body.currency !== order.currency) {
          throw new DomainError('PROMO_CURRENCY', { field: 'currency' });
        }
        await shopping.expireWaitingPayments(tx, order.id);
        return shopping.insertPayment(tx, {
          orderId: order.id,
          userId: learner.id,
          method: body.method,
          amount: order.total,
          currency: order.currency,
          createdAt: now,
          expiresAt: new Date(now.getTime() + paymentTtlMinutes * 60_000),
          returnUrls: urls,
        });
      });
      return { payment, redirectUrl: gateway.checkoutUrl(payment.id, body.method) };
    },

    /** One of the learner's payments (another learner's is not found); an unpaid one past its time is expired. */
    async payment(user: AuthUser | null, id: string) {
      const learner = requireUser(user);
      await shopping.expireStalePayments(db, learner.id, clock.now());
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
      await shopping.expireStalePayments(db, learner.id, clock.now());
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
     * The learner cancels a `placed` order: `cancelled` (DESIGN §3's machine), its stock given back.
     * Any other status is 409; another learner's order 404.
     */
    async cancelOrder(user: AuthUser | null, id: string) {
      const learner = requireUser(user);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const order = await shopping.orderForUpdate(tx, id);
        if (!order || order.userId !== learner.id) throw new DomainError('ORDER_NOT_FOUND');
        if (order.status !== 'placed' || !canTransitionOrder(order.status, 'cancelled')) {
          throw new DomainError('ORDER_NOT_CANCELLABLE');
        }
        await shopping.setOrderStatus(tx, order.id, 'cancelled', now);
        const { lines } = await shopping.orderParts(tx, [order.id]);
        for (const { line } of lines)
          if (line.reserved > 0) await shopping.moveStock(tx, line.cardId, -line.reserved);
      });
      return orderOf(learner.id, id);
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
