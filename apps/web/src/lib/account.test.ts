import { controlPanel } from '@tilawat/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { statusCounts } from './account';
import { parseOrdersQuery } from './orders';

describe('statusCounts', () => {
  it('lists the six statuses, placed first, with Bengali labels, counts and filtered order links', () => {
    expect(statusCounts(controlPanel.orders_by_status)).toEqual([
      { status: 'placed', label: 'অর্ডার গৃহীত', count: 1, countLabel: '১টি', href: '/orders?status=placed' },
      {
        status: 'wait-send',
        label: 'পাঠানোর অপেক্ষায়',
        count: 1,
        countLabel: '১টি',
        href: '/orders?status=wait-send',
      },
      {
        status: 'sending',
        label: 'ডেলিভারি হয়েছে',
        count: 0,
        countLabel: '০টি',
        href: '/orders?status=sending',
      },
      { status: 'completed', label: 'সম্পন্ন', count: 2, countLabel: '২টি', href: '/orders?status=completed' },
      { status: 'cancelled', label: 'বাতিল', count: 0, countLabel: '০টি', href: '/orders?status=cancelled' },
      {
        status: 'refunded',
        label: 'টাকা ফেরত দেওয়া হয়েছে',
        count: 0,
        countLabel: '০টি',
        href: '/orders?status=refunded',
      },
    ]);
  });

  it('links to exactly the list the orders page reads from its address', () => {
    for (const entry of statusCounts(controlPanel.orders_by_status)) {
      const search = new URL(entry.href, 'http://x').searchParams;
      expect(parseOrdersQuery({ status: search.get('status') ?? undefined })).toEqual({
        status: entry.status,
        page: 1,
      });
    }
  });

  it('counts a missing status as 0 and ignores keys that are not statuses', () => {
    const counts = statusCounts({ completed: 12, shipped: 3 });
    expect(counts).toHaveLength(6);
    expect(counts.find((c) => c.status === 'completed')?.countLabel).toBe('১২টি');
    expect(counts.find((c) => c.status === 'placed')?.count).toBe(0);
  });
});
