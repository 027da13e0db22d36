import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { webVitals } from '@tilawat/domain/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { BEACON_MAX, createVitalsQueue, measurementOf, sendBeacon, type VitalsPayload } from './field-vitals';

/** The route template of every page of the app (`src/app/**​/page.tsx`), as Next serves it. */
function appRoutes(): string[] {
  const app = join(import.meta.dirname, '..', 'app');
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === 'page.tsx') {
        const segments = relative(app, dir)
          .split(sep)
          // a route group, `(cms)`, is not part of the address
          .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(app);
  return routes.sort();
}

describe('the field data’s rules (@tilawat/domain/rules webVitals)', () => {
  it('name every learners’ page of the app, and only those: a new page is measured once it is added there', () => {
    const learners = appRoutes().filter((route) => !/^\/console(\/|$)/.test(route));
    expect([...webVitals.routes].sort()).toEqual(learners);
  });

  it('rate by the same thresholds as web-vitals itself', () => {
    const rule = (name: keyof typeof webVitals.metrics) => [
      webVitals.metrics[name].good,
      webVitals.metrics[name].poor,
    ];
    expect(rule('LCP')).toEqual(LCPThresholds);
    expect(rule('INP')).toEqual(INPThresholds);
    expect(rule('CLS')).toEqual(CLSThresholds);
    expect(rule('TTFB')).toEqual(TTFBThresholds);
  });
});

describe('measurementOf', () => {
  it.each([
    [
      { name: 'LCP', value: 2140.5371, navigationType: 'navigate' },
      { name: 'LCP', value: 2140.5, route: '/', navigation_type: 'navigate' },
    ],
    [
      { name: 'CLS', value: 0.0234567, navigationType: 'back-forward-cache' },
      { name: 'CLS', value: 0.0235, route: '/', navigation_type: 'back-forward-cache' },
    ],
    // the contract keeps no experimental soft navigation: the value goes without it
    [
      { name: 'INP', value: 96, navigationType: 'soft-navigation' },
      { name: 'INP', value: 96, route: '/' },
    ],
    // what the api would refuse is never sent
    [{ name: 'FCP', value: 900, navigationType: 'navigate' }, null],
    [{ name: 'TTFB', value: 61_000, navigationType: 'reload' }, null],
    [{ name: 'CLS', value: -0.1, navigationType: 'reload' }, null],
  ] as const)('%o → %o', (metric, want) => {
    expect(measurementOf(metric, '/')).toEqual(want);
  });
});

describe('createVitalsQueue', () => {
  it('keeps reports until flushed, then sends them in beacons of at most 10, once', () => {
    const sent: VitalsPayload[] = [];
    const queue = createVitalsQueue({
      route: '/al-quran-course/[slug]',
      send: (payload) => sent.push(payload),
    });
    for (let i = 0; i < 12; i++) queue.add({ name: 'CLS', value: i / 100, navigationType: 'navigate' });
    queue.add({ name: 'FCP', value: 800, navigationType: 'navigate' });
    expect(sent).toEqual([]);
    expect(queue.pending).toHaveLength(12);
    queue.flush();
    expect(sent.map((payload) => payload.metrics.length)).toEqual([BEACON_MAX, 2]);
    expect(sent[0]?.metrics[0]).toEqual({
      name: 'CLS',
      value: 0,
      route: '/al-quran-course/[slug]',
      navigation_type: 'navigate',
    });
    queue.flush();
    expect(sent).toHaveLength(2);
  });
});

describe('sendBeacon', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const payload: VitalsPayload = { metrics: [{ name: 'TTFB', value: 412.3, route: '/' }] };

  it('sends the batch with navigator.sendBeacon, as a Blob typed application/json', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    const fetch = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetch);
    sendBeacon('https://api.tilawat.com.bd/api/v3/vitals', payload);
    expect(beacon).toHaveBeenCalledOnce();
    const [url, blob] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('https://api.tilawat.com.bd/api/v3/vitals');
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual(payload);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without cookies where sendBeacon is missing or refuses', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    sendBeacon('/api/v3/vitals', payload);
    vi.stubGlobal('navigator', {});
    sendBeacon('/api/v3/vitals', payload);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/api/v3/vitals', {
      method: 'POST',
      body: JSON.stringify(payload),
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    });
  });
});
