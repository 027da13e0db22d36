import { formatMoney, sizeOptions } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { type ReactNode, useId } from 'react';
import { sizePicker as sizePickerWords } from '../copy/words/size-picker';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './size-picker.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { sizePicker: sizePickerWords };

type SizeOption = V2Schemas['SizeOption'];
type Money = V2Schemas['Money'];

export interface SizePickerProps {
  /** The sizes the card comes in, in the card's order (`Card.sizes`). */
  sizes: readonly SizeOption[];
  /** The price shown beside each size: the card's `price` (the contract prices a card, not a size). */
  price: Money;
  /** The chosen size (controlled); null when none is chosen yet. */
  value?: SizeOption | null;
  /** The first choice (uncontrolled). */
  defaultValue?: SizeOption | null;
  onChange?: (size: SizeOption) => void;
  /** Sizes shown but not for sale now: disabled and marked "স্টক নেই" (all of them when `Card.stock` is 0). */
  soldOut?: readonly SizeOption[];
  /** The legend; "মাপ বেছে নিন" by default. */
  label?: ReactNode;
  /** The radios' name, so the choice is in a form's data (a unique one by default). */
  name?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A card's sizes as native radios in a fieldset: the legend names the group, each size reads
 * its Bengali label (domain's `sizeOptions`) and price, a sold-out size is disabled and says so.
 * The browser gives one tab stop and arrow keys that move and choose, skipping disabled sizes.
 */
export function SizePicker({
  sizes,
  price,
  value,
  defaultValue = null,
  onChange,
  soldOut = [],
  label = bn.sizePicker.label,
  name,
  disabled = false,
  className,
}: SizePickerProps) {
  const id = useId();
  const [selected, setSelected] = useControllableState<SizeOption | null>({
    value,
    defaultValue,
    onChange: (next) => {
      if (next) onChange?.(next);
    },
  });
  const money = formatMoney(price.amount, price.currency);

  return (
    <fieldset className={cx(styles.fieldset, className)} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {sizes.map((size) => {
          const unavailable = soldOut.includes(size);
          return (
            <label
              key={size}
              className={styles.option}
              data-size={size}
              data-sold-out={unavailable || undefined}
            >
              <input
                type="radio"
                name={name ?? `${id}-size`}
                value={size}
                checked={selected === size}
                disabled={unavailable}
                onChange={(event) => {
                  if (event.target.checked) setSelected(size);
                }}
                className={styles.input}
              />
              <span className={styles.name}>{sizeOptions[size].bn}</span>
              <span className={styles.price}>{money}</span>
              {unavailable ? <span className={styles.soldOut}>{bn.sizePicker.soldOut}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
