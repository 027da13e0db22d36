import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { BarChart, MeterChart } from './trend-chart';

const days = [
  { key: '2026-11-27', label: '২৭ নভে.', values: [2500, 0] },
  { key: '2026-11-28', label: '২৮ নভে.', values: [0, 450] },
  { key: '2026-11-29', label: '২৯ নভে.', values: [1500, 300] },
];

describe('BarChart', () => {
  it('draws a bar per series and day, and gives the numbers in a table in Bengali digits', async () => {
    const { container } = render(
      <BarChart
        title="দৈনিক বিক্রি"
        pointHeading="দিন"
        series={[
          { name: 'কোর্স', tone: 'primary' },
          { name: 'দোকান', tone: 'accent' },
        ]}
        points={days}
      />,
    );
    expect(screen.getByRole('figure', { name: 'দৈনিক বিক্রি' })).toBeTruthy();
    // a zero draws nothing: four bars for the four values above zero
    expect(container.querySelectorAll('rect')).toHaveLength(4);
    const table = screen.getByRole('table', { name: 'দৈনিক বিক্রি' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'দিনকোর্সদোকান',
      '২৭ নভে.২,৫০০০',
      '২৮ নভে.০৪৫০',
      '২৯ নভে.১,৫০০৩০০',
    ]);
    expect(screen.getByText(bn.trendChart.showTable)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('scales the tallest stack to the plot', () => {
    const { container } = render(
      <BarChart
        title="t"
        pointHeading="দিন"
        series={[{ name: 'a', tone: 'primary' }]}
        points={days.slice(0, 1)}
      />,
    );
    const bar = container.querySelector('rect');
    expect(Number(bar?.getAttribute('height'))).toBeGreaterThan(100);
  });
});

describe('MeterChart', () => {
  it('draws each row against its bound, and the table says it', async () => {
    const { container } = render(
      <MeterChart
        title="ব্যাচে শিক্ষার্থী ও আসন"
        headings={{ row: 'ব্যাচ', value: 'শিক্ষার্থী', max: 'আসন' }}
        rows={[
          { key: '12', label: 'ব্যাচ ১২', detail: 'কুরআন শিক্ষা', value: 34, max: 40 },
          { key: '13', label: 'ব্যাচ ১৩', value: 5, max: null },
        ]}
      />,
    );
    expect(screen.getByText('৩৪ / ৪০')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'ব্যাচে শিক্ষার্থী ও আসন' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ব্যাচশিক্ষার্থীআসন', 'ব্যাচ ১২ — কুরআন শিক্ষা৩৪৪০', 'ব্যাচ ১৩৫—']);
    await expectNoAxeViolations(container);
  });

  it('says when there is nothing', () => {
    render(
      <MeterChart title="উপস্থিতি" headings={{ row: 'ক্লাস', value: 'উপস্থিত', max: 'শিক্ষার্থী' }} rows={[]} />,
    );
    expect(screen.getByText(bn.trendChart.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
