'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

const OrientationView = dynamic(() => import('./orientation-view').then((m) => m.OrientationView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="28rem" />,
});

export function OrientationLoader() {
  return <OrientationView />;
}
