'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { WalletInitial } from '~/lib/learner-reads';

/**
 * The wallet's view is a chunk of its own. With the server's read of the balance it is drawn on the
 * server (the balance and the top-up form; the ledger, below them, is read in the browser), with no
 * `loading` and so no Suspense boundary of its own: it is part of the page's first HTML.
 */
const ServerDrawnView = dynamic(() => import('./wallet-view').then((m) => m.WalletView));

/** Without it (no live access token) it loads in the browser after hydration and reads there. */
const BrowserView = dynamic(() => import('./wallet-view').then((m) => m.WalletView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="48rem" />,
});

export function WalletLoader({ initial }: { initial?: WalletInitial }) {
  return initial ? <ServerDrawnView initial={initial} /> : <BrowserView />;
}
