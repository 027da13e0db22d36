// The few reads and writes of the job engine's own table (pg-boss's `job`) that pg-boss does not offer:
// giving a job back unspent, ending a job's tries, the failed jobs the console lists, and the age of a
// queue's oldest waiting job. The table is pg-boss's, installed and migrated by pg-boss itself: it is
// described here for typed queries only, in a file drizzle-kit does not read (never `*.table.ts`).
import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JobSummary } from '../../core/jobs';
import type { Db } from '../../db/client';

/** pg-boss's tables live in this schema, beside the api's own tables. */
export const JOB_SCHEMA = 'pgboss';

const at = () => timestamp({ withTimezone: true });
const job = pgSchema(JOB_SCHEMA).table('job', {
  id: uuid().notNull(),
  name: text().notNull(),
  data: jsonb().$type<object | null>(),
  state: text().$type<JobSummary['state']>().notNull(),
  retryLimit: integer('retry_limit').notNull(),
  retryCount: integer('retry_count').notNull(),
  startAfter: at().notNull(),
  createdOn: at().notNull(),
  startedOn: at(),
  completedOn: at(),
  /** How long after it ended a finished (completed, failed, cancelled) job is deleted. */
  deletionSeconds: integer('deletion_seconds').notNull(),
  heartbeatOn: at(),
  output: jsonb().$type<{ message?: string; value?: string } | null>(),
});

const queue = pgSchema(JOB_SCHEMA).table('queue', {
  name: text().notNull(),
  retryLimit: integer('retry_limit').notNull(),
  retryDelay: integer('retry_delay').notNull(),
  retryBackoff: boolean('retry_backoff').notNull(),
  retryDelayMax: integer('retry_delay_max'),
  expireSeconds: integer('expire_seconds').notNull(),
  retentionSeconds: integer('retention_seconds').notNull(),
  deletionSeconds: integer('deletion_seconds').notNull(),
  heartbeatSeconds: integer('heartbeat_seconds'),
  notify: boolean().notNull(),
});

export type StoredQueue = typeof queue.$inferSelect;

/**
 * The queues pg-boss holds, with their policies; null when its tables are not there yet (a database the
 * engine never started on).
 */
export async function storedQueues(db: Db): Promise<StoredQueue[] | null> {
  try {
    return await db.select().from(queue);
  } catch {
    return null;
  }
}

/**
 * Returns a job this host holds to the queue as if it had never started: `created`, with no start time
 * or heartbeat, so the next claim does not count a try (pg-boss counts a try when it claims a job that
 * had started). Only while the job is still `active`: after it, pg-boss's completion of the same try is
 * fenced on `active` and does nothing.
 */
export async function giveBack(db: Db, { queue, id }: { queue: string; id: string }): Promise<void> {
  await db
    .update(job)
    .set({ state: 'created', startedOn: null, heartbeatOn: null })
    .where(and(eq(job.name, queue), eq(job.id, id), eq(job.state, 'active')));
}

/** Makes the try under way a job's last: its failure then keeps it as failed at once. */
export async function spendTries(db: Db, { queue, id }: { queue: string; id: string }): Promise<void> {
  await db
    .update(job)
    .set({ retryLimit: sql`${job.retryCount}` })
    .where(and(eq(job.name, queue), eq(job.id, id), eq(job.state, 'active')));
}

/** A failed job's error, in one line of at most 300 characters. */
function errorLine(output: { message?: string; value?: string } | null): string | null {
  const text = output?.message ?? output?.value;
  if (typeof text !== 'string') return null;
  return text.split('\n')[0]?.slice(0, 300) ?? null;
}

/** Jobs of `queues` that failed for good, the latest first (`before`: given up before that moment). */
export async function failedJobs(
  db: Db,
  { queues, limit, before }: { queues: string[]; limit: number; before?: Date },
): Promise<Omit<JobSummary, 'title'>[]> {
  if (queues.length === 0) return [];
  const rows = await db
    .select()
    .from(job)
    .where(
      and(
        eq(job.state, 'failed'),
        inArray(job.name, queues),
        before ? lt(job.completedOn, before) : undefined,
      ),
    )
    .orderBy(desc(job.completedOn), asc(job.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    queue: row.name,
    state: row.state,
    data: row.data ?? {},
    attempts: row.retryCount + 1,
    maxAttempts: row.retryLimit + 1,
    error: errorLine(row.output),
    createdAt: row.createdOn,
    endedAt: row.completedOn,
    keptUntil: row.completedOn && new Date(row.completedOn.getTime() + row.deletionSeconds * 1000),
  }));
}

/** The queue of the failed job `id`, when it is one of `queues`. */
export async function failedJobQueue(
  db: Db,
  { id, queues }: { id: string; queues: string[] },
): Promise<string | null> {
  const [row] = await db
    .select({ name: job.name })
    .from(job)
    .where(and(eq(job.id, id), eq(job.state, 'failed')));
  return row && queues.includes(row.name) ? row.name : null;
}

/**
 * How long the oldest job of `queue` that may start now has waited, in seconds (0 when none), by the
 * database's clock: the one pg-boss writes `start_after` with.
 */
export async function oldestWaiting(db: Db, { queue }: { queue: string }): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number | string | null>`extract(epoch from (now() - min(${job.startAfter})))::float8`,
    })
    .from(job)
    .where(
      and(eq(job.name, queue), inArray(job.state, ['created', 'retry']), lte(job.startAfter, sql`now()`)),
    );
  return Math.max(0, Number(row?.seconds ?? 0));
}
