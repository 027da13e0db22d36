'use client';

import type { RootState } from '@tilawat/domain';
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

/** The kit's Toaster (react-hot-toast), loaded after hydration: no page needs it to paint. */
const Toaster = dynamic(() => import('~/components/toaster').then((m) => m.Toaster), { ssr: false });

const ClientContext = createContext<BrowserClient | null>(null);

export interface ProvidersProps {
  /** The api's public origin, from the server's env (the browser has no env of its own). */
  apiOrigin: string;
  /** A production build (the server's `NODE_ENV`): the session's cookies are Secure. */
  production: boolean;
  children: ReactNode;
}

/**
 * One store per browser tab. The store, the SDK and the session live in a lazily loaded chunk
 * (`~/lib/browser-client`), created on mount in the browser only: nothing here touches window,
 * document or localStorage while the server renders. The learner is restored from the session
 * as the store is made. A 401 the session cannot recover sends the learner to /login.
 */
export function Providers({ apiOrigin, production, children }: ProvidersProps) {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const [client, setClient] = useState<BrowserClient | null>(null);

  useEffect(() => {
    let live = true;
    void import('~/lib/browser-client').then(({ getBrowserClient }) => {
      if (live)
        setClient(
          getBrowserClient({ apiOrigin, production, navigate: (path) => routerRef.current.push(path) }),
        );
    });
    return () => {
      live = false;
    };
  }, [apiOrigin, production]);

  return (
    <ClientContext.Provider value={client}>
      {children}
      <Toaster />
    </ClientContext.Provider>
  );
}

/** The tab's store and session once loaded (null before, and always on the server). */
export function useBrowserClient(): BrowserClient | null {
  return useContext(ClientContext);
}

const noop = () => () => {};

/**
 * Reads the store without react-redux (so the header stays light on every page); null until the
 * store is loaded. Pages that load the store anyway use `@tilawat/domain/hooks` under a Provider.
 */
export function useClientSelector<T>(selector: (state: RootState) => T, fallback: T): T {
  const client = useBrowserClient();
  return useSyncExternalStore(
    client ? client.store.subscribe : noop,
    () => (client ? selector(client.store.getState()) : fallback),
    () => fallback,
  );
}
