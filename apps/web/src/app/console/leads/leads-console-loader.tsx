'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The call-back requests are read in the browser, as the signed-in admin. */
const LeadsConsole = dynamic(() => import('./leads-console').then((m) => m.LeadsConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function LeadsConsoleLoader() {
  return <LeadsConsole />;
}
