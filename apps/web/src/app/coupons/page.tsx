import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { couponsPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { CouponsView } from '../learner-views';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.coupons.title, path: couponsPath }),
  robots: { index: false, follow: false },
};

/**
 * /coupons: the learner's coupons (gift ones are used at the shop's checkout, topup ones are added to
 * the wallet here). Read in the browser, where the learner's tokens are; this shell gives the heading
 * and the explanation at once.
 */
export default function CouponsPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.coupons.title}</h1>
      <p className={styles.lead}>{webBn.coupons.intro}</p>
      <CouponsView />
    </div>
  );
}
