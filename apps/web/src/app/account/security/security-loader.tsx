'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The devices' read and list are a chunk of their own, loaded in the browser after hydration. */
const SecurityView = dynamic(() => import('./security-view').then((m) => m.SecurityView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="20rem" />,
});

export function SecurityLoader() {
  return <SecurityView />;
}
