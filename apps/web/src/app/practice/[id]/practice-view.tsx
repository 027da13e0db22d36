'use client';

import { formatDateTime, formatNumber, practiceStatuses } from '@tilawat/domain';
import { AyahRecorder, type AyahRecorderState, Button, MistakeSummary, UploadQueue } from '@tilawat/ui';
import { notFound } from 'next/navigation';
import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { QuranAttribution } from '~/components/quran-attribution';
import { ReadView } from '~/components/read-view';
import { practiceBn as copy } from '~/copy/practice';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { batchPath } from '~/lib/paths';
import {
  type MistakeSummary as Mistakes,
  type PracticeInitial,
  readMistakes,
  readPractice,
  submitPractice,
} from '~/lib/practice-reads';
import {
  type AyahStatus,
  type AyahTone,
  ayahStatuses,
  CONVERTING_POLL_MS,
  firstToRecord,
  isConverting,
  type LocalTake,
  type PracticeDetail,
  playableUrl,
  practicePath,
  queueItems,
  submitState,
  takeNotNeeded,
  wasReviewed,
} from '~/lib/practice-state';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './practice.module.css';
import { MarkedAyahs, ReviewSummary } from './practice-review';
import { type AyahRecording, useAyahRecording } from './use-ayah-recording';
import { type PracticeQueueHandle, usePracticeQueue } from './use-practice-queue';

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

/** Whether this browser plays Opus in WebM (the smaller file); decided after hydration (the server cannot know). */
function usePlaysWebm(): boolean {
  const [plays, setPlays] = useState(false);
  useEffect(() => {
    setPlays(document.createElement('audio').canPlayType('audio/webm; codecs="opus"') !== '');
  }, []);
  return plays;
}

/** An object URL of a take while it is shown, revoked when it changes or the page goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl({ blob, url: made });
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return blob && url?.blob === blob ? url.url : null;
}

/**
 * The recorder's and the queue's code (a few kB, no tus) fetched once the page is idle while ayahs are
 * open for recording: a learner whose connection drops before the first "record" can still record and
 * keep takes. Still no page's first-load JavaScript; tus-js-client waits for the first upload.
 */
function usePrefetchRecorder(enabled: boolean) {
  useEffect(() => {
    if (!enabled || !navigator.onLine) return;
    const fetchChunks = () => {
      void Promise.all([
        import('~/lib/practice-recorder'),
        import('~/lib/practice-queue'),
        import('~/lib/practice-store'),
      ]).catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetchChunks, { timeout: 5_000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(fetchChunks, 2_000);
    return () => clearTimeout(handle);
  }, [enabled]);
}

/** Asks before the tab closes while a take is being recorded, or while takes this device cannot keep are unsent. */
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

  // Read again once every take is sent (the server's recordings then show), quietly: the page stays.
  const refresh = useCallback(async () => {
    if (!client) return;
    const loaded = await load(() => readPractice(client.api, practiceId));
    if (loaded.ok) setPractice(loaded.data);
  }, [client, practiceId]);

  // A recording (or a teacher's correction) still converting on the server: read again every few
  // seconds until it plays, so "listen back" works once the take has left the device.
  const converting = isConverting(practice);
  useEffect(() => {
    if (!converting || !client) return;
    const timer = setInterval(() => void refresh(), CONVERTING_POLL_MS);
    return () => clearInterval(timer);
  }, [converting, client, refresh]);

  const queue = usePracticeQueue({
    assignmentId: practiceId,
    session: client?.api ?? null,
    notNeeded: (take) => takeNotNeeded(practiceRef.current, take),
    onAllSent: () => void refresh(),
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

/** The picker's mark for each state (its words are the button's description). */
const toneMark: Record<AyahTone, string> = {
  todo: '',
  rerecord: '↻',
  recorded: '●',
  waiting: '◷',
  uploading: '↑',
  sent: '✓',
  failed: '!',
  correct: '✓',
};

function RecordSection({
  practiceId,
  practice,
  client,
  mode,
  statuses,
  allStatuses,
  queue,
  fresh,
  recording,
  headingRef,
  onPractice,
  onRefresh,
}: {
  practiceId: number;
  practice: PracticeDetail;
  client: BrowserClient | null;
  mode: 'record' | 'rerecord' | 'locked';
  /** The ayahs the recorder steps through. */
  statuses: AyahStatus[];
  allStatuses: AyahStatus[];
  queue: PracticeQueueHandle;
  /** The last take, until the queue shows it (or why it could not keep it). */
  fresh: { ayah: number; blob: Blob; error: string | null } | null;
  recording: AyahRecording;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPractice: (practice: PracticeDetail) => void;
  onRefresh: () => Promise<void>;
}) {
  const id = useId();
  const playsWebm = usePlaysWebm();
  const [chosen, setChosen] = useState<number | null>(null);
  const steps = statuses.map((s) => s.number);
  const current =
    chosen !== null && steps.includes(chosen) ? chosen : (firstToRecord(statuses) ?? steps[0] ?? null);
  // Pinned once shown: the ayah on screen changes only when the learner moves, never because a take
  // was just sent (the first ayah left to record would otherwise jump ahead under their finger).
  useEffect(() => {
    if (current !== null && current !== chosen) setChosen(current);
  }, [current, chosen]);
  const index = current === null ? -1 : steps.indexOf(current);
  const status = statuses[index];
  const ayah = practice.ayahs.find((a) => a.number === current);
  const queued = current === null ? undefined : queue.snapshot.takes.get(current);
  const latest = fresh?.ayah === current ? fresh : null;
  // The queue's take, or the one just recorded while the queue is still taking it.
  const take = latest && latest.blob !== queued?.blob ? latest : queued;
  const takeUrl = useObjectUrl(take?.blob ?? null);

  const busy = recording.phase === 'asking' || recording.phase === 'recording';
  usePrefetchRecorder(mode !== 'locked');
  const go = (number: number) => {
    setChosen(number);
    recording.clearMessages();
  };

  // What the recorder shows for this ayah.
  const serverTake =
    ayah?.recording && !ayah.rerecord && ayah.recording.audio.status !== 'failed' ? ayah.recording : null;
  const mine = recording.ayah === current;
  let state: AyahRecorderState = 'idle';
  if (recording.phase === 'denied' || recording.phase === 'unsupported') state = recording.phase;
  else if (mine && (recording.phase === 'asking' || recording.phase === 'recording')) state = recording.phase;
  else if (take || serverTake) state = 'recorded';
  const locked =
    mode === 'locked' ? copy.lockedSubmitted : status && !status.open ? copy.lockedCorrect : null;

  // Sending the practice.
  const submit = submitState(practice, allStatuses);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const submittedNote = useRef<HTMLParagraphElement>(null);
  const [justSent, setJustSent] = useState(false);
  useEffect(() => {
    if (justSent) submittedNote.current?.focus();
  }, [justSent]);

  const send = async () => {
    if (!client || submit.kind !== 'ready') return;
    setSending(true);
    setSendError(null);
    const loaded = await load(() => submitPractice(client.api, practiceId));
    setSending(false);
    if (loaded.ok) {
      queue.forgetSent();
      onPractice(loaded.data);
      setJustSent(true);
    } else {
      setSendError(failureMessage(loaded));
      // Already waiting for the teacher, or an ayah missing after all: show the server's view.
      if (loaded.status === 409) void onRefresh();
    }
  };

  const hint =
    submit.kind === 'ready'
      ? copy.submitReady
      : submit.kind === 'incomplete'
        ? submit.pending
          ? copy.submitPending
          : copy.submitLeft(submit.left)
        : null;

  if (!ayah || current === null) return null;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={page.title}>
        {mode === 'rerecord' ? copy.rerecordTitle : copy.recordTitle}
      </h2>
      {mode !== 'locked' ? <p className={styles.hint}>{copy.recordHint}</p> : null}
      {!queue.snapshot.kept ? (
        <p className={styles.warning} role="alert">
          {copy.notKept}
        </p>
      ) : null}

      <nav aria-label={copy.pickerLabel} className={styles.picker}>
        <ol className={styles.pickerList}>
          {statuses.map((s) => (
            <li key={s.number}>
              <button
                type="button"
                className={styles.chip}
                data-tone={s.tone}
                aria-label={copy.ayahName(s.number)}
                aria-describedby={`${id}-state-${s.number}`}
                aria-current={s.number === current ? 'step' : undefined}
                disabled={busy && s.number !== current}
                onClick={() => go(s.number)}
              >
                <span aria-hidden="true">{formatNumber(s.number)}</span>
                {toneMark[s.tone] ? (
                  <span className={styles.chipMark} aria-hidden="true">
                    {toneMark[s.tone]}
                  </span>
                ) : null}
              </button>
              <span id={`${id}-state-${s.number}`} className={styles.hidden}>
                {s.label}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      {steps.length > 1 ? <p className={styles.position}>{copy.position(index, steps.length)}</p> : null}

      <AyahRecorder
        ayah={{ number: ayah.number, text: ayah.text }}
        state={state}
        level={mine ? recording.level : 0}
        elapsedMs={mine ? recording.elapsedMs : 0}
        takeUrl={takeUrl ?? playableUrl(serverTake?.audio, playsWebm)}
        onStart={() => {
          queue.prepare();
          recording.start(ayah.number);
        }}
        onStop={recording.stop}
        onRerecord={() => {
          queue.prepare();
          recording.start(ayah.number);
        }}
        locked={locked}
        error={
          (mine ? recording.error : null) ??
          latest?.error ??
          (status?.tone === 'failed' && !busy ? status.error : null)
        }
        headingLevel={3}
      />
      <p className={styles.notice} role="status">
        {mine && recording.notice ? recording.notice : null}
      </p>
      {mode === 'rerecord' && ayah.marks.length > 0 ? (
        <p className={styles.hint}>
          <a href={`#ayah-${ayah.number}`} className={page.textLink}>
            {copy.seeMarks(ayah.marks.length)}
          </a>
        </p>
      ) : null}

      <div className={styles.steps}>
        <Button
          variant="secondary"
          disabled={index <= 0 || busy}
          onClick={() => go(steps[index - 1] ?? current)}
        >
          {copy.previous}
        </Button>
        <Button
          variant="secondary"
          disabled={index >= steps.length - 1 || busy}
          onClick={() => go(steps[index + 1] ?? current)}
        >
          {copy.next}
        </Button>
      </div>

      <UploadQueue
        className={styles.queue}
        items={queueItems(mode === 'locked' ? allStatuses : statuses)}
        online={queue.snapshot.online}
        onRetry={queue.retry}
      />

      {mode === 'locked' ? (
        <p ref={submittedNote} tabIndex={-1} className={styles.done} role="status">
          {copy.submitted}
        </p>
      ) : practice.exam ? (
        // An exam's recitation question: it goes to the teacher with the attempt, never on its own.
        <div className={styles.submit}>
          <p className={styles.hint}>{copy.examNote(practice.exam.title)}</p>
          <a href={`/exam/${practice.exam.id}`} className={page.primaryLink}>
            {copy.backToExam}
          </a>
        </div>
      ) : (
        <div className={styles.submit}>
          <Button
            size="lg"
            fullWidth
            disabled={submit.kind !== 'ready' || !client}
            loading={sending}
            aria-describedby={hint ? `${id}-submit-hint` : undefined}
            onClick={() => void send()}
          >
            {copy.submit}
          </Button>
          {hint ? (
            <p id={`${id}-submit-hint`} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          <div role="alert">{sendError ? <p className={styles.alert}>{sendError}</p> : null}</div>
        </div>
      )}
    </section>
  );
}
