import { EmptyState } from '@tilawat/ui';
import { webBn } from '~/copy/bn';
import styles from '~/styles/page.module.css';

/** Unknown paths and unknown course slugs. */
export default function NotFound() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.errors.notFoundTitle}</h1>
      <EmptyState
        description={webBn.errors.notFoundText}
        action={
          <a href="/al-quran-course" className={styles.primaryLink}>
            {webBn.home.heroAction}
          </a>
        }
      />
    </div>
  );
}
