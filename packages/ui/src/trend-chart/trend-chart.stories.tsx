import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from '@tilawat/domain';
import { expect, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { BarChart, MeterChart } from './trend-chart';

const meta = {
  title: 'Components/TrendChart',
  component: BarChart,
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const days = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 31 + i));
  return {
    key: day.toISOString().slice(0, 10),
    label: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day),
    values: [((i * 7919) % 9) * 500, ((i * 104729) % 5) * 150],
  };
});

/** The console's 30 days of sales, courses and shop apart; the numbers behind "সংখ্যায় দেখুন". */
export const DailySales: Story = {
  args: {
    title: 'দৈনিক বিক্রি (শেষ ৩০ দিন)',
    pointHeading: 'দিন',
    series: [
      { name: 'কোর্স', tone: 'primary' },
      { name: 'দোকান', tone: 'accent' },
    ],
    points: days,
    format: (value) => formatMoney(value),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(bn.trendChart.showTable));
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** Batches' learners against their seats. */
export const Seats: StoryObj<typeof MeterChart> = {
  render: () => (
    <MeterChart
      title="ব্যাচে শিক্ষার্থী ও আসন"
      headings={{ row: 'ব্যাচ', value: 'শিক্ষার্থী', max: 'আসন' }}
      rows={[
        { key: '12', label: 'ব্যাচ ১২ — সন্ধ্যা', detail: 'কুরআন শিক্ষা', value: 34, max: 40 },
        { key: '13', label: 'ব্যাচ ১৩ — সকাল', detail: 'তাজবীদ', value: 12, max: 30 },
        { key: '14', label: 'ব্যাচ ১৪', value: 8, max: null },
      ]}
    />
  ),
};
