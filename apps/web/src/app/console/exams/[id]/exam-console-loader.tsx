'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** An exam is read and written in the browser, as the signed-in teacher or admin. */
const ExamConsole = dynamic(() => import('./exam-console').then((m) => m.ExamConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function ExamConsoleLoader({ id }: { id: number }) {
  return <ExamConsole id={id} />;
}
