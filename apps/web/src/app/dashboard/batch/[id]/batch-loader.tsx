'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { BatchInitial } from '~/lib/learner-reads';

/**
 * The batch's view is a chunk of its own. With the server's reads it is drawn on the server (the course,
 * the modules and their lessons), with no `loading` and so no Suspense boundary of its own: the view is
 * part of the page's first HTML (a boundary would be streamed after it and revealed by a script).
 */
const ServerDrawnView = dynamic(() => import('./batch-view').then((m) => m.BatchView));

/** Without them (no live access token) it loads in the browser after hydration and reads there. */
const BrowserView = dynamic(() => import('./batch-view').then((m) => m.BatchView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="36rem" />,
});

export function BatchLoader({ batchId, initial }: { batchId: number; initial?: BatchInitial }) {
  return initial ? (
    <ServerDrawnView batchId={batchId} initial={initial} />
  ) : (
    <BrowserView batchId={batchId} />
  );
}
