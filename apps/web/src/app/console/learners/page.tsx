import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { LearnersConsole } from '../console-views';

/** /console/learners: a learner found by phone, e-mail or name (admins). */
export default function ConsoleLearnersPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.learners.title}</h1>
      <p className={styles.lead}>{consoleBn.learners.intro}</p>
      <LearnersConsole />
    </>
  );
}
