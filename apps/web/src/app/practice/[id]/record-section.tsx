'use client';

import { formatNumber } from '@tilawat/domain';
import { AyahRecorder, type AyahRecorderState, Button, UploadQueue } from '@tilawat/ui';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { practiceBn as copy } from '~/copy/practice';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { submitPractice } from '~/lib/practice-reads';
import {
  type AyahStatus,
  type AyahTone,
  firstToRecord,
  type PracticeDetail,
  playableUrl,
  queueItems,
  submitState,
} from '~/lib/practice-state';
import page from '~/styles/page.module.css';
import styles from './practice.module.css';
import type { AyahRecording } from './use-ayah-recording';
import type { PracticeQueueHandle } from './use-practice-queue';
import { useObjectUrl, usePlaysWebm, usePrefetchRecorder } from './use-recorder-media';

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

export function RecordSection({
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
  onRefresh: () => void;
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
      if (loaded.status === 409) onRefresh();
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
