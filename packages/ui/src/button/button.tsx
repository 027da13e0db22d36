import type { ComponentPropsWithRef, ReactNode } from 'react';
import { common as commonWords } from '../copy/words/common';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './button.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { common: commonWords };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary: the one main action of a screen; secondary: outlined; ghost: quiet; danger: destructive. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** md is 44 px tall (the touch target), lg 52 px. */
  size?: 'md' | 'lg';
  /** Busy: shows a spinner, keeps the label for the width, blocks clicks and says so to screen readers. */
  loading?: boolean;
  /** Stretches to the width of its container (forms on a phone). */
  fullWidth?: boolean;
  /** An icon before the label (decorative; give it aria-hidden). */
  icon?: ReactNode;
}

/** A button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      className={cx(styles.button, fullWidth && styles.fullWidth, loading && styles.loading, className)}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
      {loading ? (
        <>
          {' '}
          <span className={hidden.hidden}>{bn.common.wait}</span>
        </>
      ) : null}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'> {
  href: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** A link that looks like the kit's button: an action that is a page to go to (a card's "buy" drawn on the server). */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: ButtonLinkProps) {
  return <a {...props} data-variant={variant} data-size={size} className={cx(styles.button, className)} />;
}
