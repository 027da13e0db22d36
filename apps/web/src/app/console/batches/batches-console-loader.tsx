'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The batches are read and written in the browser, as the signed-in admin or teacher. */
const BatchesConsole = dynamic(() => import('./batches-console').then((m) => m.BatchesConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function BatchesConsoleLoader() {
  return <BatchesConsole />;
}
