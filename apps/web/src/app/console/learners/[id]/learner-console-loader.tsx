'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** One learner is read and changed in the browser, as the signed-in admin. */
const LearnerConsole = dynamic(() => import('./learner-console').then((m) => m.LearnerConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function LearnerConsoleLoader({ id }: { id: string }) {
  return <LearnerConsole id={id} />;
}
