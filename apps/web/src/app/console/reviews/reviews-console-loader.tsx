'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The answers are read and marked in the browser, as the signed-in teacher or admin. */
const ReviewsConsole = dynamic(() => import('./reviews-console').then((m) => m.ReviewsConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function ReviewsConsoleLoader() {
  return <ReviewsConsole />;
}
