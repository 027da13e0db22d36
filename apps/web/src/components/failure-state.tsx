import { type ApiFailure, isTransientFailure } from '@tilawat/domain';
import { ErrorState } from '@tilawat/ui';
import { webBn } from '~/copy/bn';
import { failureMessage } from '~/lib/load';
import styles from '~/styles/page.module.css';

export interface FailureStateProps {
  /** The failed read (domain's ApiFailure): a 4xx carries the server's Bengali `msg`; else "cannot reach". */
  failure: ApiFailure;
  /** Reads again, in the browser (a read's `retry`): offered only when trying again can help. */
  onRetry?: () => void;
  /**
   * Where "try again" goes from a Server Component, which cannot hand the kit a function: the same
   * page, reloaded (a plain link, no JavaScript needed).
   */
  retryHref?: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * The web's one view of a failed read: the kit's ErrorState with the failure's Bengali sentence, and a
 * way to try again — a retry button in the browser when trying again can help (no answer, a 5xx, a 429;
 * not a 403 or 404), or a link that reloads the page from the server.
 */
export function FailureState({ failure, onRetry, retryHref, headingLevel = 2 }: FailureStateProps) {
  return (
    <ErrorState
      headingLevel={headingLevel}
      description={failureMessage(failure)}
      onRetry={onRetry && isTransientFailure(failure) ? onRetry : undefined}
      action={
        retryHref ? (
          <a href={retryHref} className={styles.primaryLink}>
            {webBn.errors.tryAgain}
          </a>
        ) : undefined
      }
    />
  );
}
