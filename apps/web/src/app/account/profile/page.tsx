import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { accountPath, profilePath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { ProfileView } from '../../learner-views';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.profile.title, path: profilePath }),
  robots: { index: false, follow: false },
};

/** /account/profile: the learner's name, second number and photo. */
export default function ProfilePage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <p>
        <a href={accountPath} className={styles.textLink}>
          ← {webBn.profile.back}
        </a>
      </p>
      <h1 className={styles.pageTitle}>{webBn.profile.title}</h1>
      <p className={styles.lead}>{webBn.profile.intro}</p>
      <ProfileView />
    </div>
  );
}
