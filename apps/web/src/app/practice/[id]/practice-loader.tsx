'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { PracticeInitial } from '~/lib/practice-reads';

/**
 * The practice's view (the kit's recitation parts) is a chunk of its own. With the server's read it is
 * drawn on the server, with no `loading` and so no Suspense boundary of its own: the view is part of
 * the page's first HTML. The recorder, the queue, idb and tus-js-client are further chunks, loaded
 * only when used.
 */
const ServerDrawnView = dynamic(() => import('./practice-view').then((m) => m.PracticeView));

/** Without it the view loads in the browser after hydration and reads there. */
const BrowserView = dynamic(() => import('./practice-view').then((m) => m.PracticeView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

export function PracticeLoader({ practiceId, initial }: { practiceId: number; initial?: PracticeInitial }) {
  return initial?.practice ? (
    <ServerDrawnView practiceId={practiceId} initial={initial} />
  ) : (
    <BrowserView practiceId={practiceId} />
  );
}
