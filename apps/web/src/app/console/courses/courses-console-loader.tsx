'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The courses are read and written in the browser, as the signed-in admin. */
const CoursesConsole = dynamic(() => import('./courses-console').then((m) => m.CoursesConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function CoursesConsoleLoader() {
  return <CoursesConsole />;
}
