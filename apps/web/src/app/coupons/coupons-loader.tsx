'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The coupons' read and cards are a chunk of their own, loaded in the browser after hydration. */
const CouponsView = dynamic(() => import('./coupons-view').then((m) => m.CouponsView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="24rem" />,
});

export function CouponsLoader() {
  return <CouponsView />;
}
