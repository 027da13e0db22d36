// Field data (issue 38): Core Web Vitals measured in learners' browsers. Anonymous by its columns: no user,
// no address, no device, no moment finer than the day (docs/decisions/0022-field-data-without-identifiers.md).
// Rows are only inserted, and deleted by the nightly clean-up 35 days on (vitals-cleanup.ts).
import { bigserial, date, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;

export const vitalMeasurements = pgTable(
  'vital_measurements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The day it was received, in Asia/Dhaka: the report's windows and the retention count whole days. */
    day: date({ mode: 'string' }).notNull(),
    /** The page's route template (`/al-quran-course/[slug]`), one of @tilawat/domain/rules' routes. */
    route: text().notNull(),
    name: text({ enum: VITAL_NAMES }).notNull(),
    /** Milliseconds for LCP, INP and TTFB; unitless for CLS. */
    value: doublePrecision().notNull(),
    navigationType: text({ enum: NAVIGATION_TYPES }),
  },
  // the report reads a window of days by route and metric; the clean-up the days before its cut
  (t) => [index().on(t.day, t.route, t.name)],
);
