import { toAsciiDigits } from '@tilawat/domain';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { otp as otpWords } from '../copy/words/otp';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './otp-input.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { otp: otpWords };

export interface OtpInputHandle {
  /** Focuses the first empty cell (or the last one when all are filled). */
  focus: () => void;
}

export interface OtpInputProps {
  /** Number of cells; the one-time codes have 6 (docs/decisions/0004-one-time-codes-and-rate-limits.md). */
  length?: number;
  /** The code typed so far (controlled), ASCII digits only. */
  value?: string;
  /** The first code (uncontrolled). */
  defaultValue?: string;
  /** Every change of the code. */
  onChange?: (value: string) => void;
  /** Called once all cells are filled. */
  onComplete?: (value: string) => void;
  label?: ReactNode;
  hint?: ReactNode;
  /** A Bengali error (domain's `formMessages.otp`, or the server's message): shown and announced. */
  error?: ReactNode;
  disabled?: boolean;
  /** Name of a hidden input that carries the code in a form's data. */
  name?: string;
  /** Focus the first cell on mount (the code step has one job). */
  autoFocus?: boolean;
  /** Reading direction of the arrow keys; codes are always written left to right. */
  dir?: 'ltr' | 'rtl';
  id?: string;
  className?: string;
  ref?: Ref<OtpInputHandle>;
}

const digitsOf = (text: string) => toAsciiDigits(text).replace(/\D/g, '');

/**
 * A one-time code in separate cells: typing advances, Backspace goes back, arrows move, and a
 * pasted or auto-filled code (SMS autofill via `autocomplete="one-time-code"` on the first
 * cell) fills every cell at once. Bengali digits are accepted and kept as ASCII.
 */
export function OtpInput({
  length = 6,
  value: valueProp,
  defaultValue = '',
  onChange,
  onComplete,
  label = bn.otp.label,
  hint,
  error,
  disabled,
  name,
  autoFocus,
  dir = 'ltr',
  id,
  className,
  ref,
}: OtpInputProps) {
  const generated = useId();
  const baseId = id ?? `otp-${generated}`;
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const [rawValue, setRawValue] = useControllableState({
    value: valueProp === undefined ? undefined : digitsOf(valueProp).slice(0, length),
    defaultValue: digitsOf(defaultValue).slice(0, length),
    onChange,
  });
  const rendered = rawValue.slice(0, length);
  // The newest code, ahead of React's next render: focus events fire synchronously while a
  // change is being committed, and must see the code they follow.
  const latest = useRef(rendered);
  latest.current = rendered;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  const focusCell = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  useImperativeHandle(ref, () => ({
    focus: () => focusCell(Math.min(latest.current.length, length - 1)),
  }));

  const commit = (next: string, focusIndex: number) => {
    const code = next.slice(0, length);
    if (code !== latest.current) {
      latest.current = code;
      setRawValue(code);
      if (code.length === length) onComplete?.(code);
    }
    focusCell(focusIndex);
  };

  /** Writes `digits` from cell `index` on (a typed digit, a paste or an autofill). */
  const fill = (index: number, digits: string) => {
    const value = latest.current;
    if (!digits) return;
    // A whole code replaces everything, wherever it was pasted.
    const start = digits.length >= length ? 0 : Math.min(index, value.length);
    const written = digits.slice(0, length - start);
    const next = value.slice(0, start) + written + value.slice(start + written.length);
    commit(next, start + written.length);
  };

  const clearAt = (index: number, focusIndex: number) => {
    const value = latest.current;
    if (index < 0 || index >= value.length) {
      focusCell(focusIndex);
      return;
    }
    commit(value.slice(0, index) + value.slice(index + 1), focusIndex);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const value = latest.current;
    const previous = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) clearAt(index, index);
      else clearAt(index - 1, index - 1);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      clearAt(index, index);
    } else if (event.key === previous) {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === next) {
      event.preventDefault();
      focusCell(Math.min(index + 1, value.length));
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusCell(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusCell(Math.min(value.length, length - 1));
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A typed character: digits (ASCII or Bengali) go in, replacing the cell; anything else is ignored.
      event.preventDefault();
      const digit = digitsOf(event.key);
      if (!digit) return;
      const at = Math.min(index, value.length);
      commit(value.slice(0, at) + digit + value.slice(at + 1), at + 1);
    }
  };

  // Android keyboards send no usable key in keydown: the digit (or an autofilled code) arrives here.
  const onInputChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = digitsOf(event.target.value);
    const current = latest.current[index] ?? '';
    if (!typed) {
      clearAt(index, index);
    } else if (typed.length === 2 && current && typed.includes(current)) {
      fill(index, typed[0] === current ? typed.slice(1) : typed.slice(0, 1));
    } else {
      fill(index, typed);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, digitsOf(event.clipboardData.getData('text')));
  };

  return (
    <fieldset className={cx(styles.root, className)} aria-describedby={describedBy}>
      <legend id={labelId} className={styles.label}>
        {label}
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        className={styles.cells}
        style={{ '--otp-length': length } as CSSProperties}
        data-complete={rendered.length === length ? '' : undefined}
      >
        {Array.from({ length }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, not items.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            id={index === 0 ? baseId : undefined}
            className={cx(fieldStyles.control, styles.cell)}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            enterKeyHint={index === length - 1 ? 'done' : 'next'}
            aria-label={bn.otp.cell(index + 1, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the code step has one task, and the code usually comes by SMS.
            autoFocus={autoFocus && index === 0}
            value={rendered[index] ?? ''}
            onKeyDown={onKeyDown(index)}
            onChange={onInputChange(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => {
              // Cells are filled in order: focus lands on the first empty one.
              if (index > latest.current.length) focusCell(latest.current.length);
              else event.target.select();
            }}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={rendered} /> : null}
      <div className={styles.errorSlot} aria-live="polite">
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
