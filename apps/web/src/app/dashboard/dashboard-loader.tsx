'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { DashboardInitial } from '~/lib/learner-reads';

/**
 * The dashboard's reads and sections are a chunk of their own. With the server's reads it is drawn on
 * the server, with no `loading` and so no Suspense boundary of its own: the view is part of the page's
 * first HTML (a boundary would be streamed after it and revealed by a script, later and never without
 * JavaScript).
 */
const ServerDrawnView = dynamic(() => import('./dashboard-view').then((m) => m.DashboardView));

/** Without them (no live access token) it loads in the browser and reads there. */
const BrowserView = dynamic(() => import('./dashboard-view').then((m) => m.DashboardView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function DashboardLoader({ initial }: { initial?: DashboardInitial }) {
  return initial ? <ServerDrawnView initial={initial} /> : <BrowserView />;
}
