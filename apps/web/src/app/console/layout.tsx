import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import consoleStyles from './console.module.css';

export const metadata: Metadata = {
  title: consoleBn.metaTitle,
  robots: { index: false, follow: false },
};

/**
 * /console: the operator console (issue 19), in the same app as the learner's pages but under its own
 * route segment, so none of its code or copy loads on theirs. Each page reads as the signed-in
 * operator in the browser; the api checks the role of every call.
 */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <nav aria-label={consoleBn.nav} className={consoleStyles.nav}>
        <a href="/console">{consoleBn.navToday}</a>
        <a href="/console/courses">{consoleBn.navCourses}</a>
        <a href="/console/batches">{consoleBn.navBatches}</a>
        <a href="/console/reviews">{consoleBn.navReviews}</a>
        <a href="/console/practice">{consoleBn.navPractice}</a>
        <a href="/console/learners">{consoleBn.navLearners}</a>
        <a href="/console/promos">{consoleBn.navPromos}</a>
        <a href="/console/orientations">{consoleBn.navOrientations}</a>
        <a href="/console/orders">{consoleBn.navOrders}</a>
        <a href="/console/leads">{consoleBn.navLeads}</a>
        <a href="/console/audit">{consoleBn.navAudit}</a>
        <a href="/console/jobs">{consoleBn.navJobs}</a>
        <a href="/console/vitals">{consoleBn.navVitals}</a>
      </nav>
      {children}
    </div>
  );
}
