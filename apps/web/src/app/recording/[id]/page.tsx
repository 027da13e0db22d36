import { parseId } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webBn } from '~/copy/bn';
import {
  type RecordingInitial,
  readBatch,
  readBatchProgress,
  readEnrolledRecording,
  readModuleLessons,
} from '~/lib/learner-reads';
import { recordingPath } from '~/lib/learning';
import { pageMetadata } from '~/lib/page-metadata';
import { getFreeRecording } from '~/lib/queries';
import { serverLearnerRead } from '~/lib/server-learner';
import styles from '~/styles/page.module.css';
import { RecordingLoader } from './recording-loader';

type Recording = V3Schemas['Recording'];

interface RecordingPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function ids({ params, searchParams }: RecordingPageProps) {
  const [{ id }, { batch }] = await Promise.all([params, searchParams]);
  return { recordingId: parseId(id), batchId: parseId(batch) };
}

/**
 * A free recording is a public page (indexable, titled by its lesson); an enrolled learner's copy
 * (`?batch=`) is useful only signed in, so it is kept out of search engines.
 */
export async function generateMetadata(props: RecordingPageProps): Promise<Metadata> {
  const { recordingId, batchId } = await ids(props);
  if (recordingId === null) return pageMetadata({ title: webBn.recording.metaTitle });
  if (batchId !== null) {
    return {
      ...pageMetadata({ title: webBn.recording.metaTitle, path: recordingPath(recordingId) }),
      robots: { index: false, follow: false },
    };
  }
  const free = await getFreeRecording(recordingId);
  return pageMetadata({
    title: free.ok ? free.data.title : webBn.recording.metaTitle,
    description: webBn.recording.metaDescription,
    path: recordingPath(recordingId),
  });
}

/**
 * The enrolled copy's reads with the learner's access token, never cached: the recording, its batch and
 * the learner's progress through it (the player is drawn resuming where they stopped) in parallel, then its
 * module's lessons. A failed read is handed over as such (the view shows it);
 * undefined when the server had no live token: the view then reads everything in the browser.
 */
async function readEnrolled(recordingId: number, batchId: number): Promise<RecordingInitial | undefined> {
  const [recording, batch, progress] = await Promise.all([
    serverLearnerRead((api) => readEnrolledRecording(api, recordingId, batchId)),
    serverLearnerRead((api) => readBatch(api, batchId)),
    serverLearnerRead((api) => readBatchProgress(api, batchId)),
  ]);
  if (!recording) return undefined;
  if (!recording.ok) return { recording, batch, lessons: null, progress };
  const moduleId = recording.data.module_id;
  const lessons = await serverLearnerRead((api) => readModuleLessons(api, moduleId));
  return { recording, batch, lessons, progress };
}

/**
 * /recording/{id}: the player, the lesson's PDFs and its module's lessons. One code path for both kinds:
 * the browser reads the rest (RecordingView). The enrolled copy (`?batch=`) is read here with the
 * learner's token when the request carries a live one (`readEnrolled`), so its first paint holds the
 * lesson; else the browser reads it. A free id the api does not know (or that is not free) is a 404 page.
 */
export default async function RecordingPage(props: RecordingPageProps) {
  const { recordingId, batchId } = await ids(props);
  if (recordingId === null) notFound();
  // The free recording the server has read already (metadata, 404) is handed over, not read again.
  let free: Recording | null = null;
  let initial: RecordingInitial | undefined;
  if (batchId === null) {
    const read = await getFreeRecording(recordingId);
    if (!read.ok && read.status === 404) notFound();
    free = read.ok ? read.data : null;
  } else {
    initial = await readEnrolled(recordingId, batchId);
  }
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <RecordingLoader recordingId={recordingId} batchId={batchId} free={free} initial={initial} />
    </div>
  );
}
