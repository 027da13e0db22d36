import { describe, expect, it } from 'vitest';
import { parseWindow, routesOf, targetText, vitalText } from './vitals-report';

describe('routesOf', () => {
  it('groups the api’s list by route in its order, every metric of each in the console’s order, rated', () => {
    const routes = routesOf({
      items: [
        { route: '/', metric: 'TTFB', p75: 651, count: 2 },
        { route: '/', metric: 'LCP', p75: 3250, count: 4 },
        { route: '/', metric: 'CLS', p75: 0.3, count: 4 },
        { route: '/shop', metric: 'INP', p75: 96, count: 1 },
      ],
    });
    expect(routes).toEqual([
      {
        route: '/',
        count: 10,
        metrics: [
          { name: 'LCP', measured: { p75: 3250, count: 4, rating: 'needs-improvement' } },
          { name: 'INP', measured: null },
          { name: 'CLS', measured: { p75: 0.3, count: 4, rating: 'poor' } },
          { name: 'TTFB', measured: { p75: 651, count: 2, rating: 'good' } },
        ],
      },
      {
        route: '/shop',
        count: 1,
        metrics: [
          { name: 'LCP', measured: null },
          { name: 'INP', measured: { p75: 96, count: 1, rating: 'good' } },
          { name: 'CLS', measured: null },
          { name: 'TTFB', measured: null },
        ],
      },
    ]);
    expect(routesOf({ items: [] })).toEqual([]);
  });
});

describe('vitalText and targetText', () => {
  it.each([
    ['LCP', 3250, '৩.২৫ সেকেন্ড'],
    ['LCP', 2140, '২.১৪ সেকেন্ড'],
    ['INP', 184.4, '১৮৪ মিলিসেকেন্ড'],
    ['TTFB', 1204, '১,২০৪ মিলিসেকেন্ড'],
    ['CLS', 0.031, '০.০৩১'],
  ] as const)('%s %s → %s', (name, value, want) => {
    expect(vitalText(name, value)).toBe(want);
  });

  it('states each target in Bengali digits: Google’s “good” thresholds', () => {
    expect(['LCP', 'INP', 'CLS', 'TTFB'].map((name) => targetText(name as 'LCP'))).toEqual([
      '≤ ২.৫ সেকেন্ড',
      '≤ ২০০ মিলিসেকেন্ড',
      '≤ ০.১',
      '≤ ৮০০ মিলিসেকেন্ড',
    ]);
  });
});

describe('parseWindow', () => {
  it.each([
    ['7', 7],
    ['28', 28],
    ['14', 7],
    ['', 7],
  ])('%j → %d', (value, want) => {
    expect(parseWindow(value)).toBe(want);
  });
});
