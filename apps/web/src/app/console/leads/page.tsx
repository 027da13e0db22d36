import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { LeadsConsole } from '../console-views';

/** /console/leads: the call-back requests from the site, for an admin to call and note. */
export default function ConsoleLeadsPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.leads.title}</h1>
      <p className={styles.lead}>{consoleBn.leads.intro}</p>
      <LeadsConsole />
    </>
  );
}
