import { timestamp } from 'drizzle-orm/pg-core';

/** A moment (timestamptz), as every table stores times. */
export const at = () => timestamp({ withTimezone: true });

/** When a row was written: set by the database unless the writer gives the clock's time. */
export const createdAt = () => at().notNull().defaultNow();
