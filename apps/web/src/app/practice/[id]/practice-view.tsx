'use client';

import { formatDateTime, practiceStatuses } from '@tilawat/domain';
import { MistakeSummary } from '@tilawat/ui';
import { notFound } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { QuranAttribution } from '~/components/quran-attribution';
import { ReadView } from '~/components/read-view';
import { practiceBn as copy } from '~/copy/practice';
import type { BrowserClient } from '~/lib/browser-client';
import { batchPath } from '~/lib/paths';
import {
  type MistakeSummary as Mistakes,
  type PracticeInitial,
  readMistakes,
  readPractice,
} from '~/lib/practice-reads';
import {
  ayahStatuses,
  CONVERTING_POLL_MS,
  isConverting,
  type LocalTake,
  type PracticeDetail,
  practicePath,
  takeNotNeeded,
  wasReviewed,
} from '~/lib/practice-state';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './practice.module.css';
import { MarkedAyahs, ReviewSummary } from './practice-review';
import { RecordSection } from './record-section';
import { useAyahRecording } from './use-ayah-recording';
import { usePracticeQueue } from './use-practice-queue';

/**
 * /practice/{id} (issue 20): the assignment, then one ayah at a time with the kit's AyahRecorder
 * (previous / next, a picker with each ayah's state), the kit's UploadQueue, "send to the teacher";
 * after a review the score, the marked words, "re-record only the marked ayahs" and the learner's
 * most frequent mistakes. Signed out → /login (useLearner); another learner's practice → not found.
 */
export function PracticeView({ practiceId, initial }: { practiceId: number; initial?: PracticeInitial }) {
  const learner = useLearner(practicePath(practiceId));
  const client = learner.status === 'signed-in' ? learner.client : null;
  const practice = useRead(
    `practice:${practiceId}`,
    withClient(client, (api) => readPractice(api, practiceId)),
    initial?.practice,
  );
  const mistakes = useRead('practice-mistakes', withClient(client, readMistakes), initial?.mistakes);

  if (practice.status === 'error' && practice.failure.status === 404) notFound();

  return (
    <ReadView state={practice} headingLevel={2} loading={<PagePlaceholder minHeight="40rem" />}>
      {(data) => (
        <PracticeScreen
          practiceId={practiceId}
          client={client}
          first={data}
          mistakes={mistakes.status === 'ready' ? mistakes.data : null}
        />
      )}
    </ReadView>
  );
}

function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** The page once the practice is known (exported for its server-render test). */
export function PracticeScreen({
  practiceId,
  client,
  first,
  mistakes,
}: {
  practiceId: number;
  client: BrowserClient | null;
  first: PracticeDetail;
  mistakes: Mistakes | null;
}) {
  const [practice, setPractice] = useState(first);
  useEffect(() => setPractice(first), [first]);
  const practiceRef = useRef(practice);
  practiceRef.current = practice;

  // Read again, quietly (the page stays; a failed read is asked again at the next tick): once every
  // take is sent (the server's recordings then show), and every few seconds while a recording (or a
  // teacher's correction) is still converting on the server, so "listen back" works once the take has
  // left the device. One read of the cache, polled while it is needed.
  const converting = isConverting(practice);
  const [syncing, setSyncing] = useState(false);
  const sync = useRead(
    `practice-sync:${practiceId}`,
    client && (converting || syncing) ? () => readPractice(client.api, practiceId) : null,
    undefined,
    { pollingInterval: CONVERTING_POLL_MS },
  );
  const synced = sync.status === 'ready' ? sync.data : null;
  useEffect(() => {
    if (!synced) return;
    setPractice(synced);
    setSyncing(false);
  }, [synced]);
  const refresh = useCallback(() => setSyncing(true), []);

  const queue = usePracticeQueue({
    assignmentId: practiceId,
    session: client?.api ?? null,
    notNeeded: (take) => takeNotNeeded(practiceRef.current, take),
    onAllSent: refresh,
  });
  // A finished take is shown at once, while the queue (loaded on first use) keeps it on the device.
  const [fresh, setFresh] = useState<{ ayah: number; blob: Blob; error: string | null } | null>(null);
  const recording = useAyahRecording((ayah, take) => {
    setFresh({ ayah, blob: take.blob, error: null });
    queue.add(ayah, take).catch(() => {
      setFresh((was) => (was?.blob === take.blob ? { ...was, error: copy.notSaved } : was));
    });
  });

  const takes = queue.snapshot.takes;
  const local = useMemo(
    () =>
      new Map<number, LocalTake>(
        [...takes].map(([ayah, t]) => [ayah, { state: t.state, progress: t.progress, failure: t.failure }]),
      ),
    [takes],
  );
  const statuses = useMemo(() => ayahStatuses(practice, local), [practice, local]);
  const reviewed = wasReviewed(practice);
  const open = statuses.filter((s) => s.open);

  // After a review the recorder waits for "re-record only the marked ayahs" — unless re-recording
  // is under way already (a re-recording sent, or kept on this device).
  const [rerecording, setRerecording] = useState(() => practice.status === 'assigned' && reviewed);
  const keepsTakes = takes.size > 0;
  useEffect(() => {
    if (keepsTakes && reviewed) setRerecording(true);
  }, [keepsTakes, reviewed]);

  const mode: 'record' | 'rerecord' | 'locked' | null =
    practice.status === 'submitted'
      ? 'locked'
      : !reviewed
        ? 'record'
        : rerecording && open.length > 0
          ? 'rerecord'
          : null;

  const recorderHeading = useRef<HTMLHeadingElement>(null);
  const [focusRecorder, setFocusRecorder] = useState(false);
  useEffect(() => {
    if (!focusRecorder) return;
    setFocusRecorder(false);
    recorderHeading.current?.focus();
    recorderHeading.current?.scrollIntoView({ block: 'start' });
  }, [focusRecorder]);

  const startRerecording = () => {
    setRerecording(true);
    setFocusRecorder(true);
  };

  const uploading = [...takes.values()].some((t) => t.state !== 'sent' && t.state !== 'failed');
  useLeaveWarning(recording.phase === 'recording' || (!queue.snapshot.kept && uploading));

  return (
    <article aria-labelledby="practice-title" className={styles.page}>
      <PracticeHeader practice={practice} />

      {reviewed ? (
        <ReviewSummary
          practice={practice}
          canRerecord={practice.status !== 'submitted' && mode !== 'rerecord'}
          onRerecord={startRerecording}
        />
      ) : null}

      {mode ? (
        <RecordSection
          practiceId={practiceId}
          practice={practice}
          client={client}
          mode={mode}
          statuses={mode === 'locked' ? statuses : open}
          allStatuses={statuses}
          queue={queue}
          fresh={fresh}
          recording={recording}
          headingRef={recorderHeading}
          onPractice={setPractice}
          onRefresh={refresh}
        />
      ) : null}

      {reviewed ? <MarkedAyahs practice={practice} onAudioExpired={refresh} /> : null}

      {/* The learner's most frequent mistakes over every review (its own heading, "যেসব ভুল বেশি হচ্ছে"). */}
      {mistakes ? <MistakeSummary summary={mistakes} headingLevel={2} /> : null}

      {/* The Quran text's licence asks for its attribution wherever it is shown (docs/licences.md). */}
      <QuranAttribution className={styles.attribution} />
    </article>
  );
}

/** The assignment: course and batch, the surah, the ayahs, the due date, where it stands, the teacher's focus. */
function PracticeHeader({ practice }: { practice: PracticeDetail }) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>
        <a href={batchPath(practice.batch_id)} className={page.textLink}>
          {practice.course_title} — {practice.batch_name}
        </a>
      </p>
      <h1 id="practice-title" className={page.pageTitle}>
        {copy.title(practice.surah_name)}
      </h1>
      <ul className={page.facts} aria-label={copy.factsLabel}>
        <li>{copy.ayahRange(practice.ayah_from, practice.ayah_to)}</li>
        {practice.due_at ? <li>{copy.due(formatDateTime(practice.due_at))}</li> : null}
        <li>
          <span className={styles.status} data-status={practice.status}>
            <span className={styles.hidden}>{copy.status}: </span>
            {practiceStatuses[practice.status].bn}
          </span>
        </li>
      </ul>
      {practice.focus ? (
        <div className={styles.focus}>
          <h2 className={styles.focusTitle}>{copy.focus}</h2>
          <p className={styles.focusText}>{practice.focus}</p>
        </div>
      ) : null}
    </header>
  );
}
