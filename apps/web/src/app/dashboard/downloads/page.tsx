import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { downloadsPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { DownloadsLoader } from './downloads-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.downloads.title, path: downloadsPath }),
  robots: { index: false, follow: false },
};

/**
 * /dashboard/downloads, "আমার ডাউনলোড" (issue 39): the lessons kept on this device, their sizes and the
 * space, read from the device itself (IndexedDB, Cache Storage, `navigator.storage`) in the browser — so the
 * page works offline as well, once kept.
 */
export default function DownloadsPage() {
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.downloads.title}</h1>
      <p className={styles.lead}>{webBn.downloads.intro}</p>
      <DownloadsLoader />
    </div>
  );
}
