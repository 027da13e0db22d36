import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { type OrdersInitial, parseOrdersQuery, readMyProducts, readOrders } from '~/lib/orders';
import { pageMetadata } from '~/lib/page-metadata';
import { ordersPath } from '~/lib/paths';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { OrdersLoader } from './orders-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.orders.title, path: ordersPath }),
  robots: { index: false, follow: false },
};

interface OrdersPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /orders: the learner's shop orders (`?status=` filters, `?page=` pages) and what they own, both read
 * here with the learner's access token (never cached), so the first paint holds them; without a live
 * token the view reads them in the browser. The view follows the address's filter and page itself.
 */
export default async function OrdersPage({ searchParams }: OrdersPageProps) {
  const query = parseOrdersQuery(await searchParams);
  const [orders, products] = await Promise.all([
    serverLearnerRead((api) => readOrders(api, query)),
    serverLearnerRead(readMyProducts),
  ]);
  const initial: OrdersInitial | undefined = orders || products ? { query, orders, products } : undefined;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.orders.title}</h1>
      <p className={styles.lead}>{webBn.orders.intro}</p>
      <OrdersLoader initial={initial} />
    </div>
  );
}
