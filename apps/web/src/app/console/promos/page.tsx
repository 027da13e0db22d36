import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { PromosConsole } from '../console-views';

/** /console/promos: the promo codes of the courses, for an admin to create, end, limit and show. */
export default function ConsolePromosPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.promos.title}</h1>
      <p className={styles.lead}>{consoleBn.promos.intro}</p>
      <PromosConsole />
    </>
  );
}
