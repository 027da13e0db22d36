import { formatMoney, formatNumber } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { type ReactNode, useId } from 'react';
import { walletBalance as walletBalanceWords } from '../copy/words/wallet-balance';
import { cx } from '../internal/cx';
import styles from './wallet-balance.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { walletBalance: walletBalanceWords };

export interface WalletBalanceProps {
  /** The balance (`ControlPanel.wallet`, in tk). */
  wallet: V2Schemas['Money'];
  /** Reward stars held (`ControlPanel.stars`). */
  stars: number;
  /** Reward points held (`ControlPanel.points`). */
  points: number;
  /** The next step, usually a link to the top-up form. */
  action?: ReactNode;
  /** The level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The region's title; 'আমার ওয়ালেট' when not given. */
  title?: ReactNode;
  className?: string;
}

/**
 * The learner's wallet at a glance: the balance (৳ in Bengali digits), and the stars and points
 * earned, as a titled region; `action` holds the top-up link.
 */
export function WalletBalance({
  wallet,
  stars,
  points,
  action,
  headingLevel = 2,
  title = bn.walletBalance.title,
  className,
}: WalletBalanceProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const t = bn.walletBalance;

  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <dl className={styles.figures}>
        <div className={cx(styles.figure, styles.balance)} data-figure="wallet">
          <dt className={styles.term}>{t.balance}</dt>
          <dd className={styles.value}>{formatMoney(wallet.amount, wallet.currency)}</dd>
        </div>
        <div className={styles.figure} data-figure="stars">
          <dt className={styles.term}>
            <svg
              className={styles.icon}
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                fill="currentColor"
              />
            </svg>
            {t.stars}
          </dt>
          <dd className={styles.value}>{formatNumber(stars)}</dd>
        </div>
        <div className={styles.figure} data-figure="points">
          <dt className={styles.term}>
            <svg
              className={styles.icon}
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <circle cx="12" cy="12" r="3.5" fill="currentColor" />
            </svg>
            {t.points}
          </dt>
          <dd className={styles.value}>{formatNumber(points)}</dd>
        </div>
      </dl>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
