'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The order's read, its parts and the cancel dialog are a chunk of their own, after paint. */
const OrderView = dynamic(() => import('./order-view').then((m) => m.OrderView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

export function OrderLoader({ orderId }: { orderId: string }) {
  return <OrderView orderId={orderId} />;
}
