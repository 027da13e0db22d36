import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { VitalsConsole } from '../console-views';

/** /console/vitals: how fast the site is on learners' own phones, page by page (admins). */
export default function ConsoleVitalsPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.vitals.title}</h1>
      <p className={styles.lead}>{consoleBn.vitals.intro}</p>
      <VitalsConsole />
    </>
  );
}
