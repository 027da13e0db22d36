import type { V3Schemas } from '@tilawat/sdk';

/**
 * Field data (issue 38): the Core Web Vitals learners' browsers measure, in one place for the api (which
 * refuses a route the site does not have and a value out of its metric's range) and the web (which maps a
 * page to its route template, and rates the console's 75th percentiles against the thresholds).
 */

export type VitalName = V3Schemas['VitalName'];

/** Google's three ratings of a Core Web Vital, as web-vitals names them. */
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface VitalRule {
  /** `ms` for the times; CLS is a score without a unit. */
  unit: 'ms' | 'score';
  /** Good at most this (Google's "good" threshold: the target a learner's phone should meet). */
  good: number;
  /** Poor above this; between the two it needs improvement. */
  poor: number;
  /**
   * The most a browser can sensibly report: a larger value is a broken or forged report, refused by the
   * api. Within the contract's `VitalValue` bound (a minute).
   */
  max: number;
}

/** The route templates of the learners' pages: the web's test holds this list to the app's pages. */
const routes = [
  '/',
  '/[slug]',
  '/account',
  '/account/profile',
  '/account/security',
  '/al-quran-course',
  '/al-quran-course/[slug]',
  '/basket',
  '/certificate/[code]',
  '/checkout',
  '/checkout/result',
  '/coupons',
  '/dashboard',
  '/dashboard/batch/[id]',
  '/dashboard/downloads',
  '/exam/[id]',
  '/favourites',
  '/guardian',
  '/guardian/[id]',
  '/hifz',
  '/login',
  '/notes/[key]/[id]',
  '/orders',
  '/orders/[id]',
  '/orientation',
  '/practice/[id]',
  '/r/[code]',
  '/recording/[id]',
  '/shop',
  '/shop/[slug]',
  '/shop/checkout',
  '/shop/checkout/result',
  '/unsubscribe/[token]',
  '/verify/[token]',
  '/wallet',
] as const;

export type VitalsRoute = (typeof routes)[number];

/**
 * The Core Web Vitals, in the order the console shows them, with Google's thresholds (web.dev's "good"
 * and "poor", the field's usual yardstick, the same as web-vitals' own: the web's test compares them)
 * and the largest value taken.
 */
export const webVitals = {
  metrics: {
    LCP: { unit: 'ms', good: 2500, poor: 4000, max: 60_000 },
    INP: { unit: 'ms', good: 200, poor: 500, max: 60_000 },
    CLS: { unit: 'score', good: 0.1, poor: 0.25, max: 10 },
    TTFB: { unit: 'ms', good: 800, poor: 1800, max: 60_000 },
  },
  /** The metrics in the order they are shown. */
  order: ['LCP', 'INP', 'CLS', 'TTFB'],
  routes,
} as const satisfies {
  metrics: Record<VitalName, VitalRule>;
  order: readonly VitalName[];
  routes: readonly string[];
};

/** Google's rating of a value: good up to `good`, poor above `poor`, else needs improvement. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const rule = webVitals.metrics[name];
  if (value > rule.poor) return 'poor';
  if (value > rule.good) return 'needs-improvement';
  return 'good';
}

/** Whether a value is one a browser can measure: from 0 up to the metric's `max`. */
export function vitalInRange(name: VitalName, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= webVitals.metrics[name].max;
}

const knownRoutes: ReadonlySet<string> = new Set(routes);

/** Whether `route` is a template of one of the learners' pages. */
export function isVitalsRoute(route: string): route is VitalsRoute {
  return knownRoutes.has(route);
}

const segmentsOf = (path: string) => (path === '/' ? [] : path.slice(1).split('/'));
const isDynamic = (segment: string) => segment.startsWith('[');

/**
 * The templates as Next matches them: at the first segment where two differ, a fixed segment before a
 * `[name]` (`/shop/checkout` before `/shop/[slug]`, `/login` before the pages' `/[slug]`).
 */
const byPrecedence = routes
  .map((route) => ({ route, segments: segmentsOf(route) }))
  .sort((a, b) => {
    for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
      const [x, y] = [isDynamic(a.segments[i] ?? ''), isDynamic(b.segments[i] ?? '')];
      if (x !== y) return x ? 1 : -1;
    }
    return a.segments.length - b.segments.length;
  });

/** The operator console's pages are not measured: operators at their desks are not the learners. */
const UNMEASURED = /^\/console(?:\/|$)/;

/**
 * The route template of the page at `pathname` (`/al-quran-course/tajweed` → `/al-quran-course/[slug]`),
 * or null for a page that is not measured (the console) or not one of the site's.
 */
export function vitalsRouteOf(pathname: string): VitalsRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!path.startsWith('/') || UNMEASURED.test(path)) return null;
  const segments = segmentsOf(path);
  if (segments.some((segment) => segment === '')) return null;
  const found = byPrecedence.find(
    (candidate) =>
      candidate.segments.length === segments.length &&
      candidate.segments.every((segment, i) => isDynamic(segment) || segment === segments[i]),
  );
  return found?.route ?? null;
}
