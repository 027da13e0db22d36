import { orderStatusPriority } from '@tilawat/domain/rules';
import type { V2Schemas } from '@tilawat/sdk';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import type { Basket } from './basket.service';
import type { OrderPaymentRow } from './order-payments.repository';
import type { OrderRow } from './orders.repository';
import type { Orders } from './orders.service';
import type { OrderReviewRow } from './reviews.repository';
import { cardMoney, paymentJson, type ShopJson } from './shop.json';
import type { Shop } from './shop.service';

type BasketRows = Awaited<ReturnType<Basket['basket']>>;
type OrderParts = Awaited<ReturnType<Orders['orders']>>['parts'];

/**
 * An order's payment status: its newest payment's, or — with none — waiting while the order is placed
 * and expired once it was cancelled unpaid.
 */
export function paymentStatusOf(
  order: OrderRow,
  payments: readonly OrderPaymentRow[],
): V2Schemas['PaymentStatus'] {
  const newest = payments[0];
  if (newest) return newest.status;
  return order.status === 'cancelled' ? 'expired' : 'waiting_payment';
}

/** The learner's side of the shop (v2): favourites, basket, orders and their payments, reviews, the control panel. */
export function shopHandlers(
  shop: Pick<Shop, 'basket' | 'orders' | 'payments' | 'reviews'>,
  { shopJson }: { shopJson: ShopJson },
): ContractHandlers {
  /** The contract's Basket: today's prices, the price a line was added at when it changed, totals. */
  function basketJson({ lines, updatedAt }: BasketRows): V2Schemas['Basket'] {
    const currency = lines[0]?.card.currency ?? 'tk';
    return {
      items: lines.map(({ line, card }) => ({
        card: shopJson.cardSummaryJson(card),
        quantity: line.quantity,
        size: card.sizes[0] ?? null,
        unit_price: cardMoney(card.price, card.currency),
        previous_unit_price:
          line.addedPrice === card.price ? null : cardMoney(line.addedPrice, card.currency),
        line_total: cardMoney(card.price * line.quantity, card.currency),
      })),
      count: lines.reduce((sum, { line }) => sum + line.quantity, 0),
      total: { amount: lines.reduce((sum, { line, card }) => sum + card.price * line.quantity, 0), currency },
      updated_at: updatedAt?.toISOString() ?? null,
    };
  }

  const money = (amount: number, currency: OrderRow['currency']) => cardMoney(amount, currency);

  /** The contract's Order: its lines (from `parts`, which may hold other orders' too) and payment status. */
  function orderJson(order: OrderRow, parts: OrderParts): V2Schemas['Order'] {
    const payments = parts.payments.filter((payment) => payment.orderId === order.id);
    return {
      id: order.id,
      kind: order.kind,
      status: order.status,
      status_priority: orderStatusPriority[order.status],
      items: parts.lines
        .filter(({ line }) => line.orderId === order.id)
        .map(({ line, card }) => ({
          card: shopJson.cardSummaryJson(card),
          quantity: line.quantity,
          size: line.size,
          unit_price: money(line.unitPrice, order.currency),
          line_total: money(line.lineTotal, order.currency),
        })),
      total: money(order.total, order.currency),
      payment_status: paymentStatusOf(order, payments),
      created_at: order.createdAt.toISOString(),
    };
  }

  function orderDetailJson({ order, ...parts }: { order: OrderRow } & OrderParts): V2Schemas['OrderDetail'] {
    const info = order.orderInfo;
    return {
      ...orderJson(order, parts),
      subtotal: money(order.subtotal, order.currency),
      discount: money(order.discount, order.currency),
      delivery_fee: money(order.deliveryFee, order.currency),
      coupon_code: order.couponCode,
      order_info: info,
      payments: parts.payments.map(paymentJson),
      history: parts.history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
    };
  }

  function reviewJson(review: OrderReviewRow, cardTitle: string): V2Schemas['Review'] {
    return {
      id: review.id,
      order_id: review.orderId,
      card_id: review.cardId,
      card_title: cardTitle,
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
      updated_at: review.updatedAt?.toISOString() ?? null,
    };
  }

  return {
    v2: {
      v2CreateOrder: async ({ body, user }) => orderDetailJson(await shop.orders.createOrder(user, body)),

      v2ListMyOrders: async ({ query, user }) => {
        const { page, parts } = await shop.orders.orders(user, query);
        return mapPage(page, ({ order }) => orderJson(order, parts));
      },

      v2GetMyOrder: async ({ params, user }) => orderDetailJson(await shop.orders.order(user, params.id)),

      v2CancelMyOrder: async ({ params, user }) =>
        orderDetailJson(await shop.orders.cancelOrder(user, params.id)),

      v2PayOrder: async ({ body, user }) => {
        const { payment, redirectUrl } = await shop.payments.pay(user, body);
        return { redirect_url: redirectUrl, payment: paymentJson(payment) };
      },

      v2GetMyPayment: async ({ params, user }) => paymentJson(await shop.payments.payment(user, params.id)),

      v2GetMyControlPanel: async ({ user }) => {
        const panel = await shop.orders.controlPanel(user);
        return {
          wallet: { amount: panel.balances.tk, currency: 'tk' },
          stars: panel.balances.star,
          points: panel.balances.point,
          orders_by_status: panel.ordersByStatus,
          recent_orders: panel.recent.map((order) => orderJson(order, panel.parts)),
          coupons_available: panel.couponsAvailable,
          favourites_count: panel.favourites,
        };
      },

      v2ListMyReviews: async ({ query, user }) =>
        mapPage(await shop.reviews.reviews(user, query), ({ review, card }) =>
          reviewJson(review, card.title),
        ),

      v2WriteMyReview: async ({ params, body, user }) => {
        const { review, card } = await shop.reviews.writeReview(user, params.id, body);
        return reviewJson(review, card.title);
      },

      v2ListMyProducts: async ({ query, user }) =>
        mapPage(await shop.orders.products(user, query), ({ line, card, paidAt }) => ({
          card: shopJson.cardSummaryJson(card),
          order_id: line.orderId,
          quantity: line.quantity,
          size: line.size,
          acquired_at: (paidAt as Date).toISOString(),
        })),

      v2ListMyFavourites: async ({ query, user }) => {
        const { page, nodes } = await shop.basket.favourites(user, query);
        return mapPage(
          { ...page, items: page.items.filter(({ favourite }) => nodes.has(favourite.catalogId)) },
          ({ favourite }) => ({
            id: favourite.id,
            catalog: shopJson.catalogJson(
              nodes.get(favourite.catalogId) as NonNullable<ReturnType<typeof nodes.get>>,
            ),
            created_at: favourite.createdAt.toISOString(),
          }),
        );
      },

      v2UpdateMyFavourite: async ({ body, user }) => shop.basket.updateFavourite(user, body),

      v2GetMyBasket: async ({ user }) => basketJson(await shop.basket.basket(user)),

      v2UpdateMyBasket: async ({ body, user }) => basketJson(await shop.basket.updateBasket(user, body)),
    },
  };
}
