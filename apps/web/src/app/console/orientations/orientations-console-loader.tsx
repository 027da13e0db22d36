'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The webinars are read and written in the browser, as the signed-in admin. */
const OrientationsConsole = dynamic(
  () => import('./orientations-console').then((m) => m.OrientationsConsole),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

export function OrientationsConsoleLoader() {
  return <OrientationsConsole />;
}
