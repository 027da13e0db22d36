'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The orders' reads and lists are a chunk of their own, loaded in the browser after hydration. */
const OrdersView = dynamic(() => import('./orders-view').then((m) => m.OrdersView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function OrdersLoader() {
  return <OrdersView />;
}
