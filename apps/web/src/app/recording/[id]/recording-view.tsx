'use client';

import { formatDuration, type KeptLesson } from '@tilawat/domain';
import { expectData, type Tilawat, unwrap, type V3Schemas } from '@tilawat/sdk';
import { EmptyState, FreeBadge, LessonList, Skeleton } from '@tilawat/ui';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useBrowserClient } from '~/app/providers';
import { LessonPlayer } from '~/components/lesson-player';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import { reportOnce } from '~/lib/activity';
import { coursePath } from '~/lib/course-mapping';
import {
  type RecordingInitial,
  readBatch,
  readEnrolledRecording,
  readModuleLessons,
} from '~/lib/learner-reads';
import {
  batchPath,
  enrolledLessons,
  findSyllabusModule,
  freeLessons,
  type LessonItem,
  recordingPath,
} from '~/lib/learning';
import { type ApiRead, mapLoaded, useRead, withClient } from '~/lib/reads/use-read';
import { useRecordingProgress } from '~/lib/recording-progress';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import { keptFileUrl } from '~/sw/offline-rules';
import { LessonOfflineFrame } from './lesson-offline-frame';
import { LessonResources, warmKeptNotes } from './lesson-resources';
import styles from './recording.module.css';

/** Downloading the lesson for offline play (issue 39): IndexedDB, Cache Storage, loaded after hydration. */
const LessonOffline = dynamic(() => import('./lesson-offline').then((m) => m.LessonOffline), {
  ssr: false,
  loading: () => <LessonOfflineFrame />,
});
const copy = webBn.recording;

type Recording = V3Schemas['Recording'];

type BatchDetail = V3Schemas['BatchDetail'];

export interface RecordingViewProps {
  recordingId: number;
  /** The enrolled learner's batch (`?batch=`); null for the public free recording. */
  batchId: number | null;
  /** The free recording as the server read it (null when it could not, or for an enrolled copy): not read again. */
  free?: Recording | null;
  /** The enrolled copy's reads made on the server with the learner's token: drawn at once, not read again. */
  initial?: RecordingInitial;
}

/**
 * One recording: the player (locked when `playback_url` is null), its length, its PDFs by title and the
 * lessons of its module. Enrolled (`batchId`): `GET /recording/{id}?batch=` and the module's recordings,
 * signed in. Free: `GET /recording/free/{id}`, then its batch (course and modules) and the course's
 * syllabus, whose free lessons link to their pages and the rest are locked.
 */
export function RecordingView({ recordingId, batchId, free = null, initial }: RecordingViewProps) {
  const enrolled = batchId !== null;
  const learner = useLearner(recordingPath(recordingId, batchId), { required: enrolled });
  const browser = useBrowserClient();
  const client = enrolled ? (learner.status === 'signed-in' ? learner.client : null) : browser;

  const read = useRead(
    `recording:${recordingId}:${batchId}`,
    withClient(
      client,
      free
        ? null
        : (api) =>
            batchId !== null
              ? readEnrolledRecording(api, recordingId, batchId)
              : unwrap(api.v3.GET('/recording/free/{id}', { params: { path: { id: recordingId } } })),
    ),
    initial?.recording,
  );
  const recording: ApiRead<Recording> = free ? { status: 'ready', data: free, retry: read.retry } : read;
  const current = recording.status === 'ready' ? recording.data : null;

  const ownerId = batchId ?? current?.batch_id ?? null;
  const batch = useRead(
    `batch:${ownerId}`,
    withClient(client, ownerId === null ? null : (api) => readBatch(api, ownerId)),
    initial?.batch,
  );
  const owner = batch.status === 'ready' ? batch.data : null;

  // Enrolled: where the learner stopped, their speed, and which lessons they have watched.
  const progress = useRecordingProgress(
    client,
    enrolled ? { recording: recordingId, batch: batchId } : null,
    learner.status === 'signed-in' ? learner.user.id : null,
    initial?.progress,
  );
  // The player waits for the progress read (it resumes in place); a failed read starts from the beginning.
  const progressSettled = !enrolled || progress.read.status !== 'loading';

  // A copy of this lesson kept on the device (issue 39): played and opened from there, online or not.
  const [kept, setKept] = useState<KeptLesson | null>(null);

  const lessons = useRead(
    // The enrolled list needs only the recording; the public one waits for the batch's course.
    enrolled
      ? `lessons:${current?.module_id}:batch-${batchId}`
      : `lessons:${current?.module_id}:course-${owner?.course.id}`,
    withClient(
      client,
      current && (enrolled || owner) ? (api) => readLessons(api, current, batchId, owner) : null,
    ),
    mapLoaded(initial?.lessons, (lessons) => ({ recordings: lessons.items })),
  );

  // Until the tab's session is loaded the server's reading stands for the learner; signed out → /login.
  if (enrolled && (learner.status === 'signed-out' || (learner.status === 'loading' && !initial))) {
    return <PagePlaceholder minHeight="40rem" />;
  }

  const moduleTitle = current && owner?.modules.find((m) => m.id === current.module_id)?.title;

  return (
    <>
      <p className={styles.back}>
        {batchId !== null ? (
          <a href={batchPath(batchId)} className={page.textLink}>
            {copy.backToBatch}
          </a>
        ) : (
          <a href={owner ? coursePath(owner.course) : '/al-quran-course'} className={page.textLink}>
            {copy.backToCourse}
          </a>
        )}
      </p>
      <ReadView state={recording} headingLevel={2} loading={<PagePlaceholder minHeight="36rem" lines={2} />}>
        {(data) => (
          <article aria-labelledby="recording-title">
            <p className={styles.context}>
              {owner ? owner.course.title : null}
              {owner && moduleTitle ? ' · ' : null}
              {moduleTitle ?? null}
            </p>
            <h1 id="recording-title" className={styles.title}>
              {data.title}
            </h1>
            <p className={styles.meta}>
              {copy.duration(formatDuration(data.duration_seconds))}
              {data.free ? <FreeBadge>{copy.free}</FreeBadge> : null}
            </p>
            {/* Pending until the learner's position is known (it resumes where they stopped): the frame and
                control bar keep their place, so nothing below moves. With the server's progress read it is
                the player itself in the first HTML; this device's unsent position, known once the tab's
                session is loaded, moves it before it plays. */}
            <LessonPlayer
              pending={!progressSettled}
              src={kept ? keptFileUrl(data.id, 'index.m3u8') : data.playback_url}
              startAt={enrolled ? progress.resumeAt(data.id) : 0}
              progressInterval={5}
              playbackRate={enrolled ? progress.rate : undefined}
              onPlaybackRateChange={enrolled ? progress.changeRate : undefined}
              title={data.title}
              poster={data.thumbnail}
              className={styles.player}
              onProgress={
                batchId !== null && client
                  ? (report) => {
                      reportOnce(client.api, `play:${data.id}`, {
                        event_name: 'content_play',
                        kind: 'content',
                        item: data.id,
                        event_data: { batch_id: batchId },
                      });
                      progress.report(report.position, report.leaving);
                    }
                  : undefined
              }
              // one who may watch it (enrolled, or a free lesson) and has no address: the video is not made yet
              lockedMessage={enrolled || data.free ? copy.videoComing : undefined}
              lockedAction={
                enrolled || data.free ? undefined : (
                  <a
                    href={owner ? coursePath(owner.course) : '/al-quran-course'}
                    className={page.primaryLink}
                  >
                    {copy.enroll}
                  </a>
                )
              }
            />

            {kept ? <p className={styles.note}>{copy.playingKept}</p> : null}
            {batchId !== null && enrolled && learner.status === 'loading' && data.playback_url ? (
              // its place kept while the tab's session loads (the server drew the page for this learner)
              <LessonOfflineFrame />
            ) : null}
            {batchId !== null && learner.status === 'signed-in' && data.playback_url ? (
              <LessonOffline
                recording={data.id}
                batch={batchId}
                userId={learner.user.id}
                api={learner.client.api}
                onPlayable={setKept}
                warm={warmKeptNotes}
              />
            ) : null}

            <LessonResources
              recording={data.id}
              resources={data.resources}
              kept={
                kept && batchId !== null && learner.status === 'signed-in'
                  ? { batch: batchId, userId: learner.user.id, api: learner.client.api }
                  : null
              }
            />

            <section className={styles.block} aria-labelledby="lessons-title">
              <h2 id="lessons-title" className={styles.blockTitle}>
                {copy.lessonsTitle}
              </h2>
              <ReadView state={lessons} loading={<Skeleton variant="block" height="12rem" />}>
                {(read) => (
                  <Lessons
                    items={
                      // An enrolled learner's lessons carry their watched mark as it stands now.
                      'recordings' in read && batchId !== null
                        ? enrolledLessons(read.recordings, batchId, data.id, progress.watched)
                        : 'items' in read
                          ? read.items
                          : []
                    }
                    label={moduleTitle ?? copy.lessonsTitle}
                    owner={enrolled ? null : owner}
                  />
                )}
              </ReadView>
            </section>
          </article>
        )}
      </ReadView>
    </>
  );
}

/**
 * The module's lessons: the enrolled learner's recordings (drawn with their watched marks), or what the
 * course's syllabus shows the public.
 */
async function readLessons(
  api: Tilawat,
  current: Recording,
  batchId: number | null,
  owner: BatchDetail | null,
): Promise<{ recordings: Recording[] } | { items: LessonItem[] }> {
  if (batchId !== null) {
    const page = await readModuleLessons(api, current.module_id);
    return { recordings: page.items };
  }
  if (!owner) return { items: [] };
  const course = await expectData(api.v2.GET('/course/{id}', { params: { path: { id: owner.course.id } } }));
  return {
    items: freeLessons(findSyllabusModule(course.syllabus, owner.modules, current.module_id), current),
  };
}

function Lessons({ items, label, owner }: { items: LessonItem[]; label: string; owner: BatchDetail | null }) {
  if (items.length === 0)
    return <EmptyState headingLevel={3} description={webBn.dashboard.batch.lessonsEmpty} />;
  const someLocked = items.some((item) => item.href === null);
  return (
    <>
      <LessonList lessons={items} label={label} />
      {owner && someLocked ? (
        <p className={styles.note}>
          {copy.lessonsLocked}{' '}
          <a href={coursePath(owner.course)} className={page.textLink}>
            {copy.enroll}
          </a>
        </p>
      ) : null}
    </>
  );
}
