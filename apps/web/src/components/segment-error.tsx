'use client';

import { ErrorState } from '@tilawat/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { errorsBn } from '~/copy/errors';
import styles from '~/styles/page.module.css';

export interface SegmentErrorProps {
  error: Error & { digest?: string };
  /** Next's: draws the segment again. */
  reset: () => void;
}

/**
 * What a segment's `error.tsx` draws when its page threw while it was drawn (a read's failure is not
 * thrown: pages show it with `FailureState`): the kit's ErrorState in Bengali, the header and footer
 * kept, and "try again", which reads the page from the server again and draws it anew.
 */
export function SegmentError({ error, reset }: SegmentErrorProps) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  useEffect(() => {
    // The server logs its own; a failure in the browser is otherwise silent.
    console.error(error);
  }, [error]);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <ErrorState
        headingLevel={2}
        title={errorsBn.pageFailedTitle}
        description={errorsBn.pageFailedText}
        retrying={retrying}
        onRetry={() =>
          startRetry(() => {
            router.refresh();
            reset();
          })
        }
        action={
          <a href="/" className={styles.textLink}>
            {errorsBn.goHome}
          </a>
        }
      />
    </div>
  );
}
