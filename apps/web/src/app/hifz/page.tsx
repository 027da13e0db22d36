import { routes } from '@tilawat/domain';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuranAttribution } from '~/components/quran-attribution';
import { hifzBn } from '~/copy/hifz';
import { hifzPath, readHifzDay } from '~/lib/hifz';
import { pageMetadata } from '~/lib/page-metadata';
import { getServerAccount } from '~/lib/server-account';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { HifzLoader } from './hifz-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: hifzBn.metaTitle, path: hifzPath }),
  robots: { index: false, follow: false },
};

/**
 * /hifz: the learner's day of memorisation (issue 41) — for each target, today's sabaq, sabqi and due
 * manzil with their Arabic words and the words marked before, each started as a practice (recorded with
 * the practice's recorder, reviewed in the teacher's queue) or rated by the learner, and the map of the
 * target. Read here with the learner's access token, so the first paint holds it; a visitor without a
 * session goes to /login and back.
 */
export default async function HifzPage() {
  if (!(await getServerAccount())) redirect(`${routes.login}?next=${encodeURIComponent(hifzPath)}`);
  const plans = await serverLearnerRead(readHifzDay);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{hifzBn.title}</h1>
      <p className={styles.lead}>{hifzBn.intro}</p>
      <HifzLoader initial={plans} />
      <QuranAttribution />
    </div>
  );
}
