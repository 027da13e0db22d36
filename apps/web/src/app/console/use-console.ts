'use client';

import { createTilawatAdmin, type TilawatAdmin } from '@tilawat/sdk/admin';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { BrowserClient } from '~/lib/browser-client';
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
 * A read of the console's api once the operator's access is ready (`read` gets the console's client,
 * over the tab's session), else null: before that the read waits, and a page that is refused never reads.
 */
export function withAdmin<T>(
  access: ConsoleAccess,
  read: ((admin: TilawatAdmin) => Promise<T>) | null,
): (() => Promise<T>) | null {
  return access.status === 'ready' && read ? () => read(access.admin) : null;
}
