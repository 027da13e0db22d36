import { type PaymentMethod, paymentMethods } from '@tilawat/domain';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { paymentPicker as paymentPickerWords } from '../copy/words/payment-picker';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './payment-method-picker.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { paymentPicker: paymentPickerWords };

const allMethods = Object.keys(paymentMethods) as PaymentMethod[];

export interface PaymentMethodPickerProps {
  /** The chosen wallet (controlled); null when none is chosen yet. */
  value?: PaymentMethod | null;
  /** The first choice (uncontrolled). */
  defaultValue?: PaymentMethod | null;
  onChange?: (method: PaymentMethod) => void;
  /** The wallets offered, in order; all four by default (bKash, Nagad, Upay, Rocket). */
  methods?: readonly PaymentMethod[];
  /** Wallets shown but not available now. */
  disabledMethods?: readonly PaymentMethod[];
  label?: ReactNode;
  hint?: ReactNode;
  /** E.g. "choose a wallet" after a submit without one: shown and announced. */
  error?: ReactNode;
  /** Name of a hidden input that carries the choice in a form's data. */
  name?: string;
  /** Direction of the arrow keys (radix-ui supports right-to-left the same way). */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

/**
 * The mobile wallets as a WAI-ARIA radio group: one tab stop, arrow keys move and choose,
 * Space chooses. Each wallet shows its own colour as a swatch beside its Bengali and English
 * name (domain's `paymentMethods`); we draw no logos.
 */
export function PaymentMethodPicker({
  value,
  defaultValue = null,
  onChange,
  methods = allMethods,
  disabledMethods = [],
  label = bn.paymentPicker.label,
  hint = bn.paymentPicker.hint,
  error,
  name,
  dir = 'ltr',
  className,
}: PaymentMethodPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const [selected, setSelected] = useControllableState<PaymentMethod | null>({
    value,
    defaultValue,
    onChange: (next) => {
      if (next) onChange?.(next);
    },
  });
  const buttons = useRef(new Map<PaymentMethod, HTMLButtonElement>());
  const enabled = methods.filter((m) => !disabledMethods.includes(m));
  // Roving tab stop: the chosen wallet, else the first one that can be chosen.
  const tabStop = selected && enabled.includes(selected) ? selected : enabled[0];

  const choose = (method: PaymentMethod) => {
    buttons.current.get(method)?.focus();
    if (method !== selected) setSelected(method);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, method: PaymentMethod) => {
    const index = enabled.indexOf(method);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: PaymentMethod | undefined;
    if (event.key === 'ArrowDown' || event.key === forward) next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowUp' || event.key === backward)
      next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    else if (event.key === ' ') next = method;
    if (next) {
      event.preventDefault();
      choose(next);
    }
  };

  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        className={styles.options}
        dir={dir}
      >
        {methods.map((method) => {
          const wallet = paymentMethods[method];
          const checked = method === selected;
          const disabled = disabledMethods.includes(method);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a WAI-ARIA radio (radix-ui's model) so the whole card is the control and keys follow the pattern.
            <button
              key={method}
              ref={(element) => {
                if (element) buttons.current.set(method, element);
                else buttons.current.delete(method);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={disabled}
              tabIndex={method === tabStop ? 0 : -1}
              data-method={method}
              data-state={checked ? 'checked' : 'unchecked'}
              className={styles.option}
              onClick={() => choose(method)}
              onKeyDown={(event) => onKeyDown(event, method)}
            >
              <span className={styles.swatch} style={{ backgroundColor: wallet.colour }} aria-hidden="true" />
              <span className={styles.names}>
                <span className={styles.bn}>{wallet.bn}</span>{' '}
                <span className={styles.en} lang="en">
                  {wallet.en}
                </span>
              </span>
              <span className={styles.indicator} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {name ? <input type="hidden" name={name} value={selected ?? ''} /> : null}
      <div className={styles.errorSlot} aria-live="polite">
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
