'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The verification (store, thunks, the resend form) is a chunk of its own, loaded in the browser after hydration. */
const VerifyView = dynamic(() => import('./verify-view').then((m) => m.VerifyView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="16rem" lines={3} />,
});

export function VerifyLoader({ segment }: { segment: string }) {
  return <VerifyView segment={segment} />;
}
