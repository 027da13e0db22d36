import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { BatchesConsole } from '../console-views';

/** /console/batches: an admin's every batch (by course, with a new batch's form); a teacher's own. */
export default function ConsoleBatchesPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.batches.title}</h1>
      <p className={styles.lead}>{consoleBn.batches.intro}</p>
      <BatchesConsole />
    </>
  );
}
