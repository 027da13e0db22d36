import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { accountPath, securityPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { SecurityView } from '../../learner-views';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.security.title, path: securityPath }),
  robots: { index: false, follow: false },
};

/** /account/security: the learner's signed-in devices, each signed out with one press, or all others at once. */
export default function SecurityPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <p>
        <a href={accountPath} className={styles.textLink}>
          ← {webBn.security.back}
        </a>
      </p>
      <h1 className={styles.pageTitle}>{webBn.security.title}</h1>
      <p className={styles.lead}>{webBn.security.intro}</p>
      <SecurityView />
    </div>
  );
}
