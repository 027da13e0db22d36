import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { OrientationsConsole } from '../console-views';

/** /console/orientations: the orientation webinars, for an admin to schedule and change. */
export default function ConsoleOrientationsPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.orientations.title}</h1>
      <p className={styles.lead}>{consoleBn.orientations.intro}</p>
      <OrientationsConsole />
    </>
  );
}
