'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

const BasketView = dynamic(() => import('./basket-view').then((m) => m.BasketView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="24rem" />,
});

export function BasketLoader() {
  return <BasketView />;
}
