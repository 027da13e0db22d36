import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { favouritesPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { FavouritesView } from '../learner-views';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.shop.favouritesTitle, path: favouritesPath }),
  robots: { index: false, follow: false },
};

/** /favourites: the shop's catalogues the learner follows (signed in; read in the browser). */
export default function FavouritesPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.shop.favouritesTitle}</h1>
      <FavouritesView />
    </div>
  );
}
