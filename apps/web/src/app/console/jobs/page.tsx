import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { FailedJobsConsole } from '../console-views';

/** /console/jobs: the background jobs that failed for good, each tried again from here (admins). */
export default function ConsoleJobsPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.jobs.title}</h1>
      <p className={styles.lead}>{consoleBn.jobs.intro}</p>
      <FailedJobsConsole />
    </>
  );
}
