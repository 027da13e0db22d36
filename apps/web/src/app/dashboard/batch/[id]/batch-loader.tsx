'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

const BatchView = dynamic(() => import('./batch-view').then((m) => m.BatchView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="36rem" />,
});

export function BatchLoader({ batchId }: { batchId: number }) {
  return <BatchView batchId={batchId} />;
}
