import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../button/button';
import { errorState as errorStateWords } from '../copy/words/error-state';
import { cx } from '../internal/cx';
import styles from './error-state.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { errorState: errorStateWords };

export interface ErrorStateProps {
  title?: ReactNode;
  /** The server's Bengali `msg` when there is one; domain's fallback otherwise. */
  description?: ReactNode;
  /** Tries again (refetch); shows the retry button. */
  onRetry?: () => void;
  /** A retry is on its way. */
  retrying?: boolean;
  /** Another way out, e.g. a link home. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Something failed to load: what happened, in Bengali, and a way to try again. Announced when it appears. */
export function ErrorState({
  title = bn.errorState.title,
  description = bn.errorState.description,
  onRetry,
  retrying = false,
  action,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={cx(styles.error, className)} aria-labelledby={titleId}>
      <div role="alert" className={styles.message}>
        <span className={styles.icon} aria-hidden="true">
          !
        </span>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.description}>{description}</p>
      </div>
      {onRetry || action ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button onClick={onRetry} loading={retrying}>
              {bn.errorState.retry}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </section>
  );
}
