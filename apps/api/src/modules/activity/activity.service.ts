// Usage events of signed-in learners (`POST /activity`): capped, rate-limited, appended.
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import type { RateLimit } from '../../core/contract';
import { DomainError } from '../../core/errors';
import type { Counters } from '../../core/rate-limits';
import type { Db } from '../../db/client';
import * as activity from './activity.repository';

/** The most `event_data` (its JSON, in bytes) one event may carry. */
export const EVENT_DATA_MAX_BYTES = 2048;
/** Events one learner may report: 60 a minute, from every device together. */
export const ACTIVITY_PER_LEARNER: RateLimit = { max: 60, timeWindow: 60_000 };

export interface ActivityBody {
  event_name: string;
  kind: 'card' | 'catalog' | 'content' | 'course' | 'page' | 'search';
  item?: number | string;
  event_data?: Record<string, string | number | boolean | null>;
}

export function createActivityService({ db, clock, counters }: { db: Db; clock: Clock; counters: Counters }) {
  return {
    /** Appends the learner's event; too much data is 400, too many events a minute 429. */
    async record(learner: AuthUser, body: ActivityBody): Promise<void> {
      const data = body.event_data;
      if (data && Buffer.byteLength(JSON.stringify(data)) > EVENT_DATA_MAX_BYTES) {
        throw new DomainError('ACTIVITY_DATA_TOO_LARGE', { field: 'event_data' });
      }
      const { hits, resetInMs } = await counters.hit(
        `activity:${learner.id}`,
        ACTIVITY_PER_LEARNER.timeWindow,
      );
      if (hits > ACTIVITY_PER_LEARNER.max) {
        throw new DomainError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
      }
      await activity.insertEvent(db, {
        userId: learner.id,
        eventName: body.event_name,
        kind: body.kind,
        item: body.item === undefined ? null : String(body.item),
        eventData: data ?? null,
        createdAt: clock.now(),
      });
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
