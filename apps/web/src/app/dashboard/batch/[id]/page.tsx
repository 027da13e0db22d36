import { parseId } from '@tilawat/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webBn } from '~/copy/bn';
import {
  type BatchInitial,
  readBatch,
  readBatchExams,
  readBatchProgress,
  readModuleLessons,
  readPractices,
  readStudyPlan,
} from '~/lib/learner-reads';
import { batchPath } from '~/lib/learning';
import { pageMetadata } from '~/lib/page-metadata';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { BatchLoader } from './batch-loader';

interface BatchPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: BatchPageProps): Promise<Metadata> {
  const id = parseId((await params).id);
  return {
    ...pageMetadata({ title: webBn.dashboard.batch.metaTitle, path: id ? batchPath(id) : undefined }),
    robots: { index: false, follow: false },
  };
}

/**
 * The batch, the learner's progress and the batch's exams in parallel, then each module's recordings and
 * study plan and the batch's practices in parallel (an enrolled learner's only), all with the learner's
 * access token and never cached. A failed read is handed over as such (the view shows it); undefined when
 * the server had no live token: the view then reads everything in the browser.
 */
async function readInitial(batchId: number): Promise<BatchInitial | undefined> {
  const [batch, progress, exams] = await Promise.all([
    serverLearnerRead((api) => readBatch(api, batchId)),
    serverLearnerRead((api) => readBatchProgress(api, batchId)),
    serverLearnerRead((api) => readBatchExams(api, batchId)),
  ]);
  if (!batch) return undefined;
  if (!batch.ok || !batch.data.enrolled)
    return { batch, progress: null, exams: null, lessons: {}, plans: {}, practices: null };
  const { modules } = batch.data;
  const [lessons, plans, practices] = await Promise.all([
    Promise.all(modules.map((module) => serverLearnerRead((api) => readModuleLessons(api, module.id)))),
    Promise.all(modules.map((module) => serverLearnerRead((api) => readStudyPlan(api, module.id, batchId)))),
    serverLearnerRead((api) => readPractices(api, batchId)),
  ]);
  return {
    batch,
    progress,
    exams,
    lessons: Object.fromEntries(modules.map((module, index) => [module.id, lessons[index]])),
    plans: Object.fromEntries(modules.map((module, index) => [module.id, plans[index]])),
    practices,
  };
}

/**
 * /dashboard/batch/{id}: an enrolled batch's modules, their recordings and study plans, drawn on the server
 * from the learner's reads (`readInitial`); everything when the server had no token comes from the browser
 * (BatchView). An id that is not a number is not found here.
 */
export default async function BatchPage({ params }: BatchPageProps) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  const initial = await readInitial(id);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <BatchLoader batchId={id} initial={initial} />
    </div>
  );
}
