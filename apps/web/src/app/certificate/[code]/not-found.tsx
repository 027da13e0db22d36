import { EmptyState } from '@tilawat/ui';
import { webBn } from '~/copy/bn';
import styles from '~/styles/page.module.css';

/** A code no certificate has: said in Bengali, with a way on. */
export default function CertificateNotFound() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.certificates.notFoundTitle}</h1>
      <EmptyState
        description={webBn.certificates.notFound}
        action={
          <a href="/" className={styles.primaryLink}>
            {webBn.certificates.home}
          </a>
        }
      />
    </div>
  );
}
