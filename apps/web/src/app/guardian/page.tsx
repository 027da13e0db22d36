import { routes } from '@tilawat/domain';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { guardianBn } from '~/copy/guardian';
import { guardianPath, readFollowed, readGuardianSettings } from '~/lib/guardian';
import { pageMetadata } from '~/lib/page-metadata';
import { getServerAccount } from '~/lib/server-account';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { GuardianHomeLoader } from './guardian-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: guardianBn.metaTitle, path: guardianPath }),
  robots: { index: false, follow: false },
};

/**
 * /guardian: a parent's or guardian's page (issue 41) — the learners they follow, each opening a view-only
 * page of their progress, the form that follows another learner by their pairing code, and the weekly
 * summary's switch. Any signed-in account may be a guardian; a visitor signs in (or up) first and comes back.
 */
export default async function GuardianPage() {
  if (!(await getServerAccount())) redirect(`${routes.login}?next=${encodeURIComponent(guardianPath)}`);
  const [learners, settings] = await Promise.all([
    serverLearnerRead(readFollowed),
    serverLearnerRead(readGuardianSettings),
  ]);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{guardianBn.title}</h1>
      <p className={styles.lead}>{guardianBn.intro}</p>
      <GuardianHomeLoader initial={learners && settings ? { learners, settings } : null} />
    </div>
  );
}
