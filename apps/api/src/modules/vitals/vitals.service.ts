// Field data (issue 38): the Core Web Vitals learners' browsers send (`POST /vitals`), kept anonymously.
import { isVitalsRoute, vitalInRange } from '@tilawat/domain/rules';
import { type Clock, dhakaDay } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import * as vitals from './vitals.repository';
import type { NAVIGATION_TYPES, VITAL_NAMES } from './vitals.table';

export interface VitalsBody {
  metrics: {
    name: (typeof VITAL_NAMES)[number];
    value: number;
    route: string;
    navigation_type?: (typeof NAVIGATION_TYPES)[number];
  }[];
}

export function createVitalsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * Keeps a beacon's values with their route template, metric, navigation type and the day (Asia/Dhaka),
     * and nothing of who sent them. A route the site does not have, or a value out of its metric's range
     * (`@tilawat/domain/rules` webVitals), refuses the whole beacon, naming the first such value: the
     * site never sends one, so it is a broken or forged report, not a page to learn from.
     */
    async record(body: VitalsBody): Promise<void> {
      body.metrics.forEach((metric, i) => {
        if (!isVitalsRoute(metric.route)) {
          throw new DomainError('VITALS_ROUTE_UNKNOWN', { field: `metrics/${i}/route` });
        }
        if (!vitalInRange(metric.name, metric.value)) {
          throw new DomainError('VITALS_VALUE_OUT_OF_RANGE', { field: `metrics/${i}/value` });
        }
      });
      const day = dhakaDay(clock.now());
      await vitals.insertMeasurements(
        db,
        body.metrics.map((metric) => ({
          day,
          route: metric.route,
          name: metric.name,
          value: metric.value,
          navigationType: metric.navigation_type ?? null,
        })),
      );
    },
  };
}

export type VitalsService = ReturnType<typeof createVitalsService>;
