'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** What is on the device is known only in the browser: the view loads there, after hydration. */
const DownloadsView = dynamic(() => import('./downloads-view').then((m) => m.DownloadsView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="16rem" />,
});

export function DownloadsLoader() {
  return <DownloadsView />;
}
