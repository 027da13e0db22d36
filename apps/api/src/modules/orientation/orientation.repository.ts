// The orientation area's reads and writes: webinars with their seats taken, and learners' bookings.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { nestedRows, qb } from '../../db/nested';
import { type At, atTime, col } from '../../db/sql';
import { orientationBookings, orientations } from './orientation.table';

export type OrientationRow = typeof orientations.$inferSelect;
export type BookingRow = typeof orientationBookings.$inferSelect;

/** A webinar that has not ended at `now`. */
const notEnded = (now: At): SQL =>
  sql`${orientations.startsAt} + make_interval(mins => ${orientations.durationMinutes}) > ${atTime(now)}`;

/** How many seats a webinar has taken, as a column. */
const seatsTakenSql = sql<number>`(select count(*) from ${orientationBookings}
  where ${col(orientationBookings.orientationId)} = ${col(orientations.id)})`.mapWith(Number);

/** Whether the learner has booked the webinar, as a column (false for nobody). */
const bookedSql = (userId: string | null) =>
  userId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${orientationBookings}
        where ${col(orientationBookings.orientationId)} = ${col(orientations.id)}
          and ${col(orientationBookings.userId)} = ${userId})`;

/** Webinars that have not ended, soonest first, with their seats taken and whether the learner booked each. */
export function upcoming(db: Db | Tx, { now, userId }: { now: Date; userId: string | null }) {
  return db
    .select({ orientation: orientations, taken: seatsTakenSql, booked: bookedSql(userId) })
    .from(orientations)
    .where(notEnded(now))
    .orderBy(asc(orientations.startsAt), asc(orientations.id));
}

/** A webinar. */
export async function find(db: Db | Tx, id: number): Promise<OrientationRow | undefined> {
  const [row] = await db.select().from(orientations).where(eq(orientations.id, id));
  return row;
}

/** A webinar, locked until the transaction ends: bookings of it wait for one another. */
export async function lock(tx: Tx, id: number): Promise<OrientationRow | undefined> {
  const [row] = await tx.select().from(orientations).where(eq(orientations.id, id)).for('update');
  return row;
}

/** How many seats a webinar has taken. */
export async function seatsTaken(db: Db | Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orientationBookings)
    .where(eq(orientationBookings.orientationId, id));
  return row?.n ?? 0;
}

/** The learner's booking of a webinar. */
export async function findBooking(db: Db | Tx, id: number, userId: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(orientationBookings)
    .where(and(eq(orientationBookings.orientationId, id), eq(orientationBookings.userId, userId)));
  return row;
}

export async function insertBooking(
  tx: Tx,
  values: { orientationId: number; userId: string; bookedAt: Date },
): Promise<BookingRow> {
  const [row] = await tx.insert(orientationBookings).values(values).returning();
  return row as BookingRow;
}

const bookingRows = nestedRows({
  booking: orientationBookings,
  orientation: orientations,
  taken: seatsTakenSql,
});

/**
 * The learner's bookings of webinars that have not ended at `now`, soonest first, each with its
 * webinar's seats taken, as a column of an enclosing statement (the booking status reads it beside the
 * learner's enrollments: one statement). `userId` and `now` may be placeholders.
 */
export const bookingsSql = (userId: unknown, now: At) =>
  bookingRows.column(
    qb
      .select({ rows: bookingRows.aggregate(asc(orientations.startsAt), asc(orientations.id)) })
      .from(orientationBookings)
      .innerJoin(orientations, eq(orientations.id, orientationBookings.orientationId))
      .where(and(sql`${orientationBookings.userId} = ${userId}`, notEnded(now))),
  );

// ---------------------------------------------------------------- the console (issue 19)

export type OrientationInsert = typeof orientations.$inferInsert;

/** Every webinar, the latest first, with its seats taken. */
export function adminPage(db: Db | Tx, query: PageQuery) {
  return withPagination(
    db
      .select({ orientation: orientations, taken: seatsTakenSql, total: totalSql })
      .from(orientations)
      .orderBy(desc(orientations.startsAt), desc(orientations.id)),
    () => db.select({ n: count() }).from(orientations),
    query,
  );
}

/** One webinar with its seats taken. */
export async function adminOne(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ orientation: orientations, taken: seatsTakenSql })
    .from(orientations)
    .where(eq(orientations.id, id));
  return row;
}

export async function insert(tx: Tx, values: OrientationInsert): Promise<OrientationRow> {
  const [row] = await tx.insert(orientations).values(values).returning();
  if (!row) throw new Error('the webinar was not inserted');
  return row;
}

export async function update(tx: Tx, id: number, values: Partial<OrientationInsert>): Promise<void> {
  if (Object.keys(values).length > 0)
    await tx.update(orientations).set(values).where(eq(orientations.id, id));
}
