'use client';

import { createTilawatAdmin, type TilawatAdmin } from '@tilawat/sdk/admin';
import { useRouter } from 'next/navigation';
import { useMemo, useRef } from 'react';
import type { BrowserClient } from '~/lib/browser-client';
import { type ApiRead, useApiRead } from '~/lib/use-api-read';
import { loginPath, useLearner } from '~/lib/use-learner';

/** Where the console stands for this tab: the operator's client once an admin is signed in. */
export type ConsoleAccess =
  | { status: 'loading' }
  | { status: 'forbidden'; role: 'learner' | 'teacher' | 'admin' }
  | { status: 'ready'; client: BrowserClient; admin: TilawatAdmin; role: 'admin' | 'teacher' };

/**
 * The console's access for page `here`, open to `roles` (admins only unless a page says teachers too):
 * signed out → the sign-in page (then back here); a learner (or a teacher on an admin page) → `forbidden`, said on the page — the api refuses their calls anyway
 * (403 FORBIDDEN_ROLE); an admin → the console's client over the tab's session (`@tilawat/sdk/admin`).
 */
export function useConsole(here: string, roles: readonly ('admin' | 'teacher')[] = ['admin']): ConsoleAccess {
  const router = useRouter();
  const learner = useLearner(here);
  const client = learner.status === 'signed-in' ? learner.client : null;
  const admin = useMemo(
    () =>
      client ? createTilawatAdmin(client.api, { onUnauthorized: () => router.push(loginPath(here)) }) : null,
    [client, router, here],
  );
  if (learner.status !== 'signed-in' || !admin || !client) return { status: 'loading' };
  const role = learner.user.role;
  if (role === 'learner' || !roles.includes(role)) return { status: 'forbidden', role };
  return { status: 'ready', client, admin, role };
}

/**
 * A read of the console's api once the operator's access is ready (`read` gets the console's client):
 * the page's `useApiRead`, keyed by `key`. Before that it waits; a page that is refused never reads.
 * A re-read after a change (`retry`) keeps showing the last answer of the same key until the new one
 * comes, so that the page does not blink away — nor lose what is under way on it (an upload's progress).
 */
export function useConsoleRead<T>(
  access: ConsoleAccess,
  read: ((admin: TilawatAdmin) => Promise<T>) | null,
  key: string,
): ApiRead<T> {
  const ready = access.status === 'ready' ? access : null;
  const state = useApiRead(ready?.client ?? null, ready && read ? () => read(ready.admin) : null, key);
  const last = useRef<{ key: string; state: ApiRead<T> } | null>(null);
  if (state.status === 'ready') last.current = { key, state };
  return state.status === 'loading' && last.current?.key === key
    ? { ...last.current.state, retry: state.retry }
    : state;
}
