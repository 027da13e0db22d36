import { formatNumber } from '@tilawat/domain';
import { rateVital, type VitalName, type VitalRating, webVitals } from '@tilawat/domain/rules';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { consoleVitalsBn } from '~/copy/console-vitals';

/**
 * The console's field data (issue 38) as its page draws it: the api's flat list of 75th percentiles
 * grouped by route, each metric in words beside its target and rated by the thresholds of
 * `@tilawat/domain/rules` (webVitals), the one place they are written.
 */

export type VitalsReport = AdminSchemas['VitalsReport'];
export type VitalsWindow = VitalsReport['days'];

/** The windows the console offers, the first the default. */
export const VITALS_WINDOWS: readonly VitalsWindow[] = [7, 28];

const copy = consoleVitalsBn.vitals;

export interface VitalCell {
  name: VitalName;
  /** The 75th percentile and how many values it is read from; null when none was measured. */
  measured: { p75: number; count: number; rating: VitalRating } | null;
}

export interface RouteVitals {
  route: string;
  /** Values of every metric together. */
  count: number;
  /** Every metric, in the console's order (LCP, INP, CLS, TTFB). */
  metrics: VitalCell[];
}

/** The report by route, in the api's order (the busiest first), every metric of each in the shown order. */
export function routesOf(report: Pick<VitalsReport, 'items'>): RouteVitals[] {
  const byRoute = new Map<string, Map<VitalName, { p75: number; count: number }>>();
  for (const item of report.items) {
    const metrics = byRoute.get(item.route) ?? new Map();
    metrics.set(item.metric, { p75: item.p75, count: item.count });
    byRoute.set(item.route, metrics);
  }
  return [...byRoute].map(([route, metrics]) => ({
    route,
    count: [...metrics.values()].reduce((sum, metric) => sum + metric.count, 0),
    metrics: webVitals.order.map((name) => {
      const measured = metrics.get(name);
      return {
        name,
        measured: measured ? { ...measured, rating: rateVital(name, measured.p75) } : null,
      };
    }),
  }));
}

/**
 * A value in words, Bengali digits: LCP in seconds (3250 → '৩.২৫ সেকেন্ড'), INP and TTFB in
 * milliseconds ('৬৫১ মিলিসেকেন্ড'), CLS as it is ('০.১৫').
 */
export function vitalText(name: VitalName, value: number): string {
  if (name === 'CLS') return formatNumber(value);
  if (name === 'LCP') return copy.seconds(formatNumber(Math.round(value / 10) / 100));
  return copy.milliseconds(formatNumber(Math.round(value)));
}

/** A metric's target, "good" at most: '≤ ২.৫ সেকেন্ড'. */
export function targetText(name: VitalName): string {
  return copy.atMost(vitalText(name, webVitals.metrics[name].good));
}

/** A window from a radio's value: 28, else the default 7. */
export function parseWindow(value: string): VitalsWindow {
  return Number(value) === 28 ? 28 : 7;
}
