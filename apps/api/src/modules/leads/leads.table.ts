// The leads area's table: "call me back" requests from public pages, for the team to call.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { courses } from '../catalogue/catalogue.table';

/** Where a call-back request stands. */
export const leadStatuses = ['new', 'called', 'converted', 'not-reachable'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leads = pgTable(
  'leads',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** +8801XXXXXXXXX */
    phone: text().notNull(),
    email: text(),
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    preferredTime: text({ enum: ['morning', 'afternoon', 'evening', 'night'] }),
    message: text(),
    createdAt: createdAt(),
    /** The day it was asked, in Asia/Dhaka: one request per phone per day is kept. */
    day: date({ mode: 'string' }).notNull(),
    /** Where the call-back stands (the console, issue 19): new until someone calls. */
    status: text({ enum: leadStatuses }).notNull().default('new'),
    /** What the caller noted (the console). */
    note: text(),
    /** When the console last changed it. */
    updatedAt: at(),
  },
  (t) => [uniqueIndex().on(t.phone, t.day), index().on(t.status, t.createdAt)],
);
