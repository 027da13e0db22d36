// Reminders (issue 40, decision 0029): what a learner wants to be reminded by, their browsers' push
// subscriptions, each reminder planned (sent exactly once: its row moves from `scheduled` once), and the
// site's short links that SMS reminders carry.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';

/** A learner's channels; no row: SMS and e-mail on, web push off (it needs the browser's permission). */
export const reminderSettings = pgTable('reminder_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sms: boolean().notNull().default(true),
  email: boolean().notNull().default(true),
  push: boolean().notNull().default(false),
  updatedAt: at().notNull(),
});

/** A browser's Push API subscription (its endpoint and keys), one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.endpoint), index().on(t.userId)],
);

export const reminderKinds = [
  'class-hour',
  'class-minutes',
  'webinar-day',
  'webinar-hour',
  'rerecord',
  'streak',
] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/**
 * One reminder to one learner about one thing at one moment: planned as a row and a job of the engine that
 * waits until `dueAt`. Sent once: the job moves the row from `scheduled` to `sent` in the transaction that
 * queues the messages; a class moved or cancelled moves it to `cancelled`, and its job then does nothing.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: reminderKinds }).notNull(),
    /** What it is about: `class:88`, `webinar:5`, `practice:<uuid>`, `day:2026-11-29`. */
    subject: text().notNull(),
    dueAt: at().notNull(),
    status: text({ enum: ['scheduled', 'sent', 'cancelled', 'skipped'] })
      .notNull()
      .default('scheduled'),
    /** The channels it went by, once sent. */
    channels: text().array().notNull().default(sql`'{}'::text[]`),
    sentAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.kind, t.subject, t.dueAt),
    index().on(t.status, t.dueAt),
    index().on(t.subject),
  ],
);

/** The site's own short links (`/r/<code>`), which SMS reminders carry to fit one message. */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text().primaryKey(),
    /** The site's path it opens (`/dashboard/batch/12`). */
    path: text().notNull(),
    /** The reminder it was made for, whose channel it can switch off in one tap. */
    reminderId: uuid().references(() => reminders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.reminderId)],
);
