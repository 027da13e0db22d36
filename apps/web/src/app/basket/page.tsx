import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { readBasket } from '~/lib/learner-reads';
import { pageMetadata } from '~/lib/page-metadata';
import { basketPath } from '~/lib/paths';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { BasketLoader } from './basket-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.shop.basketTitle, path: basketPath }),
  robots: { index: false, follow: false },
};

/**
 * /basket: the learner's basket (signed in), read here with the learner's access token (never cached), so
 * the first paint holds its lines; without a live token the view reads it in the browser.
 */
export default async function BasketPage() {
  const basket = await serverLearnerRead(readBasket);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.shop.basketTitle}</h1>
      <BasketLoader initial={basket ?? undefined} />
    </div>
  );
}
