// The orientation area's tables: free webinars with limited seats, and the learners' bookings.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.table';

export const orientations = pgTable(
  'orientations',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    host: text().notNull(),
    startsAt: at().notNull(),
    durationMinutes: integer().notNull(),
    seatsTotal: integer().notNull(),
    /** The webinar's room; only answered to a booked learner in the join window. */
    joinUrl: text().notNull(),
  },
  (t) => [index().on(t.startsAt)],
);

/** A learner's seat in a webinar: one per learner and webinar. */
export const orientationBookings = pgTable(
  'orientation_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    orientationId: integer()
      .notNull()
      .references(() => orientations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookedAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.orientationId, t.userId), index().on(t.userId)],
);
