import { orderStatuses } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { cx } from '../internal/cx';
import styles from './order-status-badge.module.css';

type OrderStatus = V2Schemas['OrderStatus'];

export interface OrderStatusBadgeProps {
  /** One of the six order statuses (the contract's `OrderStatus`); `sending` reads as delivered. */
  status: OrderStatus;
  /** Show the English label too (support staff, bilingual pages). */
  showEnglish?: boolean;
  className?: string;
}

/** Colour tone of each status; the label always carries the meaning (colour is never alone). */
const tone: Record<OrderStatus, 'info' | 'warning' | 'primary' | 'success' | 'danger' | 'neutral'> = {
  placed: 'info',
  'wait-send': 'warning',
  sending: 'primary',
  completed: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

/** An order's status as a small label in its tone, from domain's `orderStatuses`. */
export function OrderStatusBadge({ status, showEnglish = false, className }: OrderStatusBadgeProps) {
  const label = orderStatuses[status];
  return (
    <span className={cx(styles.badge, className)} data-status={status} data-tone={tone[status]}>
      <span className={styles.dot} aria-hidden="true" />
      {label.bn}
      {showEnglish ? (
        <span className={styles.en} lang="en">
          {' '}
          ({label.en})
        </span>
      ) : null}
    </span>
  );
}
