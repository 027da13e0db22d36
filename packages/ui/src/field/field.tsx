import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import { common as commonWords } from '../copy/words/common';
import { cx } from '../internal/cx';
import styles from './field.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { common: commonWords };

/** What a Field hands to its control so label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

/** Attributes of a Field's `<label>` (its `for` and text are the Field's own). */
export type FieldLabelProps = Omit<ComponentPropsWithoutRef<'label'>, 'htmlFor' | 'children'> & {
  [attribute: `data-${string}`]: string | undefined;
};

export interface FieldProps {
  /** The visible label, tied to the control by `for`/`id`. */
  label: ReactNode;
  /** Help under the label (format, example). */
  hint?: ReactNode;
  /** A field error (e.g. from domain's `validate`): shown under the control and announced. */
  error?: ReactNode;
  /** Marks the field optional in its label; fields are required unless said otherwise. */
  optional?: boolean;
  /** Passed to the control as `required`. */
  required?: boolean;
  /** The control's id; generated when not given. */
  id?: string;
  className?: string;
  /**
   * Attributes of the label, for a control drawn through its label (FileField's button look): a
   * `className` here takes the place of the field's own label style.
   */
  labelProps?: FieldLabelProps;
  /** Renders the control with the ids and ARIA it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint, control and error in one column, wired for assistive technology: the control is
 * labelled by the label, described by hint and error, and `aria-invalid` while an error shows;
 * the error is a live region so it is announced when it appears.
 */
export function Field({
  label,
  hint,
  error,
  optional,
  required,
  id,
  className,
  labelProps,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.field, className)} data-invalid={error ? '' : undefined}>
      <label {...labelProps} className={labelProps?.className ?? styles.label} htmlFor={controlId}>
        {label}
        {optional ? ' ' : null}
        {optional ? <span className={styles.optional}>({bn.common.optional})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
      })}
      <div className={styles.errorSlot} aria-live="polite">
        {error ? (
          <p id={errorId} className={styles.error}>
            <span aria-hidden="true" className={styles.errorIcon}>
              !
            </span>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
