import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { passwordField as passwordFieldWords } from '../copy/words/password-field';
import { Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './password-field.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { passwordField: passwordFieldWords };

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> {
  label?: ReactNode;
  hint?: ReactNode;
  /** A Bengali field error, e.g. domain's `formMessages.passwordShort`. */
  error?: ReactNode;
  /** "current-password" to sign in (default), "new-password" when choosing one. */
  autoComplete?: 'current-password' | 'new-password';
  /** Show the password at first (uncontrolled). */
  defaultVisible?: boolean;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** Told when the learner shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
  fieldClassName?: string;
}

/** A password input with a show/hide toggle (a real button, so keyboards and screen readers can use it). */
export function PasswordField({
  label = bn.passwordField.label,
  hint,
  error,
  required,
  id,
  className,
  fieldClassName,
  autoComplete = 'current-password',
  defaultVisible = false,
  onChange,
  onValueChange,
  onVisibleChange,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <div className={styles.group}>
          <input
            {...props}
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={cx(fieldStyles.control, styles.input, className)}
            onChange={(event) => {
              onChange?.(event);
              onValueChange?.(event.target.value);
            }}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={control.id}
            onClick={() => {
              setVisible(!visible);
              onVisibleChange?.(!visible);
            }}
          >
            <EyeIcon crossed={visible} />
            <span className={hidden.hidden}>{bn.passwordField.subject}</span>{' '}
            <span>{visible ? bn.passwordField.hide : bn.passwordField.show}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
    </svg>
  );
}
