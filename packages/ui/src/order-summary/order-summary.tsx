import { formatMoney, type PaymentMethod, paymentMethods } from '@tilawat/domain';
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { orderSummary as orderSummaryWords } from '../copy/words/order-summary';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './order-summary.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { orderSummary: orderSummaryWords };

interface OrderSummaryBaseProps {
  /** The server's pricing with the applied promo (`POST /api/v3/promo/validity`); none without a promo. */
  validity?: V3Schemas['PromoValidity'] | null;
  /** The chosen wallet, if any yet. */
  method?: PaymentMethod | null;
  className?: string;
}

/** What is bought: a batch, or a course's bundle plan — one of the two. */
export type OrderSummaryProps = OrderSummaryBaseProps &
  (
    | {
        /** The batch being bought, with its course (`GET /api/v3/batch/{id}`). */
        batch: V3Schemas['BatchDetail'];
        plan?: never;
        course?: never;
      }
    | {
        /** The bundle plan being bought (one of `CourseDetail.plans`). */
        plan: V2Schemas['BundlePlan'];
        /** The plan's course (a CourseDetail or CourseSummary will do). */
        course: { title: string };
        batch?: never;
      }
  );

/**
 * What is being bought — a batch of a course, or a course's bundle plan with its days of access — and
 * what it costs: price, promo discount and the total to pay, in Bengali.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { validity, method, className } = props;
  const titleId = useId();
  // One of the two: a bundle plan with its course, or a batch (which carries its course).
  const bought = props.plan
    ? { course: props.course.title, price: props.plan.price, plan: props.plan, batch: null }
    : { course: props.batch.course.title, price: props.batch.price, plan: null, batch: props.batch };
  const listPrice = bought.price;
  const price = validity?.original ?? listPrice;
  const total = validity?.payable ?? listPrice;
  const wallet = method ? paymentMethods[method] : null;

  return (
    <section className={cx(styles.summary, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {bn.orderSummary.title}
      </h2>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{bn.orderSummary.course}</dt>
          <dd>{bought.course}</dd>
        </div>
        {bought.plan ? (
          <>
            <div className={styles.line}>
              <dt>{bn.orderSummary.plan}</dt>
              <dd>{bought.plan.title}</dd>
            </div>
            <div className={styles.line}>
              <dt>{bn.orderSummary.access}</dt>
              <dd>{bn.orderSummary.accessDays(bought.plan.access_days)}</dd>
            </div>
          </>
        ) : (
          <div className={styles.line}>
            <dt>{bn.orderSummary.batch}</dt>
            <dd>{bought.batch.name}</dd>
          </div>
        )}
        <div className={styles.line}>
          <dt>{bn.orderSummary.method}</dt>
          <dd>
            {wallet ? (
              <span className={styles.wallet}>
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: wallet.colour }}
                  aria-hidden="true"
                />
                <span>
                  {wallet.bn} <span lang="en">({wallet.en})</span>
                </span>
              </span>
            ) : (
              <span className={styles.muted}>{bn.orderSummary.notChosen}</span>
            )}
          </dd>
        </div>
        <div className={cx(styles.line, styles.money)}>
          <dt>{bn.orderSummary.price}</dt>
          <dd>{formatMoney(price.amount, price.currency)}</dd>
        </div>
        {validity && validity.discount.amount > 0 ? (
          <div className={cx(styles.line, styles.money, styles.discount)}>
            <dt>{bn.orderSummary.discount(validity.promo.code)}</dt>
            <dd>
              <span aria-hidden="true">−</span>
              <span className={hidden.hidden}>{bn.orderSummary.minus}</span>{' '}
              {formatMoney(validity.discount.amount, validity.discount.currency)}
            </dd>
          </div>
        ) : null}
        <div className={cx(styles.line, styles.total)}>
          <dt>{bn.orderSummary.total}</dt>
          <dd>{formatMoney(total.amount, total.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
