'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** A batch's content is read and written in the browser, as the signed-in admin or teacher. */
const BatchContent = dynamic(() => import('./batch-content').then((m) => m.BatchContent), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function BatchContentLoader({ id }: { id: number }) {
  return <BatchContent id={id} />;
}
