// A tus locker that holds across api hosts (issue 37): one PostgreSQL session advisory lock per upload,
// held on a connection of its own for as long as a request holds the upload. tus's own MemoryLocker
// serialises only the requests of one process, so two PATCHes of one upload on two hosts would both
// write; here the second waits, asks the holder to let go (NOTIFY, heard by whichever host holds it),
// and answers the conflict tus expects when the holder does not in time. A host that dies loses its
// locks with its connections. With PGlite (one process) the MemoryLocker stays.
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type pg from 'pg';

const CHANNEL = 'tus_lock_release';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keyOf = (id: string) => `tus:${id}`;

export class PgLocker implements Locker {
  /** The release requests of the locks this process holds, by upload id. */
  readonly held = new Map<string, RequestRelease>();
  private listening: Promise<pg.PoolClient> | undefined;

  /**
   * @param pool a small pool of its own: each held lock holds one connection, and one more listens
   * @param acquireMs how long a request waits for an upload another holds, then fails (tus: 30 s)
   * @param retryMs how often it asks again meanwhile
   */
  constructor(
    readonly pool: pg.Pool,
    readonly acquireMs = 30_000,
    readonly retryMs = 50,
  ) {}

  /** The connection that hears "let go" for the locks of this process (opened again after it failed). */
  listen(): Promise<pg.PoolClient> {
    if (this.listening) return this.listening;
    const listening = (async () => {
      const client = await this.pool.connect();
      client.on('notification', (message) => {
        if (message.payload) this.held.get(message.payload)?.();
      });
      client.on('error', (error) => {
        if (this.listening === listening) this.listening = undefined;
        client.release(error);
      });
      try {
        await client.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      return client;
    })();
    this.listening = listening;
    listening.catch(() => {
      if (this.listening === listening) this.listening = undefined;
    });
    return listening;
  }

  newLock(id: string): Lock {
    return new PgLock(id, this);
  }

  /** Stops listening (the pool is its owner's to end). */
  async close(): Promise<void> {
    const listener = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    listener?.release();
  }
}

class PgLock implements Lock {
  private client: pg.PoolClient | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: PgLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { pool, acquireMs, retryMs, held } = this.locker;
    await this.locker.listen();
    const client = await pool.connect();
    // a wait, timed on the monotonic clock (not a moment of the school's day: the injected Clock is for those)
    const deadline = performance.now() + acquireMs;
    let asked = false;
    try {
      for (;;) {
        const { rows } = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock(hashtextextended($1, 0)) as ok',
          [keyOf(this.id)],
        );
        if (rows[0]?.ok) break;
        if (!asked) {
          // whoever holds it, on any host, is asked to end its request (tus: a new PATCH ends the old one)
          await client.query('select pg_notify($1, $2)', [CHANNEL, this.id]);
          asked = true;
        }
        if (signal.aborted || performance.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await sleep(retryMs);
      }
    } catch (error) {
      client.release();
      throw error;
    }
    this.client = client;
    held.set(this.id, requestRelease);
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.client = undefined;
    this.locker.held.delete(this.id);
    try {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [keyOf(this.id)]);
      client.release();
    } catch (error) {
      // a broken connection is dropped: its lock went with it
      client.release(error as Error);
    }
  }
}
