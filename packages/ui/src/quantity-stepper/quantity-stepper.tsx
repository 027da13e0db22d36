import { formatDigits, toAsciiDigits } from '@tilawat/domain';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { quantityStepper as quantityStepperWords } from '../copy/words/quantity-stepper';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/use-controllable-state';
import hidden from '../internal/visually-hidden.module.css';
import styles from './quantity-stepper.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { quantityStepper: quantityStepperWords };

export interface QuantityStepperProps {
  /** The quantity (controlled). */
  value?: number;
  /** The first quantity (uncontrolled); `min` by default. */
  defaultValue?: number;
  onChange?: (quantity: number) => void;
  /** The fewest pieces; 1 by default. */
  min?: number;
  /** The most pieces; 20 by default (the contract allows 99 per line; the shop asks fewer at once). */
  max?: number;
  disabled?: boolean;
  /** The field's accessible name; "পরিমাণ" by default. */
  label?: ReactNode;
  /** Name of a hidden input that carries the quantity (ASCII digits) in a form's data. */
  name?: string;
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * − / quantity / + for a basket line or a buy-now: the quantity is a WAI-ARIA spinbutton shown in
 * Bengali digits (typing Bengali or ASCII digits works; ↑/↓, PageUp/PageDown, Home/End step), the
 * buttons say what they do ("একটি কমান" / "একটি বাড়ান") and are marked disabled at the bounds
 * (`aria-disabled`, so a button keeps focus when its last press reaches the bound); a press is
 * announced politely, since focus stays on the button.
 */
export function QuantityStepper({
  value,
  defaultValue,
  onChange,
  min = 1,
  max = 20,
  disabled = false,
  label = bn.quantityStepper.label,
  name,
  className,
}: QuantityStepperProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const rangeId = `${id}-range`;
  const [quantity, setQuantity] = useControllableState<number>({
    value: value === undefined ? undefined : clamp(value, min, max),
    defaultValue: clamp(defaultValue ?? min, min, max),
    onChange,
  });
  // What the learner is typing, until the field loses focus (then it shows the quantity again).
  const [draft, setDraft] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const change = (next: number, announce: boolean) => {
    const bounded = clamp(next, min, max);
    if (bounded !== quantity) setQuantity(bounded);
    if (announce) setAnnouncement(bn.quantityStepper.now(bounded));
  };

  const atMin = quantity <= min;
  const atMax = quantity >= max;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = {
      ArrowUp: quantity + 1,
      ArrowDown: quantity - 1,
      PageUp: quantity + 5,
      PageDown: quantity - 5,
      Home: min,
      End: max,
    };
    const next = steps[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setDraft(null);
      change(next, false);
    } else if (event.key === 'Enter' && draft !== null) {
      setDraft(null);
    }
  };

  return (
    <div className={cx(styles.root, className)} data-disabled={disabled || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label={bn.quantityStepper.decrease}
          aria-disabled={atMin || undefined}
          disabled={disabled}
          onClick={() => {
            if (!atMin) change(quantity - 1, true);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          className={styles.value}
          aria-labelledby={labelId}
          aria-describedby={rangeId}
          aria-valuenow={quantity}
          aria-valuetext={formatDigits(quantity)}
          aria-valuemin={min}
          aria-valuemax={max}
          disabled={disabled}
          value={draft ?? formatDigits(quantity)}
          onChange={(event) => {
            const digits = toAsciiDigits(event.target.value).replace(/\D/g, '');
            setDraft(formatDigits(digits));
            const typed = Number.parseInt(digits, 10);
            if (Number.isFinite(typed) && typed >= min && typed <= max) change(typed, false);
          }}
          onBlur={() => setDraft(null)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={bn.quantityStepper.increase}
          aria-disabled={atMax || undefined}
          disabled={disabled}
          onClick={() => {
            if (!atMax) change(quantity + 1, true);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span id={rangeId} className={hidden.hidden}>
        {bn.quantityStepper.range(min, max)}
      </span>
      <span className={hidden.hidden} aria-live="polite">
        {announcement}
      </span>
      {name ? <input type="hidden" name={name} value={quantity} /> : null}
    </div>
  );
}
