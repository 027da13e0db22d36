'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

// The exam's flow (the store's exam slice, the kit's exam parts) is a chunk of its own, after paint.
const ExamView = dynamic(() => import('./exam-view').then((m) => m.ExamView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="36rem" />,
});

export function ExamLoader({ examId }: { examId: number }) {
  return <ExamView examId={examId} />;
}
