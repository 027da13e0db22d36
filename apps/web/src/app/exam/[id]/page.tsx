import { parseId } from '@tilawat/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webBn } from '~/copy/bn';
import { readExamIntro } from '~/lib/learner-reads';
import { pageMetadata } from '~/lib/page-metadata';
import { examPath } from '~/lib/paths';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { ExamLoader } from './exam-loader';

interface ExamPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ExamPageProps): Promise<Metadata> {
  const id = parseId((await params).id);
  return {
    ...pageMetadata({ title: webBn.exam.metaTitle, path: id ? examPath(id) : undefined }),
    robots: { index: false, follow: false },
  };
}

/**
 * /exam/{id}: an exam of a batch the learner is enrolled in — its instruction, the timed attempt and
 * the result. The instruction and the learner's eligibility are read here with the learner's access
 * token (`serverLearnerRead`, never cached), so the first paint holds them; the attempt runs in the
 * browser (ExamView). An id that is not a number, or one the api does not show this learner (404), is
 * not found here; another failure is shown by the view; without a live token the view reads in the
 * browser.
 */
export default async function ExamPage({ params }: ExamPageProps) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  const initial = (await serverLearnerRead((api) => readExamIntro(api, id))) ?? undefined;
  if (initial && !initial.ok && initial.status === 404) notFound();
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <ExamLoader examId={id} initial={initial} />
    </div>
  );
}
