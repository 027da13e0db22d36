import type { ApiFailure } from '@tilawat/domain';
import type { Tilawat } from '@tilawat/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BrowserClient } from './browser-client';
import { type Loaded, load } from './load';

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

const loading = { status: 'loading' } as const;

/** The answer the hook holds: for which read (`key#attempt`), and whether the server gave it. */
export interface Settled<T> {
  id: string;
  state: ReadState<T>;
  /** The page's initial data (read on the server), not a read of this hook. */
  seeded?: boolean;
}

/** Names one read: the key and the attempt (a retry is a new read of the same key). */
export const readId = (key: string, attempt: number) => `${key}#${attempt}`;

/** What the hook starts from: the server's answer for the first read of `key`, when the page has one. */
export function seedRead<T>(key: string, initial: T | null | undefined): Settled<T> | null {
  return initial == null
    ? null
    : { id: readId(key, 0), state: { status: 'ready', data: initial }, seeded: true };
}

/** Whether read `id` must run: not when the page's initial data already answers it. */
export function needsRead(settled: Settled<unknown> | null, id: string): boolean {
  return !(settled?.seeded && settled.id === id);
}

/**
 * What the page draws for read `id`: its answer once settled — the initial data even before the client
 * (or `read`) is there, so the server's HTML holds the content — else `loading`.
 */
export function shownState<T>(settled: Settled<T> | null, id: string, enabled: boolean): ReadState<T> {
  return settled?.id === id && (enabled || settled.seeded) ? settled.state : loading;
}

/** A settled read (from `load`) as the state a page renders. */
export function toReadState<T>(loaded: Loaded<T>): ReadState<T> {
  if (loaded.ok) return { status: 'ready', data: loaded.data };
  const { ok: _, ...failure } = loaded;
  return { status: 'error', failure };
}

/**
 * Reads the api from the browser through the tab's SDK client (session middleware: the learner's
 * token, one refresh, 401 → /login) — for the learner's own pages, whose tokens live in the browser.
 * `read` gets the client's `api` and answers through the SDK's `unwrap`/`expectData`; it may be null
 * while it waits for something (the client, an earlier read): the state stays `loading`.
 * `key` names what is read: a new key reads again (the function itself may change on every render).
 * An answer that arrives after the key changed, or after unmount, is dropped.
 * `initial` is the page's answer for `key`, read on the server (`serverLearnerRead`): it is drawn at
 * once, also on the server, and not read again on mount; a retry or a new key reads as usual. Null or
 * absent: the read runs in the browser.
 */
export function useApiRead<T>(
  client: BrowserClient | null,
  read: ((api: Tilawat) => Promise<T>) | null,
  key: string,
  initial?: T | null,
): ApiRead<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() => seedRead(key, initial));
  const readRef = useRef(read);
  readRef.current = read;
  const settledRef = useRef(settled);
  settledRef.current = settled;

  const api = client?.api ?? null;
  const enabled = api !== null && read !== null;
  const id = readId(key, attempt);

  useEffect(() => {
    const current = readRef.current;
    if (!api || !current || !needsRead(settledRef.current, id)) return;
    let live = true;
    void load(() => current(api)).then((loaded) => {
      if (live) setSettled({ id, state: toReadState(loaded) });
    });
    return () => {
      live = false;
    };
    // `enabled` starts the read once `read` stops being null; `id` reads again for a new key or a retry.
  }, [api, enabled, id]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...shownState(settled, id, enabled), retry };
}
