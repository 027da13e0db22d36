import {
  type VitalName,
  type VitalsRoute,
  vitalInRange,
  vitalsRouteOf,
  webVitals,
} from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';

/**
 * Field data (issue 38): this page load's Core Web Vitals, measured by web-vitals and sent to the api
 * (`POST /api/v3/vitals`) in one beacon when the page is hidden or left. A chunk of its own, imported by
 * `components/field-vitals.tsx` once the page is idle and only on a sampled load: no page's first-load
 * JavaScript carries web-vitals (about 3 kB gzip) or this. What is sent, and what never is:
 * docs/decisions/0022-field-data-without-identifiers.md.
 */

export type VitalMeasurement = V3Schemas['VitalMeasurement'];
export type VitalsPayload = V3Schemas['VitalsPayload'];

/** The most values one beacon carries (the contract's `VitalsPayload.metrics`). */
export const BEACON_MAX = 10;

const navigationTypes: ReadonlySet<string> = new Set<NonNullable<VitalMeasurement['navigation_type']>>([
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
]);

/**
 * A web-vitals report as the contract takes it, or null for one the api would refuse (a metric it does not
 * keep, a value out of its range): ms to a tenth, CLS to four decimals, and how the page was reached when
 * the contract knows the kind (web-vitals' experimental `soft-navigation` is left out).
 */
export function measurementOf(
  metric: Pick<Metric, 'name' | 'value' | 'navigationType'>,
  route: VitalsRoute,
): VitalMeasurement | null {
  if (!Object.hasOwn(webVitals.metrics, metric.name)) return null;
  const name = metric.name as VitalName;
  if (!vitalInRange(name, metric.value)) return null;
  const places = webVitals.metrics[name].unit === 'ms' ? 10 : 10_000;
  return {
    name,
    value: Math.round(metric.value * places) / places,
    route,
    ...(navigationTypes.has(metric.navigationType)
      ? { navigation_type: metric.navigationType as VitalMeasurement['navigation_type'] }
      : {}),
  };
}

/**
 * What one page load measured, until it is sent: `add` keeps a report (as the contract takes it), `flush`
 * sends what is kept in beacons of at most BEACON_MAX values and forgets it.
 */
export function createVitalsQueue({
  route,
  send,
}: {
  route: VitalsRoute;
  send: (payload: VitalsPayload) => void;
}) {
  const pending: VitalMeasurement[] = [];
  return {
    add(metric: Pick<Metric, 'name' | 'value' | 'navigationType'>) {
      const measurement = measurementOf(metric, route);
      if (measurement) pending.push(measurement);
    },
    flush() {
      while (pending.length > 0) send({ metrics: pending.splice(0, BEACON_MAX) });
    },
    get pending(): readonly VitalMeasurement[] {
      return pending;
    },
  };
}

/**
 * Sends a beacon to the api: `navigator.sendBeacon` with a Blob typed `application/json`, which the browser
 * delivers after the page is gone (cross-origin it is preflighted in credentials mode `include`: the api
 * allows credentials on this path alone). Where there is no sendBeacon, or it refused (its queue full), a
 * keepalive fetch outlives the page the same way, without cookies. Nothing waits for or reads an answer.
 */
export function sendBeacon(endpoint: string, payload: VitalsPayload): void {
  const body = JSON.stringify(payload);
  if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

let started = false;

/**
 * Measures this page load (once; a later call does nothing): the page at `pathname` is mapped to its route
 * template, or nothing is measured (the console, a page the site does not have). Reports are kept until
 * the page is hidden (the learner switches apps or tabs, or leaves), then sent in one beacon.
 */
export function startFieldVitals({ endpoint, pathname }: { endpoint: string; pathname: string }): void {
  if (started) return;
  started = true;
  const route = vitalsRouteOf(pathname);
  if (!route) return;
  const queue = createVitalsQueue({ route, send: (payload) => sendBeacon(endpoint, payload) });
  const add = (metric: Metric) => queue.add(metric);
  onTTFB(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  // web-vitals reports LCP, CLS and INP from its own `visibilitychange` listeners on window's capture
  // phase; this one is the document's own, so it runs after them and sends what they reported at once
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  // where a browser leaves a page without saying it is hidden
  addEventListener('pagehide', () => queue.flush());
}
