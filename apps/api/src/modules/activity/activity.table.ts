// Learners' usage events (`POST /activity`), append-only: rows are only ever inserted, and deleted by the
// nightly clean-up 400 days on (activity-cleanup.ts).
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.table';

export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventName: text().notNull(),
    kind: text({ enum: ['card', 'catalog', 'content', 'course', 'page', 'search'] }).notNull(),
    item: text(),
    eventData: jsonb().$type<Record<string, string | number | boolean | null>>(),
    createdAt: at().notNull(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.eventName, t.createdAt)],
);
