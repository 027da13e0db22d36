// The ops area's tables: the default Notifier's outbox and the rate-limit counters.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';

/**
 * Every message the api sends, written before it is sent: the durable record of what was sent, to whom,
 * and how it went (`status`: `kept` when no driver is configured for its channel — the outbox is then
 * the only delivery —, `queued` while a driver is trying, `sent`, or `failed` with `lastError`).
 * Readable at GET /dev/outbox outside production.
 */
export const outbox = pgTable('outbox', {
  id: serial().primaryKey(),
  channel: text({ enum: ['sms', 'email'] }).notNull(),
  recipient: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: createdAt(),
  status: text({ enum: ['queued', 'sent', 'failed', 'kept'] })
    .notNull()
    .default('kept'),
  /** Tries of the driver so far. */
  attempts: integer().notNull().default(0),
  /** The last try's error (the driver's words, never a secret), null once sent. */
  lastError: text(),
  sentAt: at(),
  /** The request that sent it (`X-Request-Id`), to find its log lines. */
  requestId: text(),
});

/**
 * Rate-limit counters, one per key (`v3Login:203.0.113.7`, `login:+8801712345678`): hits in the
 * current fixed window and when it ends. In the database, so that a limit holds across processes
 * and restarts (docs/decisions/0004-one-time-codes-and-rate-limits.md).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEndsAt: at().notNull(),
});
