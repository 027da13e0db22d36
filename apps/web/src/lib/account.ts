import { type OrderStatus, orderStatuses } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { webBn } from '~/copy/bn';
import { ordersHref } from './orders';

export { accountPath } from './paths';

/** The control panel (/account) as view models: the orders counted by status, each a link to that list. */

export interface StatusCount {
  status: OrderStatus;
  /** Domain's Bengali label: 'অর্ডার গৃহীত', 'পাঠানোর অপেক্ষায়', … */
  label: string;
  count: number;
  /** '৩টি'. */
  countLabel: string;
  /** /orders filtered to this status (`/orders?status=placed`). */
  href: string;
}

/**
 * `ControlPanel.orders_by_status` as the six statuses in their display order (placed first), each with
 * its count (0 when the api left it out) and its filtered /orders link; keys that are not statuses are
 * ignored.
 */
export function statusCounts(byStatus: V2Schemas['ControlPanel']['orders_by_status']): StatusCount[] {
  return (Object.keys(orderStatuses) as OrderStatus[])
    .sort((a, b) => orderStatuses[a].priority - orderStatuses[b].priority)
    .map((status) => {
      const raw = byStatus[status];
      const count = typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
      return {
        status,
        label: orderStatuses[status].bn,
        count,
        countLabel: webBn.account.count(count),
        href: ordersHref({ status, page: 1 }),
      };
    });
}
