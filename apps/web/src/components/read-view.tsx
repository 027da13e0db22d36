import { isTransientFailure } from '@tilawat/domain';
import { ErrorState, Skeleton } from '@tilawat/ui';
import type { ReactNode } from 'react';
import { failureMessage } from '~/lib/load';
import type { ApiRead } from '~/lib/reads/use-read';

export interface ReadViewProps<T> {
  /** A read from `useRead`. */
  state: ApiRead<T>;
  /** What to draw with the data. */
  children: (data: T) => ReactNode;
  /** What to draw while loading; two skeleton cards when absent. */
  loading?: ReactNode;
  /** The ErrorState's heading level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One browser read on screen: a skeleton while it loads (never a blank), the kit's ErrorState with the
 * server's Bengali `msg` (or "cannot reach") when it fails — with a retry button when trying again can
 * help — and the content when ready.
 */
export function ReadView<T>({ state, children, loading, headingLevel = 3, className }: ReadViewProps<T>) {
  if (state.status === 'loading') {
    return (
      <div className={className} aria-busy="true">
        {loading ?? (
          <>
            <Skeleton variant="block" height="9rem" />
            <Skeleton variant="block" height="9rem" announce={false} />
          </>
        )}
      </div>
    );
  }
  if (state.status === 'error') {
    // Trying again helps when the api could not be reached or failed (0, 5xx, 429), not for a 403 or 404.
    return (
      <ErrorState
        headingLevel={headingLevel}
        description={failureMessage(state.failure)}
        onRetry={isTransientFailure(state.failure) ? state.retry : undefined}
      />
    );
  }
  return <>{children(state.data)}</>;
}
