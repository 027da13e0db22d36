import {
  type AppStore,
  createBrowserCookies,
  createSession,
  logout,
  makeStore,
  redirectAfterLogout,
  redirectOnUnauthorized,
  type Session,
  userRestored,
} from '@tilawat/domain';
import { createTilawat, type Tilawat } from '@tilawat/sdk';
import { forgetKeptPages } from './kept-pages';

/**
 * The browser's store, session and api, in a chunk of its own: Providers loads it with `import()`
 * after hydration, so Redux Toolkit, the SDK and the session cookies never weigh on a page's
 * first-load JavaScript. Created once per tab (the module caches it), never on the server.
 */
export interface BrowserClient {
  store: AppStore;
  session: Session;
  /** The tab's SDK client (session middleware: tokens, one shared refresh, 401 → /login), for reads no slice keeps. */
  api: Tilawat;
}

let client: BrowserClient | null = null;

export function getBrowserClient(opts: {
  apiOrigin: string;
  navigate: (path: string) => void;
  /** A production build: the session's cookies are Secure (domain's createBrowserCookies). */
  production: boolean;
}): BrowserClient {
  if (client) return client;
  const session = createSession({
    cookies: createBrowserCookies({ production: opts.production }),
    storage: window.localStorage,
  });
  const api = createTilawat({
    origin: opts.apiOrigin,
    tokenStore: session,
    // the session ended: the pages kept for reading offline were this learner's (issue 39)
    onUnauthorized: () => {
      void forgetKeptPages();
      opts.navigate(redirectOnUnauthorized());
    },
  });
  // The same storage keeps a running exam's answers on this device (domain's keepExamDrafts).
  const store = makeStore({ api, session, storage: window.localStorage });
  store.dispatch(userRestored(session.getUser()));
  client = { store, session, api };
  return client;
}

/**
 * Signs the learner out on this device, and forgets the pages kept for reading offline and the lessons
 * downloaded (issue 39: a shared phone keeps nothing of theirs; the downloads' code loads only here);
 * answers where to go next (the specification sends a learner home after logout).
 */
export async function signOut({ store }: BrowserClient): Promise<string> {
  await Promise.all([
    store.dispatch(logout()),
    forgetKeptPages(),
    import('./kept-lessons/kept-lessons').then((kept) => kept.removeAllKeptLessons()).catch(() => undefined),
  ]);
  return redirectAfterLogout();
}
