import { formatMoney, forms, validate } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId, useState } from 'react';
import { Button } from '../button/button';
import { promoForm as promoFormWords } from '../copy/words/promo-form';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './promo-form.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { promoForm: promoFormWords };

/** idle: nothing checked yet; checking: `POST /promo/validity` is on its way; valid / invalid: its answer. */
export type PromoFormStatus = 'idle' | 'checking' | 'valid' | 'invalid';

export interface PromoFormProps {
  status: PromoFormStatus;
  /** The server's pricing with the promo (status valid). */
  validity?: V3Schemas['PromoValidity'] | null;
  /** The server's message when the code was refused (status invalid); a general one when absent. */
  errorMsg?: string | null;
  /** The code typed (controlled). */
  value?: string;
  /** The first code (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (code: string) => void;
  /** A well-formed code (trimmed, upper case) to check; malformed codes are refused here with domain's message. */
  onApply: (code: string) => void;
  /** Takes the applied code off. */
  onRemove?: () => void;
  className?: string;
}

/** Enter a promo code, have it checked, see the saving or why it was refused. */
export function PromoForm({
  status,
  validity,
  errorMsg,
  value,
  defaultValue = '',
  onValueChange,
  onApply,
  onRemove,
  className,
}: PromoFormProps) {
  const id = useId();
  const inputId = `${id}-code`;
  const messageId = `${id}-message`;
  const [code, setCode] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [localError, setLocalError] = useState<string | null>(null);

  const error = localError ?? (status === 'invalid' ? errorMsg || bn.promoForm.invalid : null);

  if (status === 'valid' && validity) {
    return (
      <div className={cx(styles.root, className)}>
        <div className={styles.applied} role="status">
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className={styles.tick}
          >
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M7 12.5l3 3 7-7" fill="none" stroke="var(--color-surface-raised)" strokeWidth="2.5" />
          </svg>
          <div>
            <p className={styles.appliedTitle}>{bn.promoForm.applied(validity.promo.code)}</p>
            <p className={styles.appliedDetail}>
              {bn.promoForm.saving(formatMoney(validity.discount.amount, validity.discount.currency))}
            </p>
          </div>
        </div>
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove}>
            {bn.promoForm.remove}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <form
      className={cx(styles.root, className)}
      noValidate
      aria-busy={status === 'checking' || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const result = validate(forms.promo, { promo_code: code });
        if (!result.ok) {
          setLocalError(result.errors.promo_code ?? bn.promoForm.invalid);
          return;
        }
        setLocalError(null);
        onApply(result.data.promo_code);
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        {bn.promoForm.label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="promo_code"
          className={cx(fieldStyles.control, styles.input)}
          value={code}
          placeholder={bn.promoForm.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (localError) setLocalError(null);
          }}
        />
        <Button type="submit" variant="secondary" loading={status === 'checking'}>
          {status === 'checking' ? bn.promoForm.checking : bn.promoForm.apply}
        </Button>
      </div>
      <div className={styles.messageSlot}>
        {error ? (
          <p id={messageId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
