// A learner's days of study (issue 40): one row per learner and Asia/Dhaka day on which they watched part of
// a lesson, recorded a practice ayah, saved an exam answer or joined a class, with the seconds of lessons
// watched that day; and their weekly goal.
import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.table';

export const studyDays = pgTable(
  'study_days',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Asia/Dhaka calendar day. */
    day: date({ mode: 'string' }).notNull(),
    /** Seconds of lessons watched that day (a day of practice, an exam or a class alone has 0). */
    watchedSeconds: integer().notNull().default(0),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A learner's weekly goal, in minutes of lessons watched; no row: none set. */
export const studyGoals = pgTable('study_goals', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyMinutes: integer().notNull(),
  updatedAt: at().notNull(),
});
