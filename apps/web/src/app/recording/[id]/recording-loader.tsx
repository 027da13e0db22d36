'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { RecordingViewProps } from './recording-view';

/**
 * The enrolled copy read on the server is drawn there: no `loading`, so no Suspense boundary of its
 * own — the view is part of the page's first HTML (a boundary would be streamed after it and revealed
 * by a script). The player itself still waits for the browser (the learner's progress and this device's
 * unsent position decide where it starts).
 */
const ServerDrawnView = dynamic(() => import('./recording-view').then((m) => m.RecordingView));

/** Otherwise the player, hls.js (only where needed) and the reads load in the browser after hydration. */
const BrowserView = dynamic(() => import('./recording-view').then((m) => m.RecordingView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

export function RecordingLoader(props: RecordingViewProps) {
  return props.initial ? <ServerDrawnView {...props} /> : <BrowserView {...props} />;
}
