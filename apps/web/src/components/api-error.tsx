import type { ApiFailure } from '@tilawat/domain';
import { ErrorState } from '@tilawat/ui';
import { webBn } from '~/copy/bn';
import { failureMessage } from '~/lib/load';
import styles from '~/styles/page.module.css';

export interface ApiErrorStateProps {
  /** The failed read. A server answer carries a Bengali `msg`; with no answer (status 0) the web says why. */
  failure: ApiFailure;
  /** Where "try again" goes: the same page, reloaded. */
  retryHref: string;
  headingLevel?: 2 | 3;
}

/**
 * The kit's ErrorState for a read that failed on the server. A Server Component cannot hand the kit an
 * `onRetry` function, so "try again" is a link to the same page (a plain reload, no JavaScript needed).
 */
export function ApiErrorState({ failure, retryHref, headingLevel = 2 }: ApiErrorStateProps) {
  return (
    <ErrorState
      headingLevel={headingLevel}
      description={failureMessage(failure)}
      action={
        <a href={retryHref} className={styles.primaryLink}>
          {webBn.errors.tryAgain}
        </a>
      }
    />
  );
}
