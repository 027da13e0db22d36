'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

export type ShopCheckoutFrom =
  | { kind: 'order'; order: string }
  | { kind: 'basket' }
  | {
      kind: 'buy-now';
      card: number;
      quantity: number;
      size?: 'small' | 'medium' | 'large';
      /** A digital card (a gift card): no delivery details. */
      digital: boolean;
    };

const ShopCheckout = dynamic(() => import('./shop-checkout').then((m) => m.ShopCheckout), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="28rem" />,
});

export function ShopCheckoutLoader({ from }: { from: ShopCheckoutFrom | null }) {
  return <ShopCheckout from={from} />;
}
