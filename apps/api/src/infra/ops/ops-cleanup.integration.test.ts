// The infrastructure's nightly clean-up (issue 37): outbox messages a month on, never one still to be
// sent; rate-limit counters whose window ended.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCleanup } from '../../../test/cleanup';
import { appForFile, type TestApp, uniqueAddress, uniquePhone } from '../../../test/helpers';
import { DAY_MS } from '../../core/cleanup';
import { JOB_SCHEMA } from '../jobs/jobs.repository';
import { MESSAGE_QUEUE } from '../notifier/outbox-notifier';
import { outbox, rateLimitCounters } from './ops.table';
import { OUTBOX_KEPT_DAYS, opsCleanup } from './ops-cleanup';

let t: TestApp;
// an SMS gateway is configured, so every SMS is queued as a job; no process here works the queues, so
// those jobs wait, as a message waits for its next try
appForFile(
  (app) => {
    t = app;
  },
  { JOB_WORKERS: 'off', SMS_URL: 'http://127.0.0.1:9/sms', SMS_PROVIDER: 'json', SMS_API_KEY: 'test' },
);

const cleanup = () => runCleanup((log) => opsCleanup({ db: t.db, clock: t.clock, log }));
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

/** Registers a phone: its code's SMS is written to the outbox and queued. Answers the outbox row's id. */
async function queuedCode(): Promise<number> {
  const phone = uniquePhone();
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v2/user/register',
    payload: { phone, password: 'Tilawat@2026', name: 'সালমা বেগম' },
    remoteAddress: uniqueAddress(),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const [row] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, `+88${phone}`));
  expect(row?.status).toBe('queued');
  return row?.id as number;
}

describe('ops.cleanup', () => {
  it('deletes outbox messages a month on, sent, kept or failed alike, but never one whose job still waits', async () => {
    const waiting = await queuedCode();
    // its last try failed, and an operator retried it from the console: the job waits again
    const retried = await queuedCode();
    await t.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, retried));
    t.clock.advance((OUTBOX_KEPT_DAYS + 1) * DAY_MS);
    const message = (status: 'sent' | 'kept' | 'failed', ageDays: number) => ({
      channel: 'sms' as const,
      recipient: '+8801712345678',
      subject: 'তিলাওয়াত যাচাইয়ের কোড',
      body: 'তিলাওয়াত: আপনার কোড ১২৩৪৫৬।',
      status,
      createdAt: at(-ageDays * DAY_MS),
    });
    const old = await t.db
      .insert(outbox)
      .values([message('sent', 31), message('kept', 31), message('failed', 31)])
      .returning({ id: outbox.id });
    const [recent] = await t.db.insert(outbox).values(message('sent', 29)).returning({ id: outbox.id });
    const ids = [...old.map((row) => row.id), recent?.id as number, waiting, retried];
    const left = async () =>
      (await t.db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, ids))).map((row) => row.id);

    const deleted = await cleanup();
    expect((await left()).sort()).toEqual([recent?.id, waiting, retried].sort());
    expect(deleted.outbox).toBeGreaterThanOrEqual(3);

    // the first is sent at last: its job is done, and its row may go
    await t.db.execute(
      sql`update ${sql.identifier(JOB_SCHEMA)}.job set state = 'completed' where name = ${MESSAGE_QUEUE} and data->>'outboxId' = ${String(waiting)}`,
    );
    await cleanup();
    expect((await left()).sort()).toEqual([recent?.id, retried].sort());
  });

  it('deletes rate-limit counters whose window ended, and keeps those still counting', async () => {
    await t.db.insert(rateLimitCounters).values([
      { key: 'cleanup-test:ended', hits: 4, windowEndsAt: at(-60_000) },
      { key: 'cleanup-test:open', hits: 2, windowEndsAt: at(60_000) },
    ]);
    await cleanup();
    const left = await t.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, ['cleanup-test:ended', 'cleanup-test:open']));
    expect(left.map((row) => row.key)).toEqual(['cleanup-test:open']);
  });
});
