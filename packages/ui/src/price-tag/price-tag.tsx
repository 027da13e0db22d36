import { formatMoney } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import type { ReactNode } from 'react';
import { price as priceWords } from '../copy/words/price';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './price-tag.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { price: priceWords };

type Money = V3Schemas['Money'];

export interface PriceTagProps {
  /** What the learner pays now. */
  price: Money;
  /** The price before a standing discount (the contract's `original_price`); shown struck through. */
  originalPrice?: Money | null;
  /** A word before the price, e.g. "শুরু" on a course card. */
  prefix?: ReactNode;
  /** sm in lists, md on cards, lg where the purchase is decided. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A price in taka with Bengali digits (৳২,৫০০), the earlier price and the saving when discounted. */
export function PriceTag({ price, originalPrice, prefix, size = 'md', className }: PriceTagProps) {
  const discounted =
    originalPrice && originalPrice.currency === price.currency && originalPrice.amount > price.amount;
  const percent = discounted
    ? Math.round(((originalPrice.amount - price.amount) / originalPrice.amount) * 100)
    : 0;

  return (
    <p className={cx(styles.price, className)} data-size={size}>
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <span className={styles.now}>
        <span className={hidden.hidden}>{bn.price.now}:</span>{' '}
        {price.amount === 0 ? bn.price.free : formatMoney(price.amount, price.currency)}
      </span>
      {discounted ? (
        <>
          <del className={styles.before}>
            <span className={hidden.hidden}>{bn.price.before}:</span>{' '}
            {formatMoney(originalPrice.amount, originalPrice.currency)}
          </del>
          <span className={styles.badge}>{bn.price.off(percent)}</span>
        </>
      ) : null}
    </p>
  );
}
