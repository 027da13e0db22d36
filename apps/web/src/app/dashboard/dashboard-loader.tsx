'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The dashboard's reads and sections are a chunk of their own, loaded in the browser after hydration. */
const DashboardView = dynamic(() => import('./dashboard-view').then((m) => m.DashboardView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function DashboardLoader() {
  return <DashboardView />;
}
