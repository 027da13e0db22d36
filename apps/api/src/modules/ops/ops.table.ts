// The ops area's tables: the default Notifier's outbox and the rate-limit counters.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';

/** Every message the default Notifier "sends": readable at GET /dev/outbox outside production. */
export const outbox = pgTable('outbox', {
  id: serial().primaryKey(),
  channel: text({ enum: ['sms', 'email'] }).notNull(),
  recipient: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters, one per key (`v3Login:203.0.113.7`, `login:+8801712345678`): hits in the
 * current fixed window and when it ends. In the database, so that a limit holds across processes
 * and restarts (DESIGN.md §6).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEndsAt: at().notNull(),
});
