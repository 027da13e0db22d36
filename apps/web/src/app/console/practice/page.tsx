import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { PracticeQueue } from '../console-views';

/** /console/practice: the recitation practices learners sent, for their batch's teacher and admins (issue 20). */
export default function ConsolePracticePage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.practice.title}</h1>
      <p className={styles.lead}>{consoleBn.practice.intro}</p>
      <PracticeQueue />
    </>
  );
}
