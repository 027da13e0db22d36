import { couponKinds, formatDate, formatMoney } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { couponCard as couponCardWords } from '../copy/words/coupon-card';
import { cx } from '../internal/cx';
import { useNow } from '../internal/use-now';
import styles from './coupon-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { couponCard: couponCardWords };

type Coupon = V2Schemas['Coupon'];

/** Where a coupon stands for the learner: usable, used (`used_at` set) or past its time. */
export type CouponState = 'available' | 'used' | 'expired';

/**
 * A coupon's state: used when `used_at` is set, else expired when the server says so or
 * `expires_at` has passed at `now`, else available.
 */
export function couponState(coupon: Coupon, now: Date | number | string = Date.now()): CouponState {
  if (coupon.used_at) return 'used';
  if (coupon.expiry === 'expired') return 'expired';
  if (coupon.expires_at && new Date(coupon.expires_at).getTime() <= new Date(now).getTime()) return 'expired';
  return 'available';
}

/** How long "copied" stays on screen. */
const COPIED_MS = 4000;

export interface CouponCardProps {
  /** A coupon the learner holds (`GET /user/coupon`, `V2Schemas['Coupon']`). */
  coupon: Coupon;
  /** The time to judge expiry by (stories and tests pin it); the clock when not given. */
  now?: string | Date;
  /** The code was copied to the clipboard. */
  onCopy?: (code: string) => void;
  /** "Add to wallet" on an available topup coupon; the button shows only with this. */
  onClaim?: (coupon: Coupon) => void;
  /** The claim is on its way: the button is busy. */
  claiming?: boolean;
  /** The level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A coupon: its title, value, kind, state in words (ব্যবহারযোগ্য, ব্যবহৃত, মেয়াদ শেষ), expiry date and
 * code. A usable coupon's code copies with one button (the clipboard, then `onCopy`; "copied" is
 * announced politely); a usable topup coupon can be added to the wallet (`onClaim`). A used or
 * expired coupon is drawn muted, with no buttons.
 */
export function CouponCard({
  coupon,
  now,
  onCopy,
  onClaim,
  claiming = false,
  headingLevel = 3,
  className,
}: CouponCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const Heading = `h${headingLevel}` as const;
  const t = bn.couponCard;
  const state = couponState(coupon, useNow(60_000, now));
  const usable = state === 'available';
  const code = useRef<HTMLElement>(null);
  const [copyMessage, setCopyMessage] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const say = (message: string) => {
    setCopyMessage(message);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setCopyMessage(''), COPIED_MS);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(coupon.code);
      say(t.copied);
      onCopy?.(coupon.code);
    } catch {
      // No clipboard (an old browser, an insecure page) or refused: select the code to copy by hand.
      if (code.current) window.getSelection()?.selectAllChildren(code.current);
      say(t.copyManual);
    }
  };

  return (
    <article
      className={cx(styles.card, className)}
      aria-labelledby={titleId}
      data-state={state}
      data-kind={coupon.kind}
    >
      <div className={styles.head}>
        <span className={styles.kind}>{couponKinds[coupon.kind].bn}</span>
        <span className={styles.badge} data-state={state}>
          {t[state]}
        </span>
      </div>
      <Heading id={titleId} className={styles.title}>
        {coupon.title}
      </Heading>
      <p className={styles.value}>{formatMoney(coupon.value.amount, coupon.value.currency)}</p>
      <p className={styles.expiry}>
        {coupon.used_at ? (
          <time dateTime={coupon.used_at}>{t.usedOn(formatDate(coupon.used_at))}</time>
        ) : coupon.expires_at ? (
          <time dateTime={coupon.expires_at}>{t.expires(formatDate(coupon.expires_at))}</time>
        ) : (
          t.noExpiry
        )}
      </p>
      <div className={styles.codeRow}>
        <p className={styles.codeBox}>
          <span className={styles.codeTerm}>{t.code}</span>{' '}
          <code ref={code} className={styles.code} lang="en">
            {coupon.code}
          </code>
        </p>
        {usable ? (
          <Button variant="secondary" aria-describedby={titleId} onClick={copy}>
            {t.copy}
          </Button>
        ) : null}
      </div>
      {usable ? (
        <p
          role="status"
          className={styles.copied}
          data-tone={copyMessage === t.copyManual ? 'manual' : 'done'}
        >
          {copyMessage}
        </p>
      ) : null}
      {usable && coupon.kind === 'topup' && onClaim ? (
        <Button fullWidth loading={claiming} aria-describedby={titleId} onClick={() => onClaim(coupon)}>
          {t.claim}
        </Button>
      ) : null}
    </article>
  );
}
