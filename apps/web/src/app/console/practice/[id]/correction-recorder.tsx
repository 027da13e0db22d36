'use client';

import { formatClock } from '@tilawat/domain';
import type { Tilawat } from '@tilawat/sdk';
import { type AdminSchemas, uploadPracticeCorrection } from '@tilawat/sdk/admin';
import { Button } from '@tilawat/ui';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '~/components/form-error';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import type { Recording } from '~/lib/practice-recorder';
import styles from '../../console.module.css';

const copy = consoleBn.practice;
/** The api takes 3–10 s; the take stops by itself at 10. */
const MIN_MS = 3_000;
const MAX_MS = 10_000;

/**
 * A teacher's short voice correction for one mark: record 3–10 s (the learner's own recorder module,
 * loaded on the first press), listen back, send (`uploadPracticeCorrection`); the mark then carries it,
 * converting until it plays.
 */
export function CorrectionRecorder({
  api,
  mark,
  onSent,
}: {
  /** The tab's SDK client (its session sends the token and refreshes it). */
  api: Tilawat;
  mark: AdminSchemas['PracticeMark'];
  onSent: () => void;
}) {
  const [state, setState] = useState<'idle' | 'recording' | 'recorded' | 'sending'>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [take, setTake] = useState<{ blob: Blob; url: string; durationMs: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recording = useRef<Recording | null>(null);
  useEffect(
    () => () => {
      recording.current?.cancel();
      if (take) URL.revokeObjectURL(take.url);
    },
    [take],
  );
  const start = async () => {
    setError(null);
    const recorder = await import('~/lib/practice-recorder');
    try {
      const now = await recorder.startRecording(
        { onFrame: (_level, ms) => setElapsed(ms) },
        { maxMs: MAX_MS },
      );
      recording.current = now;
      setState('recording');
      const done = await now.done;
      recording.current = null;
      if (done.durationMs < MIN_MS) {
        setState('idle');
        setError(copy.correctionShort);
        return;
      }
      setTake({ blob: done.blob, url: URL.createObjectURL(done.blob), durationMs: done.durationMs });
      setState('recorded');
    } catch (failure) {
      recording.current = null;
      setState('idle');
      const kind = failure instanceof recorder.RecorderError ? failure.kind : 'failed';
      setError(kind === 'denied' ? copy.micDenied : copy.micUnsupported);
    }
  };
  const send = async () => {
    if (!take) return;
    setState('sending');
    const sent = await load(() => uploadPracticeCorrection(api, mark.id, take.blob));
    if (!sent.ok) {
      setState('recorded');
      setError(failureMessage(sent));
      return;
    }
    setTake(null);
    setState('idle');
    onSent();
  };
  return (
    <fieldset className={styles.card}>
      <legend>{copy.correctionTitle(mark.word_text)}</legend>
      {mark.correction?.status === 'ready' && state === 'idle' ? (
        // biome-ignore lint/a11y/useMediaCaption: the teacher's own recitation of the word shown above.
        <audio controls preload="none">
          {mark.correction.webm_url ? <source src={mark.correction.webm_url} type="audio/webm" /> : null}
          {mark.correction.mp4_url ? <source src={mark.correction.mp4_url} type="audio/mp4" /> : null}
        </audio>
      ) : null}
      {mark.correction?.status === 'processing' ? <p className={styles.muted}>{copy.processing}</p> : null}
      {state === 'recording' ? (
        <p aria-live="polite">{copy.correctionElapsed(formatClock(elapsed / 1000))}</p>
      ) : null}
      {take && state !== 'recording' ? (
        // biome-ignore lint/a11y/useMediaCaption: the teacher's own take, heard back before sending.
        <audio controls src={take.url} />
      ) : null}
      <div className={styles.actions}>
        {state === 'recording' ? (
          <Button onClick={() => recording.current?.stop()}>{copy.stopCorrection}</Button>
        ) : (
          <Button variant="secondary" disabled={state === 'sending'} onClick={() => void start()}>
            {copy.recordCorrection}
          </Button>
        )}
        {take ? (
          <Button loading={state === 'sending'} disabled={state === 'recording'} onClick={() => void send()}>
            {copy.sendCorrection}
          </Button>
        ) : null}
      </div>
      <FormError message={error} />
    </fieldset>
  );
}
