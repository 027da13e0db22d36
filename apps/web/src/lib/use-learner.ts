import { routes, type SessionUser } from '@tilawat/domain';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useBrowserClient, useClientSelector } from '~/app/providers';
import type { BrowserClient } from './browser-client';

/** /login with the page to come back to (login accepts it only when `safeNextPath` does). */
export function loginPath(next: string): string {
  return `${routes.login}?next=${encodeURIComponent(next)}`;
}

export type Learner =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; client: BrowserClient; user: SessionUser };

/**
 * The signed-in learner for a private page, once the tab's client has loaded. Signed out (or when
 * `required` and no one is signed in) the learner is sent to /login with `next` = this page, with
 * `router.replace` so "back" does not return to a page they cannot see. `load: false` does not load the
 * client (a view the server drew whole, until the learner touches it: `useFirstTouch`); it is `loading`
 * until another part loads it.
 */
export function useLearner(
  next: string,
  { required = true, load = true }: { required?: boolean; load?: boolean } = {},
): Learner {
  const router = useRouter();
  const client = useBrowserClient({ load });
  const user = useClientSelector((state) => state.user.user, null);
  const signedOut = client !== null && user === null;

  useEffect(() => {
    if (signedOut && required) router.replace(loginPath(next));
  }, [signedOut, required, router, next]);

  if (!client) return { status: 'loading' };
  if (!user) return { status: 'signed-out' };
  return { status: 'signed-in', client, user };
}
