import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { accountPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { AccountView } from '../learner-views';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.account.title, path: accountPath }),
  robots: { index: false, follow: false },
};

/**
 * /account: the learner's control panel (wallet, orders by status, recent orders, coupons, favourites).
 * The learner's tokens live in the browser, so the read runs there (AccountView); this shell gives the
 * heading at once and holds the rest's place.
 */
export default function AccountPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.account.title}</h1>
      <p className={styles.lead}>{webBn.account.intro}</p>
      <AccountView />
    </div>
  );
}
