import { formatDateTime, formatMoney, transactionKinds, transactionStatuses } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import type { ReactNode } from 'react';
import { ledgerList as ledgerListWords } from '../copy/words/ledger-list';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './ledger-list.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { ledgerList: ledgerListWords };

type LedgerTransaction = V2Schemas['LedgerTransaction'];

export interface LedgerListProps {
  /** The wallet's transactions (`GET /user/transaction`), in the order to show them (newest first). */
  items: readonly LedgerTransaction[];
  /** The list's accessible name; 'লেনদেনের হিসাব' when not given. */
  label?: string;
  /** The next step when the list is empty (a top-up link). */
  emptyAction?: ReactNode;
  /** The level of the empty state's title in the page's outline. */
  emptyHeadingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The wallet's ledger: each transaction's kind (domain's Bengali label), its note, date and time in
 * Dhaka, its status (a pending one stands out as a badge) and its amount with a sign — a credit
 * '+৳৫০০' in green, a debit '−৳২৪০' in ink — and the direction in words for screen readers, never
 * colour alone. Stars and points show their unit. An empty ledger says what fills it.
 */
export function LedgerList({
  items,
  label = bn.ledgerList.label,
  emptyAction,
  emptyHeadingLevel = 2,
  className,
}: LedgerListProps) {
  const t = bn.ledgerList;

  if (items.length === 0) {
    return (
      <EmptyState
        className={className}
        title={t.emptyTitle}
        description={t.empty}
        action={emptyAction}
        headingLevel={emptyHeadingLevel}
      />
    );
  }

  return (
    <ul className={cx(styles.list, className)} aria-label={label}>
      {items.map((item) => {
        const credit = item.direction === 'credit';
        const pending = item.status === 'PENDING';
        return (
          <li
            key={item.id}
            className={styles.row}
            data-kind={item.kind}
            data-direction={item.direction}
            data-status={item.status}
          >
            <div className={styles.what}>
              <p className={styles.kind}>{transactionKinds[item.kind].bn}</p>
              {item.note ? <p className={styles.note}>{item.note}</p> : null}
              <p className={styles.meta}>
                <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
                <span className={pending ? styles.pending : styles.status}>
                  {transactionStatuses[item.status].bn}
                </span>
              </p>
            </div>
            <p className={styles.amount} data-direction={item.direction}>
              <span className={hidden.hidden}>{credit ? t.credit : t.debit} </span>
              <span aria-hidden="true">{credit ? '+' : '−'}</span>
              {formatMoney(item.amount.amount, item.amount.currency)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
