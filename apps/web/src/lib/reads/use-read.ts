import type { ApiFailure } from '@tilawat/domain';
import type { Tilawat } from '@tilawat/sdk';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { BrowserClient } from '../browser-client';
import type { Loaded } from '../load';
import { getReadStore, type ReadArg, readApi, readTag, registerRead } from './read-api';

/**
 * Where a read from the browser stands. `error` carries the failure (domain's ApiFailure, as every read
 * and thunk does), so a page can tell "not enrolled" (403 NOT_ENROLLED) or "unknown" (404) from a
 * failure to reach the api, and shows it with `failureMessage`.
 */
export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; failure: ApiFailure };

export type ApiRead<T> = ReadState<T> & {
  /** Reads again (the kit's ErrorState `onRetry`). */
  retry: () => void;
};

/**
 * The page's answer for a read, made on the server (`serverLearnerRead`): the data or the failure,
 * shown at once; null or absent when the server could not read it (the browser reads).
 */
export type Seed<T> = Loaded<T> | null | undefined;

const loading = { status: 'loading' } as const;

/** A settled read (from `load`) as the state a page renders. */
export function toReadState<T>(loaded: Loaded<T>): ReadState<T> {
  if (loaded.ok) return { status: 'ready', data: loaded.data };
  const { ok: _, ...failure } = loaded;
  return { status: 'error', failure };
}

/** The slice of a cache entry a page draws from. */
export interface CacheEntry<T> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: T;
  error?: unknown;
}

/**
 * What the page draws: a failed (re)read's failure; else the cache's answer (the last one stays while
 * a write's re-read runs); else the server's data (also before the browser's client is there, so the
 * server's HTML and the first paint hold the content); else `loading`. A failed server read is shown by
 * `useRead` until the learner retries.
 */
export function shownState<T>(entry: CacheEntry<T> | undefined, seed: Seed<T>): ReadState<T> {
  if (entry?.status === 'rejected') return { status: 'error', failure: entry.error as ApiFailure };
  if (entry && entry.data !== undefined) return { status: 'ready', data: entry.data };
  if (seed?.ok) return { status: 'ready', data: seed.data };
  return loading;
}

/** Whether the seed answers the read, so the browser does not read on mount: only its data does. */
export function seedAnswers<T>(seed: Seed<T>): seed is { ok: true; data: T } {
  return seed?.ok === true;
}

/**
 * Whether the server answered every one of a view's reads: the view is then drawn whole and needs the
 * tab's client only when the learner acts (issue 38); a read missing or failed (to retry) needs it now.
 */
export function seedsAnswer(seeds: readonly Seed<unknown>[]): boolean {
  return seeds.every((seed) => seedAnswers(seed));
}

/** Whether a server failure is shown for `key` before any browser read (until a retry). */
export function seedFailed(seed: Seed<unknown>): boolean {
  return seed?.ok === false;
}

export const noSubscribe = () => () => {};

/**
 * A cache entry as a page's snapshot: none until the entry is read (the server's snapshot is none too).
 * A hydrating page compares its first browser snapshot with the server's; any difference, even an empty
 * entry's object against none, makes React draw the whole view again at once after hydration (one long
 * task per view, issue 38).
 */
export function entrySnapshot<E extends { status: string }>(entry: E): E | undefined {
  return entry.status === 'uninitialized' ? undefined : entry;
}

/** How a shown read stays fresh: `pollingInterval` (ms) reads it again while it is shown and enabled. */
export interface ReadOptions {
  pollingInterval?: number;
}

/**
 * One read from the browser, through the tab's read cache (RTK Query, `read-api.ts`). `key` names the
 * answer (and, up to its first `:`, its tag for `invalidateReads`); `read` makes it with the tab's SDK
 * client, or is null while it waits for something (the learner's client, the console's access, an
 * earlier read): then nothing is read and the state stays `loading` (or the seed). A new key reads
 * anew; pages showing the same key share one read.
 * `seed` is the page's answer for `key` from the server: its data goes into the cache before the first
 * read, so the browser does not read again on mount; its failure is shown until the learner retries.
 */
export function useRead<T>(
  key: string,
  read: (() => Promise<T>) | null,
  seed?: Seed<T>,
  options: ReadOptions = {},
): ApiRead<T> {
  const arg = useMemo<ReadArg>(() => ({ key, tag: readTag(key) }), [key]);
  const browser = typeof window !== 'undefined';
  const store = browser ? getReadStore() : null;
  if (read) registerRead(key, read);
  const enabled = read !== null;
  const pollingInterval = options.pollingInterval ?? 0;

  // A failed server read is shown as is until a retry (or a new key): the browser does not read it again.
  const [seedFailure, setSeedFailure] = useState<string | null>(seedFailed(seed) ? key : null);
  const failedSeed = seedFailure === key;
  const subscription = useRef<{ refetch: () => unknown } | null>(null);
  const seeded = useRef<string | null>(null);
  const seedRef = useRef(seed);
  seedRef.current = seed;

  useEffect(() => {
    if (!store || !enabled || failedSeed) return;
    const initial = seedRef.current;
    if (seeded.current !== key && seedAnswers(initial)) {
      seeded.current = key;
      store.dispatch(readApi.util.upsertQueryEntries([{ endpointName: 'read', arg, value: initial.data }]));
    }
    const running = store.dispatch(
      readApi.endpoints.read.initiate(arg, { subscriptionOptions: { pollingInterval } }),
    );
    subscription.current = running;
    return () => {
      running.unsubscribe();
      subscription.current = null;
    };
  }, [store, arg, key, enabled, failedSeed, pollingInterval]);

  const select = useMemo(() => readApi.endpoints.read.select(arg), [arg]);
  const entry = useSyncExternalStore(
    store ? store.subscribe : noSubscribe,
    () => (store ? entrySnapshot(select(store.getState()) as CacheEntry<T>) : undefined),
    () => undefined,
  );

  const retry = useCallback(() => {
    if (failedSeed) setSeedFailure(null);
    else void subscription.current?.refetch();
  }, [failedSeed]);

  const state: ReadState<T> = failedSeed && seed ? toReadState(seed) : shownState(entry, seed);
  return { ...state, retry };
}

/**
 * A read of the learner's api once the tab's client is there (`useLearner`'s client), else null (the
 * read waits). `read` gets the client's SDK (`client.api`: tokens, one shared refresh, 401 → /login).
 */
export function withClient<T>(
  client: BrowserClient | null,
  read: ((api: Tilawat) => Promise<T>) | null,
): (() => Promise<T>) | null {
  return client && read ? () => read(client.api) : null;
}

/** A seed's data in the shape a view reads (its failure as is; no seed stays none). */
export function mapLoaded<T, U>(seed: Seed<T>, map: (data: T) => U): Seed<U> {
  if (!seed) return seed;
  return seed.ok ? { ok: true, data: map(seed.data) } : seed;
}
