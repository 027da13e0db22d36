'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { OrdersInitial } from '~/lib/orders';

/**
 * The orders' view is a chunk of its own. With the server's reads it is drawn on the server, with no
 * `loading` and so no Suspense boundary of its own: the lists are part of the page's first HTML.
 */
const ServerDrawnView = dynamic(() => import('./orders-view').then((m) => m.OrdersView));

/** Without them (no live access token) it loads in the browser after hydration and reads there. */
const BrowserView = dynamic(() => import('./orders-view').then((m) => m.OrdersView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function OrdersLoader({ initial }: { initial?: OrdersInitial }) {
  return initial ? <ServerDrawnView initial={initial} /> : <BrowserView />;
}
