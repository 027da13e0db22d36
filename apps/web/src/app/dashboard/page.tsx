import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { dashboardPath } from '~/lib/learning';
import { pageMetadata } from '~/lib/page-metadata';
import styles from '~/styles/page.module.css';
import { DashboardLoader } from './dashboard-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.dashboard.title, path: dashboardPath }),
  robots: { index: false, follow: false },
};

/**
 * /dashboard: the learner's batches, upcoming live classes, pending payments and orientation bookings.
 * The learner's tokens live in the browser, so the reads run there (DashboardView); this shell gives the
 * heading at once and holds the rest's place.
 */
export default function DashboardPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.dashboard.title}</h1>
      <DashboardLoader />
    </div>
  );
}
