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
 */
export function useApiRead<T>(
  client: BrowserClient | null,
  read: ((api: Tilawat) => Promise<T>) | null,
  key: string,
): ApiRead<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ id: string; state: ReadState<T> } | null>(null);
  const readRef = useRef(read);
  readRef.current = read;

  const api = client?.api ?? null;
  const enabled = api !== null && read !== null;
  const id = `${key}#${attempt}`;

  useEffect(() => {
    const current = readRef.current;
    if (!api || !current) return;
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
  const state = enabled && settled?.id === id ? settled.state : loading;
  return { ...state, retry };
}
