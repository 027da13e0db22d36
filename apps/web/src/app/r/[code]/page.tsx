import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FailureState } from '~/components/failure-state';
import { webBn } from '~/copy/bn';
import { env } from '~/env';
import { pageMetadata } from '~/lib/page-metadata';
import { getShortLink } from '~/lib/reminder-links';
import styles from '~/styles/page.module.css';
import { SmsOff } from './sms-off';

const copy = webBn.reminderLinks;

export const metadata: Metadata = {
  ...pageMetadata({ title: copy.title }),
  robots: { index: false, follow: false },
};

/**
 * /r/[code] (issue 40): where an SMS reminder's short link lands — the page it is about, one tap away, and the
 * one-tap way to stop SMS reminders.
 */
export default async function ShortLinkPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const result = await getShortLink(code);
  if (!result.ok) {
    return (
      <div className={`${styles.container} ${styles.section}`}>
        <h1 className={styles.pageTitle}>{copy.title}</h1>
        <FailureState failure={result} retryHref={`/r/${encodeURIComponent(code)}`} />
      </div>
    );
  }
  if (!result.data) notFound();
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{copy.title}</h1>
      <p>
        <a href={result.data.path} className={styles.primaryLink}>
          {copy.open}
        </a>
      </p>
      {result.data.unsubscribe_token ? (
        <SmsOff token={result.data.unsubscribe_token} apiOrigin={env.API_ORIGIN} />
      ) : null}
    </div>
  );
}
