'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The queue is read in the browser, as the signed-in teacher or admin. */
const PracticeQueue = dynamic(() => import('./practice-queue').then((m) => m.PracticeQueue), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="24rem" />,
});

export function PracticeQueueLoader() {
  return <PracticeQueue />;
}
