// The learner's orders: placing one of the basket or of one card (prices always from the cards, today's),
// reading and cancelling them, what they own, and the control panel.
import { normalizeBdPhone, orderStatusPriority } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db } from '../../db/client';
import type { OrderBalance } from './balance';
import * as basket from './basket.repository';
import { cancelPlaced } from './order-moves';
import * as orders from './orders.repository';
import type { StoredOrderInfo } from './orders.table';

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

export function createOrders({
  db,
  clock,
  balance,
  settle,
}: {
  db: Db;
  clock: Clock;
  balance: OrderBalance;
  /** Ends the learner's payments past their time before their orders are read (order-payments.service.ts). */
  settle: (learnerId: string) => Promise<void>;
}) {
  /** An order with its lines, history and payments; another learner's is not found. */
  async function orderOf(learnerId: string, id: string) {
    await settle(learnerId);
    const order = await orders.findOrder(db, id);
    if (!order || order.userId !== learnerId) throw new DomainError('ORDER_NOT_FOUND');
    return { order, ...(await orders.orderParts(db, [order.id])) };
  }

  return {
    /** A learner's order as they see it (the console answers a refund with it too). */
    orderOf,

    /**
     * The learner's control panel, each figure from its own source: the balances from the ledger,
     * orders by status and the five latest from the orders, coupons and favourites from theirs.
     */
    async controlPanel(learner: AuthUser) {
      await settle(learner.id);
      const [balances, byStatus, recent, couponsAvailable, favouritesCount] = await Promise.all([
        balance.balances(learner.id),
        orders.ordersByStatus(db, learner.id),
        orders.recentOrders(db, learner.id, 5),
        balance.availableCoupons(learner.id),
        basket.favouritesCount(db, learner.id),
      ]);
      const ordersByStatus = Object.fromEntries(
        Object.keys(orderStatusPriority).map((status) => [status, 0]),
      ) as Record<orders.OrderStatus, number>;
      for (const row of byStatus) ordersByStatus[row.status] = row.n;
      return {
        balances,
        ordersByStatus,
        recent,
        parts: await orders.orderParts(
          db,
          recent.map((order) => order.id),
        ),
        couponsAvailable,
        favourites: favouritesCount,
      };
    },

    /** One page of what the learner owns: the lines of their paid orders, newest first. */
    products(user: AuthUser, query: PageQuery) {
      return orders.productsPage(db, user.id, query);
    },

    /**
     * Places an order of the basket (emptied in the same transaction) or of one card (buy-now): the
     * cards locked, priced today, their stock taken, the kind and the delivery fee decided here.
     */
    async createOrder(learner: AuthUser, body: CreateOrderBody) {
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        await basket.lockBasket(tx, learner.id);
        let wanted: { cardId: number; quantity: number; size?: Size }[];
        if (body.action === 'basket') {
          const lines = await basket.basketOf(tx, learner.id);
          if (lines.length === 0) throw new DomainError('BASKET_EMPTY');
          wanted = lines.map(({ line }) => ({ cardId: line.cardId, quantity: line.quantity }));
        } else {
          wanted = [{ cardId: body.card, quantity: body.quantity, size: body.order_info?.size }];
        }
        const locked = new Map(
          (
            await orders.cardsForUpdate(
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
        const order = await orders.insertOrder(tx, {
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
          if (line.card.stock !== null) await orders.moveStock(tx, line.card.id, line.quantity);
        if (body.action === 'basket') await basket.clearBasket(tx, learner.id);
        return order.id;
      });
      return orderOf(learner.id, id);
    },

    /** One page of the learner's orders by status priority then date, with their lines. */
    async orders(
      learner: AuthUser,
      query: PageQuery & { status?: orders.OrderStatus; kind?: orders.OrderRow['kind'] },
    ) {
      await settle(learner.id);
      const page = await orders.ordersPage(
        db,
        { userId: learner.id, status: query.status, kind: query.kind, priorities: orderStatusPriority },
        query,
      );
      return {
        page,
        parts: await orders.orderParts(
          db,
          page.items.map(({ order }) => order.id),
        ),
      };
    },

    order(user: AuthUser, id: string) {
      return orderOf(user.id, id);
    },

    /**
     * The learner cancels a `placed` order: `cancelled` (domain's state machine), its stock and its gift
     * coupon given back (a top-up's PENDING credit goes). Any other status is 409; another learner's
     * order 404.
     */
    async cancelOrder(learner: AuthUser, id: string) {
      await db.transaction(async (tx) => {
        const order = await orders.orderForUpdate(tx, id);
        if (!order || order.userId !== learner.id) throw new DomainError('ORDER_NOT_FOUND');
        await cancelPlaced(tx, order, clock.now(), balance);
      });
      return orderOf(learner.id, id);
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
