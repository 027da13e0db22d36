import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { AuditConsole } from '../console-views';

/** /console/audit: every write made through the console, newest first (admins). */
export default function ConsoleAuditPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.audit.title}</h1>
      <p className={styles.lead}>{consoleBn.audit.intro}</p>
      <AuditConsole />
    </>
  );
}
