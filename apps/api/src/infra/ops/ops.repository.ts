// The ops area's reads and writes: the outbox, the rate-limit counters, and a liveness probe of the database.
import { and, asc, desc, eq, inArray, lt, lte, not, sql } from 'drizzle-orm';
import type { Message } from '../../core/notifier';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import { JOB_SCHEMA } from '../jobs/jobs.repository';
import { outbox, rateLimitCounters } from './ops.table';

export async function ping(db: Db | Tx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Writes a message to the outbox before anything else happens to it; answers its id. */
export async function insertOutbox(
  db: Db | Tx,
  message: Message & Pick<typeof outbox.$inferInsert, 'status' | 'requestId'>,
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      status: message.status,
      requestId: message.requestId,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Records how the delivery of an outbox message went. */
export async function updateOutbox(
  db: Db | Tx,
  id: number,
  values: Pick<typeof outbox.$inferInsert, 'status' | 'attempts' | 'lastError' | 'sentAt'>,
): Promise<void> {
  await db.update(outbox).set(values).where(eq(outbox.id, id));
}

/** One outbox message, or undefined. */
export async function outboxMessage(db: Db | Tx, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row;
}

/** Outbox messages, newest first, of one recipient or of all. */
export function listOutbox(db: Db | Tx, { recipient, limit }: { recipient?: string; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/**
 * Counts one hit of a key in one statement, so that concurrent hits (from any process) each see
 * their own count: a new window starts when none is open, else the count goes up in the open one.
 * Answers the hits in the window, this one included, and when the window ends.
 */
export async function hitCounter(
  db: Db | Tx,
  { key, now, windowEndsAt }: { key: string; now: Date; windowEndsAt: Date },
): Promise<{ hits: number; windowEndsAt: Date }> {
  const open = sql`${col(rateLimitCounters.windowEndsAt)} > ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        // capped, so that a flood cannot overflow the integer
        hits: sql`case when ${open} then least(${col(rateLimitCounters.hits)} + 1, 1000000) else 1 end`,
        windowEndsAt: sql`case when ${open} then ${col(rateLimitCounters.windowEndsAt)} else ${windowEndsAt.toISOString()}::timestamptz end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error('rate-limit counter upsert returned no row');
  return row;
}

export async function deleteCounter(db: Db | Tx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

// ---------------------------------------------------------------- the nightly clean-up (ops-cleanup.ts)

/**
 * Deletes up to `limit` outbox messages written before `before`, whatever their status, but never one a
 * job of `queue` (the messages' queue) still waits to send, is sending or will try again: an operator's
 * retry of a failed message puts its job back while its row still says `failed`.
 */
export async function deleteOldOutbox(
  db: Db | Tx,
  { before, limit, queue }: { before: Date; limit: number; queue: string },
): Promise<number> {
  const pending = sql`exists (select 1 from ${sql.identifier(JOB_SCHEMA)}.job as pending where pending.name = ${queue} and pending.state in ('created', 'retry', 'active') and pending.data->>'outboxId' = ${col(outbox.id)}::text)`;
  const batch = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(lt(outbox.createdAt, before), not(pending)))
    .orderBy(asc(outbox.id))
    .limit(limit);
  const rows = await db.delete(outbox).where(inArray(outbox.id, batch)).returning({ id: outbox.id });
  return rows.length;
}

/**
 * Deletes up to `limit` rate-limit counters whose window ended by `now`: every 500 hits of a process
 * (counters.ts), and each night for the quiet days (ops-cleanup.ts).
 */
export async function deleteEndedCounters(
  db: Db | Tx,
  { now, limit }: { now: Date; limit: number },
): Promise<number> {
  const batch = db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, now))
    .limit(limit);
  const rows = await db
    .delete(rateLimitCounters)
    // a hit may have opened a new window meanwhile: that counter stays
    .where(and(inArray(rateLimitCounters.key, batch), lte(rateLimitCounters.windowEndsAt, now)))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}
