import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney, formatNumber } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { DataTable, type DataTableColumn } from './data-table';

const t = bn.dataTable;

interface SampleOrder {
  id: string;
  number: number;
  customer: string;
  items: number;
  total: number;
  placed: string;
}

const orders: SampleOrder[] = [
  { id: 'o-1042', number: 1042, customer: 'আব্দুল করিম', items: 3, total: 1250, placed: '১২ নভেম্বর ২০২৬' },
  { id: 'o-1041', number: 1041, customer: 'ফাতেমা খাতুন', items: 1, total: 480, placed: '১২ নভেম্বর ২০২৬' },
  {
    id: 'o-1040',
    number: 1040,
    customer: 'মোহাম্মদ রহিম উদ্দিন',
    items: 5,
    total: 2500,
    placed: '১১ নভেম্বর ২০২৬',
  },
  { id: 'o-1039', number: 1039, customer: 'নুসরাত জাহান', items: 2, total: 740, placed: '১০ নভেম্বর ২০২৬' },
  { id: 'o-1038', number: 1038, customer: 'তানভীর আহমেদ', items: 1, total: 12500, placed: '৯ নভেম্বর ২০২৬' },
];

const columns: DataTableColumn<SampleOrder>[] = [
  { key: 'number', header: 'অর্ডার', cell: (order) => `#${formatNumber(order.number)}` },
  { key: 'customer', header: 'গ্রাহক', cell: (order) => order.customer, sortKey: 'customer_name' },
  { key: 'placed', header: 'তারিখ', cell: (order) => order.placed, sortKey: 'created_at' },
  { key: 'items', header: 'পণ্য', cell: (order) => formatNumber(order.items), align: 'end' },
  {
    key: 'total',
    header: 'মোট',
    cell: (order) => formatMoney(order.total),
    sortKey: 'total',
    align: 'end',
  },
];

/** The table for one row type (a generic component's stories need one). */
const OrdersTable = DataTable<SampleOrder>;

const meta = {
  title: 'Components/DataTable',
  component: OrdersTable,
  args: {
    caption: 'অর্ডারসমূহ',
    columns,
    rows: orders,
    rowKey: (order) => order.id,
    page: 1,
    limit: 5,
    total: 42,
    onPageChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sortable headings are buttons; pressing one asks the server for that order; next asks for page 2. */
export const Orders: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'অর্ডারসমূহ' })).toBeVisible();
    await expect(canvas.getByText('পাতা ১ / ৯ · মোট ৪২টি')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'মোট' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('total');
    const nav = canvas.getByRole('navigation', { name: t.pagination });
    await expect(within(nav).getByRole('button', { name: t.previous })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: t.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Newest first (`-created_at`): pressing the date asks for oldest first; a filter toolbar above. */
export const Sorted: Story = {
  args: {
    sort: '-created_at',
    page: 9,
    rows: orders.slice(0, 2),
    filters: (
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        খুঁজুন
        <input type="search" placeholder="নাম বা অর্ডার নম্বর" style={{ minBlockSize: 44 }} />
      </label>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /তারিখ/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: /মোট/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'তারিখ' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('created_at');
    await expect(canvas.getByRole('button', { name: t.next })).toBeDisabled();
  },
};

/** Nothing matches: the headings stay, one line says so. */
export const Empty: Story = {
  args: { rows: [], total: 0, empty: 'এই ফিল্টারে কোনো অর্ডার নেই' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'এই ফিল্টারে কোনো অর্ডার নেই' })).toBeVisible();
  },
};

/** The next page on its way: the region is busy, the rows muted. */
export const Loading: Story = {
  args: { loading: true, page: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'অর্ডারসমূহ' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** On a 360 px phone the table scrolls sideways in a focusable region; the pager wraps. */
export const Narrow360: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'অর্ডারসমূহ' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
