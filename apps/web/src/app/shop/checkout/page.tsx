import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { shopCheckoutPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { ShopCheckout } from '../../learner-views';
import { checkoutFrom } from './checkout-from';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.shop.checkoutTitle, path: shopCheckoutPath }),
  robots: { index: false, follow: false },
};

interface ShopCheckoutProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /shop/checkout: the shop's checkout — delivery details for printed items, then a wallet, then the
 * sandbox wallet's page; the learner's tokens live in the browser, so it runs there.
 */
export default async function ShopCheckoutPage({ searchParams }: ShopCheckoutProps) {
  const from = checkoutFrom(await searchParams);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.shop.checkoutTitle}</h1>
      <ShopCheckout from={from} />
    </div>
  );
}
