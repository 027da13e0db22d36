'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { ShopCheckoutFrom } from './shop-checkout';

const ShopCheckout = dynamic(() => import('./shop-checkout').then((m) => m.ShopCheckout), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="28rem" />,
});

export function ShopCheckoutLoader({ from }: { from: ShopCheckoutFrom | null }) {
  return <ShopCheckout from={from} />;
}
