import { Skeleton } from '@tilawat/ui';
import type { ReactNode } from 'react';
import type { ApiRead } from '~/lib/reads/use-read';
import { FailureState } from './failure-state';

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
 * One browser read on screen: a skeleton while it loads (never a blank), the web's one failure view
 * (`FailureState`) when it fails, and the content when ready.
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
    return <FailureState failure={state.failure} onRetry={state.retry} headingLevel={headingLevel} />;
  }
  return <>{children(state.data)}</>;
}
