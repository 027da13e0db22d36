// The ops area's table: the default Notifier's outbox.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Every message the default Notifier "sends": readable at GET /dev/outbox outside production. */
export const outbox = pgTable('outbox', {
  id: serial().primaryKey(),
  channel: text({ enum: ['sms', 'email'] }).notNull(),
  recipient: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: createdAt(),
});
