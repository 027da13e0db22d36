import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { env } from '~/env';
import { pageMetadata } from '~/lib/page-metadata';
import styles from '~/styles/page.module.css';
import { Unsubscribe } from './unsubscribe';

const copy = webBn.reminderLinks;

export const metadata: Metadata = {
  ...pageMetadata({ title: copy.unsubscribeTitle }),
  robots: { index: false, follow: false },
};

/**
 * /unsubscribe/[token] (issue 40): the one-tap unsubscribe of a reminder e-mail or push message. The page turns
 * the channel off as it opens, in the browser (a mail scanner that fetches the link runs no script, so it
 * turns nothing off).
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{copy.unsubscribeTitle}</h1>
      <Unsubscribe token={decodeURIComponent(token)} apiOrigin={env.API_ORIGIN} />
      <p>
        <a href="/account" className={styles.textLink}>
          {copy.toAccount}
        </a>
      </p>
    </div>
  );
}
