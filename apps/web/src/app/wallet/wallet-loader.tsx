'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The wallet's reads, form and ledger are a chunk of their own, loaded in the browser after hydration. */
const WalletView = dynamic(() => import('./wallet-view').then((m) => m.WalletView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="48rem" />,
});

export function WalletLoader() {
  return <WalletView />;
}
