import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { CLEANUP_BATCH_ROWS } from '../../core/cleanup';
import type { Clock } from '../../core/clock';
import type { Counters } from '../../core/rate-limits';
import type { Db } from '../../db/client';
import * as ops from './ops.repository';

/**
 * Ended windows are swept after this many hits in a process (a batch of them at most, so no request waits
 * on a long delete; the nightly clean-up takes the rest): the table holds open windows, give or take.
 */
const SWEEP_EVERY = 500;

/**
 * Rate-limit counters in the database (docs/decisions/0004-one-time-codes-and-rate-limits.md): fixed windows
 * per key, counted in one statement, so that a limit holds across processes and restarts and two concurrent
 * hits never both see the last free slot. Times come from the injected clock.
 */
export function createCounters({ db, clock }: { db: Db; clock: Clock }): Counters {
  let sinceSweep = 0;
  return {
    async hit(key, windowMs) {
      const now = clock.now();
      const row = await ops.hitCounter(db, { key, now, windowEndsAt: new Date(now.getTime() + windowMs) });
      sinceSweep += 1;
      if (sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        await ops.deleteEndedCounters(db, { now, limit: CLEANUP_BATCH_ROWS });
      }
      return { hits: row.hits, resetInMs: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
    },
    clear: (key) => ops.deleteCounter(db, key),
  };
}

/**
 * The counters as a store of @fastify/rate-limit: each route counts under its operation id
 * (`v3Login:203.0.113.7`), so routes never share a budget.
 */
export function rateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(`${this.prefix}:${key}`, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // @fastify/rate-limit hands the route's merged limit options, with the route under routeInfo.
      const route = (
        routeOptions as { routeInfo?: { config?: { operationId?: string }; method?: string; url?: string } }
      ).routeInfo;
      return new DatabaseStore(undefined, route?.config?.operationId ?? `${route?.method} ${route?.url}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
