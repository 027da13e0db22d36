'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** The console's orders run in the browser, as the signed-in admin (their tokens live there). */
const OrdersConsole = dynamic(() => import('./orders-console').then((m) => m.OrdersConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function OrdersConsoleLoader() {
  return <OrdersConsole />;
}
