// The job engine over a real embedded PGlite (the same engine runs on PostgreSQL in the many-host test,
// src/many-hosts.postgres.test.ts): a job sent in a transaction exists only if it commits; a failing job
// is tried again with backoff and then kept with its error; an operator's retry runs it again; a
// permanent failure is not tried again; a job in flight when the engine stops is given back unspent.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migratedPglite } from '../../../test/helpers';
import { type JobRun, PermanentJobError, type QueueDefinition } from '../../core/jobs';
import type { Database } from '../../db/client';
import { createJobEngine, installJobTables, type JobEngine } from './engine';

const quiet = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof createJobEngine>[0]['log'];

let database: Database;
let engine: JobEngine;
beforeEach(async () => {
  database = await migratedPglite();
  await installJobTables(database);
  await database.db.execute(sql`create table notes (id serial primary key, text text not null)`);
});
afterEach(async () => {
  await engine?.stop(2_000);
  await database.close();
});

function engineWith(definitions: QueueDefinition[]) {
  engine = createJobEngine({ database, log: quiet, poolSize: 2, pollSeconds: 0.5, superviseSeconds: 1 });
  engine.define(definitions);
  return engine;
}

const jobRow = async (id: string) => {
  const { rows } = (await database.db.execute(
    sql`select state, retry_count, retry_limit, started_on, output from pgboss.job where id = ${id}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return rows[0];
};

const policy = { retryLimit: 2, retryDelaySeconds: 1, backoff: true, expireInSeconds: 60 };

describe('the job engine', () => {
  it('keeps a job sent in a transaction only if the transaction commits', async () => {
    const seen: object[] = [];
    engineWith([
      { name: 'test.note', title: 'পরীক্ষা', policy, handle: async ({ data }) => void seen.push(data) },
    ]);
    await engine.start({ work: true, media: true });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (text) values ('kept')`);
      await engine.send('test.note', { note: 'kept' }, { tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (text) values ('dropped')`);
        await engine.send('test.note', { note: 'dropped' }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await vi.waitFor(() => expect(seen).toEqual([{ note: 'kept' }]), { timeout: 10_000, interval: 100 });
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as jobs from pgboss.job where name = 'test.note'`,
    )) as unknown as { rows: { jobs: number }[] };
    expect(rows[0]?.jobs).toBe(1);
  });

  it('tries a failing job again with a growing pause, then keeps it failed with its error; a retry runs it again', async () => {
    const tries: { at: number; attempt: number; lastAttempt: boolean }[] = [];
    let healed = false;
    engineWith([
      {
        name: 'test.flaky',
        title: 'ভঙ্গুর কাজ',
        policy,
        async handle({ attempt, lastAttempt }: JobRun<object>) {
          tries.push({ at: performance.now(), attempt, lastAttempt });
          if (!healed) throw new Error('the gateway answered 503');
        },
      },
    ]);
    await engine.start({ work: true, media: true });
    const id = await engine.send('test.flaky', { to: '+8801711000000' });
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('failed'), {
      timeout: 20_000,
      interval: 200,
    });
    expect(tries.map(({ attempt, lastAttempt }) => [attempt, lastAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // backoff: pg-boss waits retryDelay × 2^(try − 1) × (1 + a random fraction) — 1–2 s, then 2–4 s; a
    // fixed 1 s pause (no backoff) would make the second gap about 1–1.5 s with the 0.5 s poll
    const [first, second, third] = tries.map(({ at }) => at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);

    const [failed] = await engine.failed({ limit: 10 });
    expect(failed).toMatchObject({
      id,
      queue: 'test.flaky',
      title: 'ভঙ্গুর কাজ',
      attempts: 3,
      maxAttempts: 3,
      error: 'the gateway answered 503',
    });
    expect(failed?.keptUntil?.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    healed = true;
    expect(await engine.retry(id)).toBe(true);
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('completed'), {
      timeout: 10_000,
      interval: 200,
    });
    expect(tries).toHaveLength(4);
    // nothing failed is left, and a job that is not failed cannot be retried
    expect(await engine.failed({ limit: 10 })).toEqual([]);
    expect(await engine.retry(id)).toBe(false);
    expect(await engine.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('keeps a job that failed for good at once, without trying it again', async () => {
    let tries = 0;
    engineWith([
      {
        name: 'test.refused',
        title: 'প্রত্যাখ্যাত',
        policy,
        async handle() {
          tries += 1;
          throw new PermanentJobError('the gateway refused the number');
        },
      },
    ]);
    await engine.start({ work: true, media: true });
    const id = await engine.send('test.refused', {});
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('failed'), {
      timeout: 10_000,
      interval: 200,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(tries).toBe(1);
    expect((await engine.failed({ queue: 'test.refused', limit: 5 }))[0]).toMatchObject({
      attempts: 1,
      maxAttempts: 1,
      error: 'the gateway refused the number',
    });
  });

  it('gives a job in flight back on stop without spending its try; the next engine starts it as the first', async () => {
    const attempts: number[] = [];
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const long: QueueDefinition = {
      name: 'test.long',
      title: 'দীর্ঘ কাজ',
      policy: { ...policy, retryLimit: 0 },
      async handle({ attempt, signal }) {
        attempts.push(attempt);
        if (attempts.length > 1) return;
        started();
        // "ffmpeg": runs until the host stops
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('stopped'))),
        );
      },
    };
    engineWith([long]);
    await engine.start({ work: true, media: true });
    const id = await engine.send('test.long', {});
    await running;
    expect((await jobRow(id))?.state).toBe('active');
    await engine.stop(5_000);
    expect(await jobRow(id)).toMatchObject({ state: 'created', retry_count: 0, started_on: null });

    // a host that starts later (or another) takes it, with its only try unspent
    engineWith([long]);
    await engine.start({ work: true, media: true });
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('completed'), {
      timeout: 10_000,
      interval: 200,
    });
    expect(attempts).toEqual([1, 1]);
  });

  it('answers a queue’s depth and its oldest waiting job’s age, and works nothing on a host that does not work', async () => {
    let ran = 0;
    engineWith([
      {
        name: 'test.waiting',
        title: 'অপেক্ষমাণ',
        policy,
        async handle() {
          ran += 1;
        },
      },
    ]);
    await engine.start({ work: false, media: false });
    await engine.send('test.waiting', {});
    await engine.send('test.waiting', {});
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const stats = await engine.stats('test.waiting');
    expect(stats).toMatchObject({ waiting: 2, running: 0, failed: 0 });
    expect(stats.oldestWaitingSeconds).toBeGreaterThanOrEqual(1);
    expect(ran).toBe(0);
  });

  it('keeps a queue’s policy as the release says: a start with a changed policy updates it, an unchanged one reads it once', async () => {
    const definition = { name: 'test.policy', title: 'নীতি', policy, handle: async () => {} };
    engineWith([definition]);
    await engine.start({ work: false, media: false });
    await engine.stop(1_000);
    const stored = async () =>
      (
        (await database.db.execute(
          sql`select retry_limit, retry_delay from pgboss.queue where name = 'test.policy'`,
        )) as unknown as { rows: { retry_limit: number; retry_delay: number }[] }
      ).rows[0];
    expect(await stored()).toEqual({ retry_limit: 2, retry_delay: 1 });
    engineWith([{ ...definition, policy: { ...policy, retryLimit: 4, retryDelaySeconds: 3 } }]);
    await engine.start({ work: false, media: false });
    expect(await stored()).toEqual({ retry_limit: 4, retry_delay: 3 });
  });

  it('refuses a queue it does not know and a second queue of the same name', async () => {
    engineWith([{ name: 'test.known', title: 'জানা', policy, handle: async () => {} }]);
    await expect(engine.send('test.unknown', {})).rejects.toThrow('no queue named test.unknown');
    expect(() =>
      engine.define([{ name: 'test.known', title: 'আবার', policy, handle: async () => {} }]),
    ).toThrow('two queues are named test.known');
  });
});
