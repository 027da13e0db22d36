import type { ApiFailure } from '@tilawat/domain';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { getReadStore, type ReadArg, readApi, readTag, registerPages } from './read-api';
import { entrySnapshot, noSubscribe, type ReadState } from './use-read';

/** The slice of a paged cache entry a page draws from. */
export interface PagesEntry<P> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: { pages: P[]; pageParams: number[] };
  error?: unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
}

/** Where a paged read stands: the pages so far, and what the "more" button needs. */
export type ApiPages<P> = ReadState<P[]> & {
  /** Whether a page follows the last one read. */
  hasNext: boolean;
  /** The next page is being read (the button shows it is busy). */
  fetchingNext: boolean;
  /** Why the next page could not be read, with the pages read so far still shown; null otherwise. */
  nextFailure: ApiFailure | null;
  /** Reads the next page. */
  more: () => void;
  /** Reads again after a failure: the next page if pages are shown, else the first. */
  retry: () => void;
};

/**
 * What the page draws from a paged entry: the pages read so far (a failed next page leaves them shown
 * and says why in `nextFailure`), else the first page's failure, else `loading`.
 */
export function shownPages<P>(
  entry: PagesEntry<P> | undefined,
): Pick<ApiPages<P>, 'hasNext' | 'fetchingNext' | 'nextFailure'> & ReadState<P[]> {
  const pages = entry?.data?.pages;
  const failed = entry?.status === 'rejected' ? (entry.error as ApiFailure) : null;
  if (pages && pages.length > 0) {
    return {
      status: 'ready',
      data: pages,
      hasNext: entry?.hasNextPage === true,
      fetchingNext: entry?.isFetchingNextPage === true,
      nextFailure: failed,
    };
  }
  const rest = { hasNext: false, fetchingNext: false, nextFailure: null };
  return failed ? { status: 'error', failure: failed, ...rest } : { status: 'loading', ...rest };
}

/**
 * A read that comes in pages, through the tab's read cache (RTK Query's infinite query, `read-api.ts`):
 * the first page on mount, the next on `more()`. `key` names the read (and, up to its first `:`, its tag
 * for `invalidateReads`); `read(page)` makes page `page` (from 1) with the tab's SDK client, or is null
 * while it waits for the client; `next(last, lastPage)` says which page follows, or null after the last.
 */
export function useReadPages<P>(
  key: string,
  read: ((page: number) => Promise<P>) | null,
  next: (last: P, lastPage: number) => number | null,
): ApiPages<P> {
  const arg = useMemo<ReadArg>(() => ({ key, tag: readTag(key) }), [key]);
  const store = typeof window !== 'undefined' ? getReadStore() : null;
  if (read) registerPages(key, { read, next: (last, lastPage) => next(last as P, lastPage) });
  const enabled = read !== null;
  const subscription = useRef<{ refetch: () => unknown } | null>(null);

  useEffect(() => {
    if (!store || !enabled) return;
    const running = store.dispatch(readApi.endpoints.pages.initiate(arg));
    subscription.current = running;
    return () => {
      running.unsubscribe();
      subscription.current = null;
    };
  }, [store, arg, enabled]);

  const select = useMemo(() => readApi.endpoints.pages.select(arg), [arg]);
  const entry = useSyncExternalStore(
    store ? store.subscribe : noSubscribe,
    () => (store ? entrySnapshot(select(store.getState()) as PagesEntry<P>) : undefined),
    () => undefined,
  );

  const more = useCallback(() => {
    if (!store) return;
    // the mounted subscription keeps the entry; this one only asks for the next page
    store.dispatch(readApi.endpoints.pages.initiate(arg, { direction: 'forward' })).unsubscribe();
  }, [store, arg]);

  const shown = shownPages(entry);
  const retry = useCallback(() => {
    if (shown.status === 'ready') more();
    else void subscription.current?.refetch();
  }, [shown.status, more]);

  return { ...shown, more, retry };
}
