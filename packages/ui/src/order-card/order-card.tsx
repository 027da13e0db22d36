import { formatDateTime, formatMoney, orderKinds, paymentStatuses } from '@tilawat/domain';
import { orderNumber } from '@tilawat/domain/rules';
import type { V2Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { orderCard as orderCardWords } from '../copy/words/order-card';
import { cx } from '../internal/cx';
import { OrderStatusBadge } from '../order-status-badge/order-status-badge';
import styles from './order-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { orderCard: orderCardWords };

type Order = V2Schemas['Order'];

export interface OrderCardProps {
  /** An order of "my orders" (`GET /order`, `V2Schemas['Order']`). */
  order: Order;
  /** The order's own page; the whole card is one link to it. */
  href: string;
  /** The level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** An order's short number for people (domain's rule, which the api's ledger notes use too). */
export { orderNumber };

/**
 * An order in "my orders": its number, when it was placed, its kind, its status (domain's Bengali
 * label; `sending` reads as delivered), the payment, how many pieces and the total. The whole card
 * is one link to the order's page.
 */
export function OrderCard({ order, href, headingLevel = 3, className }: OrderCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const t = bn.orderCard;
  const pieces = order.items.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <article
      className={cx(styles.card, className)}
      aria-labelledby={titleId}
      data-status={order.status}
      data-payment={order.payment_status}
    >
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          <a href={href} className={styles.link}>
            {t.order(orderNumber(order.id))}
          </a>
        </Heading>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t.date}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.kind}</dt>
          <dd>{orderKinds[order.kind].bn}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.payment}</dt>
          <dd data-payment={order.payment_status}>{paymentStatuses[order.payment_status].bn}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.items}</dt>
          <dd>{pieces > 0 ? t.count(pieces) : t.noItems}</dd>
        </div>
      </dl>
      {order.items.length > 0 ? (
        <ul className={styles.titles}>
          {order.items.map((line) => (
            <li key={`${line.card.id}-${line.size ?? ''}`}>{line.card.title}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.footer}>
        <p className={styles.total}>
          <span className={styles.totalTerm}>{t.total}</span>{' '}
          <span className={styles.money}>{formatMoney(order.total.amount, order.total.currency)}</span>
        </p>
        <span className={styles.cta} aria-hidden="true">
          {t.details} →
        </span>
      </div>
    </article>
  );
}
