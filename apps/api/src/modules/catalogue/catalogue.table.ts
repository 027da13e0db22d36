// The catalogue area's tables: what is for sale — courses, their batches and bundle plans.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import type { V3Schemas } from '@tilawat/sdk';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.table';

export const courses = pgTable('courses', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  subtitle: text().notNull(),
  description: text().notNull(),
  level: text({ enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
  coverImage: text(),
  durationWeeks: integer().notNull(),
  position: integer().notNull().default(0),
  /** On the site (the catalogue, its pages, checkout) or kept off it while an admin prepares it. */
  published: boolean().notNull().default(true),
});

export const batches = pgTable(
  'batches',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    name: text().notNull(),
    mode: text({ enum: ['live', 'on-demand'] }).notNull(),
    startsAt: at().notNull(),
    classDays: text().array().$type<V3Schemas['Weekday'][]>().notNull().default(sql`'{}'::text[]`),
    classTime: text(),
    durationMinutes: integer(),
    seatsTotal: integer(),
    price: integer().notNull(),
    originalPrice: integer(),
    enrollmentOpen: boolean().notNull().default(true),
    instructor: text().notNull(),
    /** The teacher (or admin) assigned in the console: a teacher sees and edits only their batches. */
    teacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.courseId), index().on(t.teacherId)],
);

export const bundlePlans = pgTable('bundle_plans', {
  id: text().primaryKey(),
  courseId: integer()
    .notNull()
    .references(() => courses.id),
  title: text().notNull(),
  description: text().notNull(),
  accessDays: integer().notNull(),
  price: integer().notNull(),
  /** The batch a bundle enrolls into (the course's on-demand batch). */
  batchId: integer()
    .notNull()
    .references(() => batches.id),
});
