'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The promo codes are read and written in the browser, as the signed-in admin. */
const PromosConsole = dynamic(() => import('./promos-console').then((m) => m.PromosConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function PromosConsoleLoader() {
  return <PromosConsole />;
}
