'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { ExamIntro } from '~/lib/learner-reads';
import type { Loaded } from '~/lib/load';

/**
 * The exam's flow (the store's exam slice, the kit's exam parts) is a chunk of its own. With the
 * server's read it is drawn on the server (the instruction and the learner's eligibility), with no
 * `loading` and so no Suspense boundary of its own: the view is part of the page's first HTML.
 */
const ServerDrawnView = dynamic(() => import('./exam-view').then((m) => m.ExamView));

/** Without it (no live access token) the flow loads in the browser after hydration and reads there. */
const BrowserView = dynamic(() => import('./exam-view').then((m) => m.ExamView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="36rem" />,
});

export function ExamLoader({ examId, initial }: { examId: number; initial?: Loaded<ExamIntro> }) {
  return initial ? <ServerDrawnView examId={examId} initial={initial} /> : <BrowserView examId={examId} />;
}
