// The console's field data (issue 38): the 75th percentile of each route's Core Web Vitals.
import { webVitals } from '@tilawat/domain/rules';
import { addDays, type Clock, dhakaDay } from '../../core/clock';
import type { Db } from '../../db/client';
import * as vitals from './vitals.repository';

/** The windows the console offers, in days up to today. */
export type VitalsWindow = 7 | 28;

export interface VitalsReport {
  days: VitalsWindow;
  /** The window's first and last day (Asia/Dhaka), YYYY-MM-DD. */
  since: string;
  until: string;
  items: vitals.VitalPercentile[];
}

/** A 75th percentile as the console shows it: whole milliseconds, CLS to three decimals. */
export function roundedP75(name: vitals.VitalPercentile['name'], p75: number): number {
  return webVitals.metrics[name].unit === 'ms' ? Math.round(p75) : Math.round(p75 * 1000) / 1000;
}

export function createVitalsAdmin({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * The last `days` days up to today (Asia/Dhaka): per route and metric, the 75th percentile and the
     * number of values. The routes with the most values first (the pages most learners see), each
     * route's metrics in the console's order (LCP, INP, CLS, TTFB).
     */
    async report(days: VitalsWindow): Promise<VitalsReport> {
      const until = dhakaDay(clock.now());
      const since = addDays(until, -(days - 1));
      const rows = await vitals.percentilesSince(db, since);
      const perRoute = new Map<string, number>();
      for (const row of rows) perRoute.set(row.route, (perRoute.get(row.route) ?? 0) + row.count);
      const order: readonly string[] = webVitals.order;
      const items = rows
        .map((row) => ({ ...row, p75: roundedP75(row.name, row.p75) }))
        .sort(
          (a, b) =>
            (perRoute.get(b.route) ?? 0) - (perRoute.get(a.route) ?? 0) ||
            a.route.localeCompare(b.route) ||
            order.indexOf(a.name) - order.indexOf(b.name),
        );
      return { days, since, until, items };
    },
  };
}

export type VitalsAdmin = ReturnType<typeof createVitalsAdmin>;
