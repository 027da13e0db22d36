import type { AuthStep } from '@tilawat/domain';
import { type ReactNode, useId } from 'react';
import { bn } from '../copy/bn';
import { cx } from '../internal/cx';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  /** The step of product-spec §2 this screen is (set as `data-step`). */
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
