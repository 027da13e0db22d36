import { formatDate } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { promoBar as promoBarWords } from '../copy/words/promo-bar';
import { cx } from '../internal/cx';
import styles from './promo-bar.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { promoBar: promoBarWords };

export interface PromoBarProps {
  /** A public promo (`GET /api/v3/promo/public`). */
  promo: V3Schemas['Promo'];
  /** The learner wants to use the code (the web fills the promo form or applies it). */
  onApply?: (code: string) => void;
  /** The learner closed the bar (domain's `dismissPromoBar`). */
  onDismiss?: () => void;
  className?: string;
}

/** A slim banner for a running offer: what it is, its code, until when, and a way to use it. */
export function PromoBar({ promo, onApply, onDismiss, className }: PromoBarProps) {
  return (
    <section className={cx(styles.bar, className)} aria-label={bn.promoBar.region}>
      <div className={styles.text}>
        <p className={styles.title}>{promo.title}</p>
        <p className={styles.detail}>
          {promo.description}
          {promo.valid_until ? <> {bn.promoBar.until(formatDate(promo.valid_until))}</> : null}
        </p>
      </div>
      <div className={styles.actions}>
        <p className={styles.code}>
          <span className={styles.codeLabel}>{bn.promoBar.code}</span>{' '}
          <code lang="en" dir="ltr">
            {promo.code}
          </code>
        </p>
        {onApply ? (
          <button type="button" className={styles.apply} onClick={() => onApply(promo.code)}>
            {bn.promoBar.apply}
          </button>
        ) : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={bn.promoBar.dismiss}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </section>
  );
}
