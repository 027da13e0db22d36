'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The control panel's read and sections are a chunk of their own, loaded in the browser after hydration. */
const AccountView = dynamic(() => import('./account-view').then((m) => m.AccountView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

export function AccountLoader() {
  return <AccountView />;
}
