'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The learners are read in the browser, as the signed-in admin. */
const LearnersConsole = dynamic(() => import('./learners-console').then((m) => m.LearnersConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function LearnersConsoleLoader() {
  return <LearnersConsole />;
}
