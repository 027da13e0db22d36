import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { basketPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { BasketView } from '../learner-views';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.shop.basketTitle, path: basketPath }),
  robots: { index: false, follow: false },
};

/** /basket: the learner's basket (signed in; read in the browser with their token). */
export default function BasketPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.shop.basketTitle}</h1>
      <BasketView />
    </div>
  );
}
