'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** Today's figures are read in the browser, as the signed-in admin. */
const TodayConsole = dynamic(() => import('./today-console').then((m) => m.TodayConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function TodayConsoleLoader() {
  return <TodayConsole />;
}
