import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { ordersPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { OrdersView } from '../learner-views';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.orders.title, path: ordersPath }),
  robots: { index: false, follow: false },
};

/**
 * /orders: the learner's shop orders (`?status=` filters, `?page=` pages) and what they own. The
 * learner's tokens live in the browser, so the reads run there (OrdersView, which reads the address's
 * filter and page itself); this shell gives the heading at once and holds the rest's place.
 */
export default function OrdersPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.orders.title}</h1>
      <p className={styles.lead}>{webBn.orders.intro}</p>
      <OrdersView />
    </div>
  );
}
