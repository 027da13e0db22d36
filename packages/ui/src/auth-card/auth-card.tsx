import type { AuthStep } from '@tilawat/domain';
import { type ReactNode, useId, useRef } from 'react';
import { auth as authWords } from '../copy/words/auth';
import { cx } from '../internal/cx';
import { formValues } from '../internal/form-values';
import { useFocusFirstError } from '../internal/use-focus-first-error';
import styles from './auth-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { auth: authWords };

export interface AuthCardProps {
  /** The auth step (domain's `AuthStep`) this screen is (set as `data-step`). */
  step: AuthStep;
  title: ReactNode;
  description?: ReactNode;
  /** Shows a back button at the top. */
  onBack?: () => void;
  /** A message about the whole form (the server's `msg`): shown at the top and announced. */
  formError?: ReactNode;
  children: ReactNode;
  /** Secondary links under the form. */
  footer?: ReactNode;
  className?: string;
}

/** The frame every auth step screen shares: back button, heading, intro, form-level error. */
export function AuthCard({
  step,
  title,
  description,
  onBack,
  formError,
  children,
  footer,
  className,
}: AuthCardProps) {
  const titleId = useId();
  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId} data-step={step}>
      {onBack ? (
        <button type="button" className={styles.back} onClick={onBack}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M15 18l-6-6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {bn.auth.back}
        </button>
      ) : null}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div role="alert" className={styles.alertSlot}>
        {formError ? <p className={styles.formError}>{formError}</p> : null}
      </div>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

export interface AuthFormProps<Field extends string> {
  /** The fields read from the form on submit. */
  fields: readonly Field[];
  /** The step's field errors: focus moves to the first invalid control when they change. */
  errors?: object;
  /** The request is on its way (`aria-busy`). */
  pending?: boolean;
  onSubmit: (values: Record<Field, string>) => void;
  children: ReactNode;
}

/**
 * The form of every auth step: uncontrolled fields read on submit (the screens validate
 * with domain's rules, not the browser's), focus moved to the first error, busy while pending.
 */
export function AuthForm<Field extends string>({
  fields,
  errors,
  pending,
  onSubmit,
  children,
}: AuthFormProps<Field>) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(formValues(event.currentTarget, fields));
      }}
    >
      {children}
    </form>
  );
}
