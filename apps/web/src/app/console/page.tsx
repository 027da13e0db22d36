import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { TodayConsole } from './console-views';

/** /console: today at a glance — sales, new learners, call-backs waiting, seats, today's classes. */
export default function ConsoleTodayPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.today.title}</h1>
      <TodayConsole />
    </>
  );
}
