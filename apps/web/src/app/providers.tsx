'use client';

import type { RootState } from '@tilawat/domain';
import { onToastWaiting } from '@tilawat/ui';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { BrowserClient } from '~/lib/browser-client';

/** The kit's Toaster (react-hot-toast), loaded when the first toast is raised: no page needs it to paint. */
const Toaster = dynamic(() => import('~/components/toaster').then((m) => m.Toaster), { ssr: false });

interface ClientState {
  client: BrowserClient | null;
  /** Asks for the tab's client: the first ask loads it, later ones do nothing. */
  want: () => void;
  /** Asks for the tab's client and resolves with it once it is loaded (at once if it is). */
  ready: () => Promise<BrowserClient>;
}

/** On the server, and outside the Providers, there is no client to wait for. */
const never = () => new Promise<BrowserClient>(() => {});
const ClientContext = createContext<ClientState>({ client: null, want: () => {}, ready: never });

export interface ProvidersProps {
  /** The api's public origin, from the server's env (the browser has no env of its own). */
  apiOrigin: string;
  /** A production build (the server's `NODE_ENV`): the session's cookies are Secure. */
  production: boolean;
  children: ReactNode;
}

/**
 * One store per browser tab, loaded only where something uses it. The store, the SDK and the session live
 * in a lazily loaded chunk (`~/lib/browser-client`: Redux Toolkit, the SDK, domain's zod rules), created in
 * the browser when the first part of the page asks for it (`useBrowserClient`): the learner's pages, the
 * console, a form in use, the header of a signed-in learner. A visitor's public page never loads it
 * (issue 38: it was one task of about 300 ms after every page's hydration). Nothing here touches window,
 * document or localStorage while the server renders. The learner is restored from the session as the store
 * is made. A 401 the session cannot recover sends the learner to /login. The Toaster is mounted when the
 * first toast is raised (the kit holds the toast until it can be seen).
 */
export function Providers({ apiOrigin, production, children }: ProvidersProps) {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const [wanted, setWanted] = useState(false);
  // what `ready()` waits for: resolved with the client once it is made
  const [loaded] = useState(() => {
    let resolve: (client: BrowserClient) => void = () => {};
    const promise = new Promise<BrowserClient>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  const [state, setState] = useState<ClientState>(() => ({
    client: null,
    want: () => setWanted(true),
    ready: () => {
      setWanted(true);
      return loaded.promise;
    },
  }));
  const [toasts, setToasts] = useState(false);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('~/lib/browser-client').then(({ getBrowserClient }) => {
      if (!live) return;
      const client = getBrowserClient({
        apiOrigin,
        production,
        navigate: (path) => routerRef.current.push(path),
      });
      setState((previous) => ({ ...previous, client }));
      loaded.resolve(client);
    });
    return () => {
      live = false;
    };
  }, [wanted, apiOrigin, production, loaded]);

  useEffect(() => onToastWaiting(() => setToasts(true)), []);

  return (
    <ClientContext.Provider value={state}>
      {children}
      {toasts ? <Toaster /> : null}
    </ClientContext.Provider>
  );
}

/**
 * The tab's store and session: null until loaded (and always on the server). A component that calls it asks
 * for it, so the client loads once such a component is on the page; `{ load: false }` only reads it when
 * another part has loaded it (the header of a visitor).
 */
export function useBrowserClient({ load = true }: { load?: boolean } = {}): BrowserClient | null {
  const { client, want } = useContext(ClientContext);
  useEffect(() => {
    if (load) want();
  }, [load, want]);
  return client;
}

/**
 * For an action the learner takes (a form sent, a button pressed): the tab's client, waiting for it when it is
 * not loaded yet — an action taken as the page hydrates is done once the client has loaded, never dropped.
 */
export function useClientReady(): () => Promise<BrowserClient> {
  return useContext(ClientContext).ready;
}

const noop = () => () => {};

/**
 * Reads the store without react-redux (so the header stays light on every page); `fallback` until the
 * store is loaded. It never loads the store itself. Pages that load the store anyway use
 * `@tilawat/domain/hooks` under a Provider.
 */
export function useClientSelector<T>(selector: (state: RootState) => T, fallback: T): T {
  const { client } = useContext(ClientContext);
  return useSyncExternalStore(
    client ? client.store.subscribe : noop,
    () => (client ? selector(client.store.getState()) : fallback),
    () => fallback,
  );
}
