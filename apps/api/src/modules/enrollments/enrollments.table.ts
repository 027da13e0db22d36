// The enrollments area's table: a learner's seat in a batch.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { batches } from '../catalogue/catalogue.table';

/** A learner's seat in a batch; one per learner and batch. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    /** How the learner came by it: a purchase, a bundle plan, a 100 % promo, or by hand in the console. */
    source: text({ enum: ['purchase', 'bundle', 'promo', 'manual'] }).notNull(),
    transactionId: uuid(),
    enrolledAt: createdAt(),
    expiresAt: at(),
  },
  (t) => [uniqueIndex().on(t.userId, t.batchId), index().on(t.batchId)],
);
