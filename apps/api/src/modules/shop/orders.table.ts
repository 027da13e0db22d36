// The learner's side of the shop: the catalogues they follow and their basket (orders and payments
// build on these). Column names are written camelCase and stored snake_case.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { cards, catalogs } from './shop.table';

/** A catalogue a learner follows: one row per learner and catalogue. */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catalogId: integer()
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.catalogId)],
);

/**
 * A line of a learner's basket: one per card. `addedPrice` is the card's price when the line was
 * added (the basket answers today's price, and says when it changed).
 */
export const basketLines = pgTable(
  'basket_lines',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer()
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedPrice: integer().notNull(),
    addedAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), index().on(t.cardId)],
);

/** Delivery details of an order of printed items (the contract's OrderInfo). */
export interface StoredOrderInfo {
  name: string;
  phone: string;
  address: string;
  city?: string;
  size?: 'small' | 'medium' | 'large';
  note?: string;
}

/**
 * A shop order: its kind, status (domain's state machine,
 * docs/decisions/0015-shop-orders-and-wallet-ledger.md) and the server's prices, in one currency unit.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['topup', 'pre-order', 'instant-delivery'] }).notNull(),
    status: text({
      enum: ['placed', 'wait-send', 'sending', 'completed', 'cancelled', 'refunded'],
    }).notNull(),
    currency: text({ enum: ['tk', 'star', 'point'] }).notNull(),
    subtotal: integer().notNull(),
    deliveryFee: integer().notNull(),
    discount: integer().notNull().default(0),
    total: integer().notNull(),
    couponCode: text(),
    orderInfo: jsonb().$type<StoredOrderInfo>(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** A line of an order, priced when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cardId: integer()
      .notNull()
      .references(() => cards.id),
    quantity: integer().notNull(),
    size: text({ enum: ['small', 'medium', 'large'] }),
    unitPrice: integer().notNull(),
    lineTotal: integer().notNull(),
    /** Stock taken for the line (given back when the order is cancelled). */
    reserved: integer().notNull().default(0),
  },
  (t) => [index().on(t.orderId)],
);

/** An order's history: every status it has been in, with when. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({
      enum: ['placed', 'wait-send', 'sending', 'completed', 'cancelled', 'refunded'],
    }).notNull(),
    at: at().notNull(),
  },
  (t) => [index().on(t.orderId)],
);

/** An attempt to pay an order through a wallet (`POST /order/pay`). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text({ enum: ['bkash', 'nagad', 'upay', 'rocket'] }),
    status: text({ enum: ['waiting_payment', 'paid', 'expired', 'refund'] }).notNull(),
    amount: integer().notNull(),
    currency: text({ enum: ['tk', 'star', 'point'] }).notNull(),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
    paidAt: at(),
    /** The gateway's reference of the paid payment (SSLCommerz: bank_tran_id); a refund names it. */
    gatewayRef: text(),
    /** The gateway's reference of the refund started for it, until the gateway confirms it. */
    refundRef: text(),
    /** Where the browser returns after the wallet: per outcome, or `redirect` with ?status=. */
    returnUrls: jsonb()
      .$type<{ redirect?: string; success?: string; failed?: string; cancel?: string }>()
      .notNull(),
  },
  (t) => [index().on(t.orderId), index().on(t.userId)],
);

/**
 * A learner's review of one line of a completed order: opened (rating null) when the order
 * completes, written and edited by the learner; a written one is copied to the card's public
 * reviews (the shop's `public_reviews`, keyed by this id).
 */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    cardId: integer()
      .notNull()
      .references(() => cards.id),
    rating: integer(),
    comment: text(),
    createdAt: at().notNull(),
    updatedAt: at(),
  },
  (t) => [uniqueIndex().on(t.orderLineId), index().on(t.userId, t.createdAt)],
);
