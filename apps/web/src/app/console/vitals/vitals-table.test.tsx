import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { routesOf } from '~/lib/vitals-report';
import { VitalsTable } from './vitals-table';

const [home] = routesOf({
  items: [
    { route: '/', metric: 'LCP', p75: 3250, count: 4 },
    { route: '/', metric: 'CLS', p75: 0.02, count: 1204 },
    { route: '/', metric: 'TTFB', p75: 1900, count: 1210 },
  ],
});
const draw = () => {
  if (!home) throw new Error('no route');
  return renderToString(<VitalsTable route={home} />);
};

describe('VitalsTable', () => {
  it('names the page by its route template and how many values it holds, in a caption', () => {
    expect(draw()).toMatch(/<caption[^>]*>.*পাতা \/.*২,৪১৮টি মাপ/s);
  });

  it('gives every metric its 75th percentile in Bengali digits, beside its target', () => {
    const html = draw();
    expect(html).toContain('৩.২৫ সেকেন্ড');
    expect(html).toContain('লক্ষ্য: ≤ ২.৫ সেকেন্ড');
    expect(html).toContain('০.০২');
    expect(html).toContain('১,৯০০ মিলিসেকেন্ড');
    expect(html).toContain('১,২০৪');
  });

  it('is a table of three columns whose rows are headed by their metric, without a pager', () => {
    const html = draw();
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(4);
    expect(html).not.toContain('পরের পাতা');
  });

  it('rates each in words, not colour alone, and says where nothing was measured', () => {
    const html = draw();
    expect(html).toMatch(/data-rating="needs-improvement"[^>]*>উন্নতি দরকার</);
    expect(html).toMatch(/data-rating="good"[^>]*>ভালো</);
    expect(html).toMatch(/data-rating="poor"[^>]*>খারাপ</);
    // INP needs a tap: none on this page yet
    expect(html).toContain('এখনো মাপ নেই');
  });
});
