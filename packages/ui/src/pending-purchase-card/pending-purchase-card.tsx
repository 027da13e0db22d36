import { formatMoney, formatTimeLeft } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import buttonStyles from '../button/button.module.css';
import { pendingPurchase as pendingPurchaseWords } from '../copy/words/pending-purchase';
import { cx } from '../internal/cx';
import { useNow } from '../internal/use-now';
import styles from './pending-purchase-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { pendingPurchase: pendingPurchaseWords };

type Purchase = V3Schemas['PurchaseTransaction'];

export interface PendingPurchaseCardProps {
  /** An unpaid purchase (`pending_purchases` of the dashboard). */
  purchase: Purchase;
  /** Where a new checkout of the same batch or plan starts, once this one can no longer be paid. */
  restartHref: string;
  headingLevel?: 2 | 3 | 4;
  /** "Now", pinned by stories and tests (the clock then stands still); ticks every second otherwise. */
  now?: Date | number | string;
  className?: string;
}

/** Whole seconds from `now` until the purchase expires (0 once it has). */
export function purchaseSecondsLeft(purchase: Pick<Purchase, 'expires_at'>, now: number): number {
  const left = Math.ceil((new Date(purchase.expires_at).getTime() - now) / 1000);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** '১২ মিনিট ৩০ সেকেন্ড বাকি'; beyond an hour domain's hours and minutes. */
function timeLeftText(seconds: number): string {
  if (seconds >= 3600) return bn.pendingPurchase.leftLong(formatTimeLeft(seconds));
  return bn.pendingPurchase.left(Math.floor(seconds / 60), seconds % 60);
}

/**
 * An unpaid purchase on the dashboard: the course, what was bought, the amount, and the time left to
 * pay it ticking down, with "পেমেন্ট সম্পন্ন করুন" to the wallet's page of this very purchase. When
 * the time is up (or the server no longer gives a payment page) the card says the held seat was let
 * go and offers "আবার কিনুন" — a new checkout at `restartHref`. The ticking time is not a live region
 * (a screen reader is not told every second); the expiry is said once, politely.
 */
export function PendingPurchaseCard({
  purchase,
  restartHref,
  headingLevel = 3,
  now: fixedNow,
  className,
}: PendingPurchaseCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const now = useNow(1000, fixedNow);
  const left = purchaseSecondsLeft(purchase, now);
  const payable = purchase.payment_url !== null && left > 0;
  const amount = formatMoney(purchase.amount.amount, purchase.amount.currency);

  return (
    <article
      className={cx(styles.card, className)}
      aria-labelledby={titleId}
      data-state={payable ? 'pending' : 'expired'}
    >
      <p className={styles.flag}>{payable ? bn.pendingPurchase.unpaid : bn.pendingPurchase.notPaid}</p>
      <Heading id={titleId} className={styles.title}>
        {purchase.course.title}
      </Heading>
      <p className={styles.item}>{purchase.item_title}</p>

      <dl className={styles.facts}>
        <div>
          <dt>{bn.pendingPurchase.amount}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
        {payable ? (
          <div>
            <dt>{bn.pendingPurchase.timeLeft}</dt>
            <dd>
              {/* A timer is not live: read when visited, never announced each second. */}
              <span role="timer" aria-live="off" className={styles.left} suppressHydrationWarning>
                {timeLeftText(left)}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>

      {/* Always present, so the expiry (when it happens on screen) is announced once, politely. */}
      <div role="status" className={styles.status}>
        {payable ? null : (
          <p className={styles.expired}>
            <strong>{bn.pendingPurchase.expiredTitle}।</strong>{' '}
            {purchase.kind === 'batch' ? bn.pendingPurchase.expiredSeat : bn.pendingPurchase.expiredBundle}
          </p>
        )}
      </div>

      <div className={styles.footer}>
        <a
          href={payable ? (purchase.payment_url ?? restartHref) : restartHref}
          className={cx(buttonStyles.button, styles.action)}
          data-variant={payable ? 'primary' : 'secondary'}
          data-size="lg"
          aria-describedby={titleId}
        >
          {payable ? bn.pendingPurchase.pay : bn.pendingPurchase.buyAgain}
        </a>
      </div>
    </article>
  );
}
