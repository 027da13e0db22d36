'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The audit log is read in the browser, as the signed-in admin. */
const AuditConsole = dynamic(() => import('./audit-console').then((m) => m.AuditConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function AuditConsoleLoader() {
  return <AuditConsole />;
}
