// The checkout area's tables: promos and v3 purchases (which hold a seat while they wait for payment).
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';

export const promos = pgTable('promos', {
  code: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  kind: text({ enum: ['percentage', 'fixed'] }).notNull(),
  /** Percent (1–100) or taka. */
  value: integer().notNull(),
  /** Course ids it applies to; null for all courses. */
  courseIds: integer().array(),
  validUntil: at(),
  public: boolean().notNull().default(true),
  /** Purchases one learner may make with it; null for no limit. */
  perLearnerLimit: integer(),
  /** Purchases everyone together may make with it; null for no limit. */
  totalLimit: integer(),
});

/**
 * v3 purchases of a batch or a bundle. An unpaid one holds a seat, and a use of its promo, until it
 * is paid, fails, is cancelled or expires.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['batch', 'bundle'] }).notNull(),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    plan: text(),
    method: text({ enum: ['bkash', 'nagad', 'upay', 'rocket'] }).notNull(),
    amount: integer().notNull(),
    discount: integer().notNull().default(0),
    promoCode: text(),
    status: text({ enum: ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED'] }).notNull(),
    redirect: text().notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    completedAt: at(),
  },
  (t) => [index().on(t.userId, t.status), index().on(t.batchId, t.status), index().on(t.promoCode, t.status)],
);
