'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { RecordingViewProps } from './recording-view';

/** The player, hls.js (only where needed) and the reads load in the browser after hydration. */
const RecordingView = dynamic(() => import('./recording-view').then((m) => m.RecordingView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

export function RecordingLoader(props: RecordingViewProps) {
  return <RecordingView {...props} />;
}
