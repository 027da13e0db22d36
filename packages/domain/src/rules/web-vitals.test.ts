import { fieldLimits } from '@tilawat/sdk/field-limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVitalsRoute, rateVital, vitalInRange, vitalsRouteOf, webVitals } from './web-vitals';

describe('webVitals', () => {
  it('keeps Google’s “good” targets: LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1, TTFB ≤ 800 ms', () => {
    const good = Object.fromEntries(
      Object.entries(webVitals.metrics).map(([name, rule]) => [name, rule.good]),
    );
    expect(good).toEqual({ LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 });
    expect(webVitals.order).toEqual(['LCP', 'INP', 'CLS', 'TTFB']);
  });

  it('takes no value the contract refuses: every metric’s range lies within VitalValue', () => {
    const bound = fieldLimits.common.VitalValue;
    for (const rule of Object.values(webVitals.metrics)) {
      expect(rule.max).toBeLessThanOrEqual(bound.maximum);
      expect(rule.poor).toBeGreaterThan(rule.good);
      expect(rule.max).toBeGreaterThan(rule.poor);
    }
  });

  it('writes every route template as the contract’s VitalRoute takes it', () => {
    const pattern = new RegExp(fieldLimits.common.VitalRoute.pattern, 'u');
    for (const route of webVitals.routes) {
      expect(route).toMatch(pattern);
      expect(route.length).toBeLessThanOrEqual(fieldLimits.common.VitalRoute.maxLength);
    }
  });
});

describe('rateVital', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 0, 'good'],
    ['INP', 200, 'good'],
    ['INP', 320, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %s is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });
});

describe('vitalInRange', () => {
  it.each([
    ['LCP', 0, true],
    ['LCP', 60_000, true],
    ['LCP', 60_001, false],
    ['CLS', 10, true],
    ['CLS', 10.01, false],
    ['TTFB', -1, false],
    ['INP', Number.NaN, false],
    ['INP', Number.POSITIVE_INFINITY, false],
  ] as const)('%s %s → %s', (name, value, want) => {
    expect(vitalInRange(name, value)).toBe(want);
  });
});

describe('vitalsRouteOf', () => {
  it.each([
    ['/', '/'],
    ['/al-quran-course', '/al-quran-course'],
    ['/al-quran-course/', '/al-quran-course'],
    ['/al-quran-course/sohoj-tajweed', '/al-quran-course/[slug]'],
    ['/shop/checkout', '/shop/checkout'],
    ['/shop/checkout/result', '/shop/checkout/result'],
    ['/shop/noorani-qaida', '/shop/[slug]'],
    ['/login', '/login'],
    ['/about-us', '/[slug]'],
    ['/dashboard/batch/12', '/dashboard/batch/[id]'],
    ['/notes/module-1.pdf/301', '/notes/[key]/[id]'],
    ['/orders/3f0c2a9e-5b7d-4e1a-9c3b-2d8f6a1e4b70', '/orders/[id]'],
    ['/verify/ev_4f9c2b7d1e8a3c6f5b0d9e2a', '/verify/[token]'],
  ])('%s → %s', (pathname, route) => {
    expect(vitalsRouteOf(pathname)).toBe(route);
  });

  it.each(['/console', '/console/vitals', '/console/batches/12', '/no/such/page/here', '//shop', 'shop', ''])(
    'measures nothing at %j',
    (pathname) => {
      expect(vitalsRouteOf(pathname)).toBeNull();
    },
  );

  // Property: whatever the address, what is sent is one of the templates that matches it segment by
  // segment, where each varying part (an id, a slug, a token) stands as its placeholder, never itself.
  it('answers a matching template or nothing, for any path', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('shop', 'orders', 'al-quran-course', 'notes'), fc.webSegment()), {
          maxLength: 4,
        }),
        (segments) => {
          const path = `/${segments.join('/')}`;
          const route = vitalsRouteOf(path);
          if (route === null) return;
          expect(isVitalsRoute(route)).toBe(true);
          // the address's segments as a page's (a trailing slash names the same page)
          const trimmed = path.replace(/\/+$/, '');
          const given = trimmed === '' ? [] : trimmed.slice(1).split('/');
          const parts = route === '/' ? [] : route.slice(1).split('/');
          expect(parts).toHaveLength(given.length);
          parts.forEach((part, i) => {
            if (!part.startsWith('[')) expect(part).toBe(given[i]);
          });
        },
      ),
    );
  });
});
