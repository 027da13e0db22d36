'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { BasketInitial } from '~/lib/learner-reads';

/**
 * The basket's view is a chunk of its own. With the server's read it is drawn on the server, with no
 * `loading` and so no Suspense boundary of its own: the lines are part of the page's first HTML (LCP at
 * first paint, nothing moves when the view is hydrated).
 */
const ServerDrawnView = dynamic(() => import('./basket-view').then((m) => m.BasketView));

/** Without it (no live access token) it loads in the browser after hydration and reads there. */
const BrowserView = dynamic(() => import('./basket-view').then((m) => m.BasketView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="24rem" />,
});

export function BasketLoader({ initial }: { initial?: BasketInitial }) {
  return initial ? <ServerDrawnView initial={initial} /> : <BrowserView />;
}
