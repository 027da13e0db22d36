import { formatDateTime, type OrderStatus, orderStatuses } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { orderTimeline as orderTimelineWords } from '../copy/words/order-timeline';
import { cx } from '../internal/cx';
import styles from './order-timeline.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { orderTimeline: orderTimelineWords };

type StatusChange = V2Schemas['OrderStatusChange'];

export interface OrderTimelineProps {
  /** The order's status changes (`OrderDetail.history`). */
  history: readonly StatusChange[];
  /** The order's status now (`OrderDetail.status`); the latest change's when not given. */
  status?: OrderStatus;
  /** The level of the heading in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The heading; "অর্ডারের অবস্থা" when not given. */
  label?: string;
  className?: string;
}

/** How a step ended: cancelled and refunded are ends of their own, drawn with a shape of their own. */
const ending: Partial<Record<OrderStatus, 'stopped' | 'returned'>> = {
  cancelled: 'stopped',
  refunded: 'returned',
};

/** The changes oldest first (the contract's order; sorted again by time, stable, to be sure). */
function inOrder(history: readonly StatusChange[]): StatusChange[] {
  return history
    .map((change, index) => ({ change, index, time: new Date(change.at).getTime() }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ change }) => change);
}

/**
 * An order's status history as an ordered list, oldest first: each status in domain's Bengali words
 * (`sending` reads "ডেলিভারি হয়েছে", as learners are told) with its date and time; the status the
 * order is in now is marked `aria-current="step"` and says so in words, with a shape of its own
 * (passed steps a tick, the current one a ring; cancelled a cross, refunded a return arrow).
 */
export function OrderTimeline({ history, status, headingLevel = 3, label, className }: OrderTimelineProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const t = bn.orderTimeline;
  const changes = inOrder(history);
  const now = status ?? changes.at(-1)?.status;
  const currentIndex = changes.findLastIndex((change) => change.status === now);

  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {label ?? t.title}
      </Heading>
      {changes.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ol className={styles.steps} aria-labelledby={headingId}>
          {changes.map((change, index) => {
            const current = index === currentIndex;
            const state = current ? 'current' : index < currentIndex || currentIndex < 0 ? 'passed' : 'later';
            return (
              <li
                key={`${change.status}-${change.at}`}
                className={styles.step}
                data-status={change.status}
                data-state={state}
                data-ending={ending[change.status]}
                aria-current={current ? 'step' : undefined}
              >
                <span className={styles.marker} aria-hidden="true">
                  <StepShape state={state} ending={ending[change.status]} />
                </span>
                <span className={styles.body}>
                  <span className={styles.label}>{orderStatuses[change.status].bn}</span>
                  <time className={styles.time} dateTime={change.at}>
                    {formatDateTime(change.at)}
                  </time>
                </span>
                {current ? <span className={styles.current}>{t.current}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function StepShape({ state, ending: end }: { state: string; ending: 'stopped' | 'returned' | undefined }) {
  const path =
    end === 'stopped'
      ? 'M7 7l10 10M17 7L7 17'
      : end === 'returned'
        ? 'M9 7L5 11l4 4M5 11h9a5 5 0 010 10h-3'
        : state === 'current'
          ? null
          : 'M5 12.5l4.5 4.5L19 7.5';
  if (!path) return <span className={styles.dot} />;
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
