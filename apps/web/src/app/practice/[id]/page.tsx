import { parseId, routes } from '@tilawat/domain';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { practiceBn } from '~/copy/practice';
import { pageMetadata } from '~/lib/page-metadata';
import { readMistakes, readPractice } from '~/lib/practice-reads';
import { practicePath } from '~/lib/practice-state';
import { getServerAccount } from '~/lib/server-account';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { PracticeLoader } from './practice-loader';

interface PracticePageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: PracticePageProps): Promise<Metadata> {
  const id = parseId((await params).id);
  return {
    ...pageMetadata({ title: practiceBn.metaTitle, path: id ? practicePath(id) : undefined }),
    robots: { index: false, follow: false },
  };
}

/**
 * /practice/{id}: a recitation practice a teacher assigned (issue 20) — the learner records it ayah
 * by ayah (kept on the device offline, uploaded with tus when the connection returns), sends it, and
 * after the review sees the marked words and re-records only the marked ayahs.
 *
 * An id that is not an integer is not found without a request; a visitor with no session cookies is
 * sent to /login (and back here). The practice and the learner's mistake summary are read here with
 * the learner's access token (`serverLearnerRead`, never cached), so the first paint holds them; a 404
 * (another learner's practice, or none) is the not-found page; another failure is shown by the view.
 * Without a live token the view reads in the browser.
 */
export default async function PracticePage({ params }: PracticePageProps) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  if (!(await getServerAccount())) redirect(`${routes.login}?next=${encodeURIComponent(practicePath(id))}`);
  const [practice, mistakes] = await Promise.all([
    serverLearnerRead((api) => readPractice(api, id)),
    serverLearnerRead(readMistakes),
  ]);
  if (practice && !practice.ok && practice.status === 404) notFound();
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <PracticeLoader practiceId={id} initial={{ practice, mistakes }} />
    </div>
  );
}
