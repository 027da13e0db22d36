import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

const t = bn.dataTable;

interface Order {
  id: string;
  name: string;
  total: number;
  created: string;
}

const orders: Order[] = [
  { id: 'o1', name: 'আব্দুল করিম', total: 1250, created: '১২ নভেম্বর' },
  { id: 'o2', name: 'ফাতেমা খাতুন', total: 480, created: '১১ নভেম্বর' },
  { id: 'o3', name: 'রহিম উদ্দিন', total: 2500, created: '১০ নভেম্বর' },
];

const columns: DataTableColumn<Order>[] = [
  { key: 'name', header: 'গ্রাহক', cell: (row) => row.name },
  { key: 'created', header: 'তারিখ', cell: (row) => row.created, sortKey: 'created_at' },
  { key: 'total', header: 'মোট', cell: (row) => formatMoney(row.total), sortKey: 'total', align: 'end' },
];

function Table(props: Partial<DataTableProps<Order>>) {
  return (
    <DataTable<Order>
      caption="অর্ডার"
      columns={columns}
      rows={orders}
      rowKey={(row) => row.id}
      page={1}
      limit={10}
      total={42}
      onPageChange={() => {}}
      onSortChange={() => {}}
      {...props}
    />
  );
}

const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable', () => {
  it('is a table named by its visible caption, with headings and cells', () => {
    render(<Table />);
    const table = screen.getByRole('table', { name: 'অর্ডার' });
    expect(table.querySelector('caption')?.textContent).toBe('অর্ডার');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['গ্রাহক', 'তারিখ', 'মোট']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['আব্দুল করিম', '১২ নভেম্বর', '৳১,২৫০']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')[2]
        ?.getAttribute('data-align'),
    ).toBe('end');
  });

  it('scrolls in a keyboard-reachable region named by the caption', () => {
    render(<Table />);
    const region = screen.getByRole('region', { name: 'অর্ডার' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
  });

  it('shows the filters above the table', () => {
    render(
      <Table
        filters={
          <label>
            খুঁজুন <input type="search" />
          </label>
        }
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'খুঁজুন' })).toBeTruthy();
  });

  it('says the current order with aria-sort; an unsortable heading has none and no button', () => {
    const { rerender } = render(<Table sort="-created_at" />);
    expect(heading('তারিখ').getAttribute('aria-sort')).toBe('descending');
    expect(heading('মোট').getAttribute('aria-sort')).toBe('none');
    expect(heading('গ্রাহক').hasAttribute('aria-sort')).toBe(false);
    expect(within(heading('গ্রাহক')).queryByRole('button')).toBeNull();
    rerender(<Table sort="total" />);
    expect(heading('মোট').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('তারিখ').getAttribute('aria-sort')).toBe('none');
    rerender(<Table />);
    expect(heading('মোট').getAttribute('aria-sort')).toBe('none');
  });

  it('asks for ascending first, then descending on the current ascending column', async () => {
    const onSortChange = vi.fn();
    const { rerender } = render(<Table onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'মোট' }));
    expect(onSortChange).toHaveBeenLastCalledWith('total');
    rerender(<Table onSortChange={onSortChange} sort="total" />);
    await userEvent.click(screen.getByRole('button', { name: 'মোট' }));
    expect(onSortChange).toHaveBeenLastCalledWith('-total');
    rerender(<Table onSortChange={onSortChange} sort="-total" />);
    await userEvent.click(screen.getByRole('button', { name: 'মোট' }));
    expect(onSortChange).toHaveBeenLastCalledWith('total');
    await userEvent.click(screen.getByRole('button', { name: 'তারিখ' }));
    expect(onSortChange).toHaveBeenLastCalledWith('created_at');
    expect(onSortChange).toHaveBeenCalledTimes(4);
  });

  it('pages in a named nav, the ends disabled, and says where you are in Bengali', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Table onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: t.pagination });
    const previous = within(nav).getByRole('button', { name: t.previous }) as HTMLButtonElement;
    const next = within(nav).getByRole('button', { name: t.next }) as HTMLButtonElement;
    expect(nav.textContent).toContain('পাতা ১ / ৫ · মোট ৪২টি');
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Table onPageChange={onPageChange} page={3} />);
    expect(nav.textContent).toContain('পাতা ৩ / ৫ · মোট ৪২টি');
    await userEvent.click(previous);
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Table onPageChange={onPageChange} page={5} />);
    expect(previous.disabled).toBe(false);
    expect(next.disabled).toBe(true);
  });

  it('counts one page when there is nothing, both buttons disabled', () => {
    render(<Table rows={[]} total={0} />);
    expect(screen.getByText('পাতা ১ / ১ · মোট ০টি')).toBeTruthy();
    for (const name of [t.previous, t.next]) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('says there is nothing in place of rows, keeping the headings', () => {
    const { rerender } = render(<Table rows={[]} total={0} />);
    const cell = screen.getByRole('cell', { name: t.empty });
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    rerender(<Table rows={[]} total={0} empty="কোনো অর্ডার মেলেনি" />);
    expect(screen.getByRole('cell', { name: 'কোনো অর্ডার মেলেনি' })).toBeTruthy();
  });

  it('marks the region busy while loading, dims the rows and keeps them', () => {
    const { rerender } = render(<Table loading />);
    const region = screen.getByRole('region', { name: 'অর্ডার' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(region.querySelector('tbody')?.hasAttribute('data-loading')).toBe(true);
    rerender(<Table />);
    expect(region.hasAttribute('aria-busy')).toBe(false);
    rerender(<Table loading rows={[]} total={0} />);
    expect(screen.getByRole('cell', { name: bn.common.loading })).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Table sort="-created_at" filters={<button type="button">ফিল্টার</button>} />);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations when empty', async () => {
    const { container } = render(<Table rows={[]} total={0} />);
    await expectNoAxeViolations(container);
  });
});
