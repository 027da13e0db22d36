// Guardians (issue 41, decision 0030): a learner's pairing codes, who follows whom, a guardian's weekly
// summary setting and the summaries sent (one a guardian and week).
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';

/** A code a guardian enters to follow the learner: kept as its hash, used once, for 48 hours. */
export const guardianCodes = pgTable(
  'guardian_codes',
  {
    id: serial().primaryKey(),
    learnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code (core/crypto.ts `hashToken`): a leaked table gives no code. */
    codeHash: text().notNull(),
    /** The learner, or the admin who made it for them. */
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.codeHash), index().on(t.learnerId)],
);

/** A guardian follows a learner (view only) until either of them, or the school, unlinks it. */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    guardianId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.learnerId] }), index().on(t.learnerId)],
);

/** A guardian's choice of the weekly summary; no row: on. */
export const guardianSettings = pgTable('guardian_settings', {
  guardianId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklySummary: boolean().notNull(),
  updatedAt: at().notNull(),
});

/** A weekly summary sent (or found with nowhere to go): one a guardian and week, so never twice. */
export const guardianSummaries = pgTable(
  'guardian_summaries',
  {
    guardianId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The week's Saturday (Asia/Dhaka). */
    week: date({ mode: 'string' }).notNull(),
    channel: text({ enum: ['sms', 'email'] }),
    sentAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.week] })],
);
