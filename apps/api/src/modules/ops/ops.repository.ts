// The ops area's reads and writes: the outbox, and a liveness probe of the database.
import { desc, eq, sql } from 'drizzle-orm';
import type { Message } from '../../core/notifier';
import type { Db, Tx } from '../../db/client';
import { outbox } from './ops.table';

export async function ping(db: Db | Tx): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function insertOutbox(db: Db | Tx, message: Message): Promise<void> {
  await db.insert(outbox).values(message);
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
