'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/** One order is read in the browser, as the signed-in admin. */
const OrderConsole = dynamic(() => import('./order-console').then((m) => m.OrderConsole), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function OrderConsoleLoader({ id }: { id: string }) {
  return <OrderConsole id={id} />;
}
