// The wallet's tables: the ledger every balance is read from, and the coupons learners hold.
// The ledger references orders and their payments (the shop's orders pay into it and out of it); the
// wallet's code never reads those tables, only keeps their ids.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { orderPayments, orders } from '../shop/orders.table';

export const currencies = ['tk', 'star', 'point'] as const;

/** A coupon a learner holds: a gift (off an order) or a top-up (into the wallet), used once. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique across learners: a code names one coupon. Stored upper-case. */
    code: text().notNull(),
    kind: text({ enum: ['gift', 'topup'] }).notNull(),
    title: text().notNull(),
    value: integer().notNull(),
    currency: text({ enum: currencies }).notNull(),
    expiresAt: at(),
    usedAt: at(),
    /** The order a gift coupon was applied to (set with `usedAt`, cleared if that order is cancelled unpaid). */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** Why it was issued, once per learner: `welcome`, or an operator's issue (the console, later). */
    reason: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex().on(t.code),
    uniqueIndex('coupons_user_reason_unique').on(t.userId, t.reason),
    index().on(t.userId, t.expiresAt),
    check('coupons_value_positive', sql`${t.value} > 0`),
  ],
);

/**
 * The learner's ledger (docs/decisions/0015-shop-orders-and-wallet-ledger.md): every movement of a balance —
 * the tk wallet and the reward units star and point — is a row written in the same database transaction as
 * the change it records. A balance is the sum of its unit's COMPLETED rows with `inWallet` (credits minus
 * debits), never stored apart. `inWallet` false records money that went past the wallet (an order paid
 * through a mobile wallet's checkout). `key` makes each movement happen once: a repeated callback, a second
 * claim or a replayed refund meets the unique index instead of paying twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['topup', 'claimed', 'online_payment', 'refund'] }).notNull(),
    status: text({ enum: ['COMPLETED', 'PENDING'] }).notNull(),
    direction: text({ enum: ['credit', 'debit'] }).notNull(),
    inWallet: boolean().notNull(),
    amount: integer().notNull(),
    currency: text({ enum: currencies }).notNull(),
    note: text(),
    key: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    paymentId: uuid().references(() => orderPayments.id, { onDelete: 'set null' }),
    couponId: uuid().references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: at().notNull(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    uniqueIndex('ledger_entries_key_unique').on(t.key),
    check('ledger_entries_amount_positive', sql`${t.amount} > 0`),
  ],
);
