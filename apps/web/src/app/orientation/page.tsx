import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { orientationPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { OrientationView } from '../learner-views';

export const metadata: Metadata = pageMetadata({
  title: webBn.orientation.title,
  description: webBn.orientation.metaDescription,
  path: orientationPath,
});

/**
 * /orientation: the free orientation webinars with seats left; a learner books one (a visitor is sent
 * through /login and back), sees it booked and joins when its window opens. The list says `booked` for
 * the learner's token, so it is read in the browser (OrientationView).
 */
export default function OrientationPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.orientation.title}</h1>
      <p className={styles.lead}>{webBn.orientation.intro}</p>
      <OrientationView />
    </div>
  );
}
