import { routes } from '@tilawat/domain';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { QuranAttribution } from '~/components/quran-attribution';
import { guardianBn } from '~/copy/guardian';
import { followedPath, readGuardianView } from '~/lib/guardian';
import { pageMetadata } from '~/lib/page-metadata';
import { getServerAccount } from '~/lib/server-account';
import { serverLearnerRead } from '~/lib/server-learner';
import { parseUuid } from '~/lib/uuid';
import styles from '~/styles/page.module.css';
import { GuardianLearnerLoader } from '../guardian-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: guardianBn.metaTitle }),
  robots: { index: false, follow: false },
};

/**
 * /guardian/{id}: what a guardian sees of a learner they follow (issue 41), view only — read here with the
 * guardian's access token, so the first paint holds it. A learner they do not follow (or no longer: unlinked)
 * is the not-found page, as another learner's anything is.
 */
export default async function GuardianLearnerPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseUuid((await params).id);
  if (!id) notFound();
  if (!(await getServerAccount())) redirect(`${routes.login}?next=${encodeURIComponent(followedPath(id))}`);
  const view = await serverLearnerRead((api) => readGuardianView(api, id));
  if (view && !view.ok && view.status === 404) notFound();
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>
        {view?.ok ? guardianBn.learnerTitle(view.data.learner.name) : guardianBn.title}
      </h1>
      <GuardianLearnerLoader id={id} initial={view} />
      <QuranAttribution />
    </div>
  );
}
