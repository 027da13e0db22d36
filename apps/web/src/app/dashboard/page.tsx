import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import {
  type DashboardInitial,
  readBookingStatus,
  readCertificates,
  readNextStudyItems,
  readPractices,
  readStudyStreak,
  readUpcomingClasses,
} from '~/lib/learner-reads';
import { dashboardPath } from '~/lib/learning';
import { pageMetadata } from '~/lib/page-metadata';
import { getServerAccount } from '~/lib/server-account';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { DashboardLoader } from './dashboard-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.dashboard.title, path: dashboardPath }),
  robots: { index: false, follow: false },
};

/**
 * /dashboard: the learner's batches (with each one's next study-plan item), upcoming live classes, pending
 * payments and orientation bookings, days of study, practices and certificates. The reads run here, in parallel, with the learner's access token (`serverLearnerRead`, never cached),
 * so the first paint holds the content, and a failure is shown as such. Without a live access token the
 * view reads in the browser: its session refreshes the token or sends to /login.
 */
export default async function DashboardPage() {
  const [bookings, classes, next, streak, practices, certificates, account] = await Promise.all([
    serverLearnerRead(readBookingStatus),
    serverLearnerRead(readUpcomingClasses),
    serverLearnerRead(readNextStudyItems),
    serverLearnerRead(readStudyStreak),
    serverLearnerRead((api) => readPractices(api)),
    serverLearnerRead(readCertificates),
    getServerAccount(),
  ]);
  const initial: DashboardInitial | undefined =
    (bookings || classes) && account
      ? { name: account.name, bookings, classes, next, streak, practices, certificates }
      : undefined;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.dashboard.title}</h1>
      <DashboardLoader initial={initial} />
    </div>
  );
}
