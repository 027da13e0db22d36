'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The review is read and written in the browser, as the signed-in teacher or admin. */
const PracticeReview = dynamic(() => import('./practice-review').then((m) => m.PracticeReview), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function PracticeReviewLoader({ id }: { id: string }) {
  return <PracticeReview id={id} />;
}
