import { formatMoney } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import { basketSummary as basketSummaryWords } from '../copy/words/basket-summary';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../internal/cx';
import styles from './basket-summary.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { basketSummary: basketSummaryWords };

type Money = V2Schemas['Money'];

export interface BasketSummaryProps {
  /** The learner's basket (`GET /basket`): its pieces (`count`) and the price of its items (`total`). */
  basket: V2Schemas['Basket'];
  /**
   * The delivery charge for the chosen district, when the page knows it (৳০ reads "ফ্রি"); without it
   * the line says it is told after the address, and the total is the items' price.
   */
  deliveryFee?: Money | null;
  /** "অর্ডার করুন": the page goes on to the address or places the order. No button without it. */
  onOrder?: () => void;
  /** The order is on its way: the button is busy. */
  ordering?: boolean;
  /** In place of the order button (e.g. a link to the checkout page). */
  action?: ReactNode;
  /** The empty basket's next step (e.g. a link to the shop). */
  emptyAction?: ReactNode;
  /** The level of the title in the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The basket's totals: how many pieces, the price of the items, the delivery charge and the total,
 * with the order button; an empty basket says so and what to do next. The total shown is the items
 * and the delivery added together: the order's own total (after a coupon) comes from the server.
 */
export function BasketSummary({
  basket,
  deliveryFee,
  onOrder,
  ordering = false,
  action,
  emptyAction,
  headingLevel = 2,
  className,
}: BasketSummaryProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const t = bn.basketSummary;

  if (basket.items.length === 0) {
    return (
      <EmptyState
        className={className}
        headingLevel={headingLevel}
        title={t.emptyTitle}
        description={t.emptyDescription}
        action={emptyAction}
      />
    );
  }

  const { currency } = basket.total;
  const total = basket.total.amount + (deliveryFee?.amount ?? 0);

  return (
    <section className={cx(styles.summary, className)} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          {t.title}
        </Heading>
        <p className={styles.count}>{t.count(basket.count)}</p>
      </div>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t.subtotal}</dt>
          <dd className={styles.money}>{formatMoney(basket.total.amount, currency)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t.delivery}</dt>
          <dd className={deliveryFee ? styles.money : styles.muted}>
            {deliveryFee
              ? deliveryFee.amount === 0
                ? t.deliveryFree
                : formatMoney(deliveryFee.amount, deliveryFee.currency)
              : t.deliveryLater}
          </dd>
        </div>
        <div className={cx(styles.line, styles.total)}>
          <dt>{t.total}</dt>
          <dd className={styles.money}>{formatMoney(total, currency)}</dd>
        </div>
      </dl>
      {action ??
        (onOrder ? (
          <Button size="lg" fullWidth loading={ordering} onClick={onOrder}>
            {t.order}
          </Button>
        ) : null)}
    </section>
  );
}
