'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { practiceBn } from '~/copy/practice';
import type { RecordedTake, Recording } from '~/lib/practice-recorder';

/** The microphone's part of the page: nothing, asking for it, recording an ayah; or why it cannot. */
export type RecordingPhase = 'idle' | 'asking' | 'recording' | 'denied' | 'unsupported';

export interface AyahRecording {
  phase: RecordingPhase;
  /** The ayah being asked for or recorded. */
  ayah: number | null;
  level: number;
  elapsedMs: number;
  /** A failure to start (no microphone, busy), or an empty take, in Bengali. */
  error: string | null;
  /** Said once after a take: it reached the minute. */
  notice: string | null;
  start(ayah: number): void;
  stop(): void;
  clearMessages(): void;
}

/** The meter and clock redraw at most this often (a cheap phone's frames go to the recorder first). */
const REDRAW_MS = 66;

/**
 * Records one ayah at a time. `~/lib/practice-recorder` (MediaRecorder, the AnalyserNode meter) is
 * loaded with `import()` on the first press of "record"; `onTake` receives each finished take. On
 * leaving the page a take under way is thrown away and the microphone let go.
 */
export function useAyahRecording(onTake: (ayah: number, take: RecordedTake) => void): AyahRecording {
  const [phase, setPhase] = useState<RecordingPhase>('idle');
  const [ayah, setAyah] = useState<number | null>(null);
  const [meter, setMeter] = useState({ level: 0, elapsedMs: 0 });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const recording = useRef<Recording | null>(null);
  const starting = useRef(false);
  const onTakeRef = useRef(onTake);
  onTakeRef.current = onTake;

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recording.current?.cancel();
      recording.current = null;
    };
  }, []);

  // A browser that cannot record says so before the first press (no chunk needed to tell).
  useEffect(() => {
    const canRecord =
      typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
    if (!canRecord) setPhase('unsupported');
  }, []);

  const start = useCallback((number: number) => {
    if (starting.current || recording.current) return;
    starting.current = true;
    setAyah(number);
    setPhase('asking');
    setError(null);
    setNotice(null);
    setMeter({ level: 0, elapsedMs: 0 });
    void (async () => {
      const recorder = await import('~/lib/practice-recorder');
      let lastDraw = 0;
      let rec: Recording;
      try {
        rec = await recorder.startRecording({
          onFrame: (level, elapsedMs) => {
            const now = performance.now();
            if (now - lastDraw < REDRAW_MS) return;
            lastDraw = now;
            setMeter({ level, elapsedMs });
          },
        });
      } catch (failure) {
        const kind = recorder.recorderFailureKind(failure);
        if (kind === 'denied' || kind === 'unsupported') setPhase(kind);
        else {
          setPhase('idle');
          setError(kind === 'no-microphone' ? practiceBn.noMicrophone : practiceBn.recorderFailed);
        }
        return;
      } finally {
        starting.current = false;
      }
      // The page was left while the browser asked for the microphone: let go of it at once.
      if (!mounted.current) {
        rec.cancel();
        return;
      }
      recording.current = rec;
      setPhase('recording');
      try {
        const take = await rec.done;
        if (take.blob.size === 0) {
          setError(practiceBn.emptyTake);
        } else {
          if (take.reachedMax) setNotice(practiceBn.maxReached);
          onTakeRef.current(number, take);
        }
      } catch {
        // cancelled (the page was left) or the recorder failed: nothing to keep
        if (recording.current === rec) setError(practiceBn.recorderFailed);
      } finally {
        if (recording.current === rec) {
          recording.current = null;
          setPhase('idle');
          setMeter({ level: 0, elapsedMs: 0 });
        }
      }
    })().catch(() => {
      // the recorder's chunk did not load (offline before it was ever fetched)
      starting.current = false;
      setPhase('idle');
      setError(practiceBn.recorderNotLoaded);
    });
  }, []);

  const stop = useCallback(() => recording.current?.stop(), []);
  const clearMessages = useCallback(() => {
    setError(null);
    setNotice(null);
  }, []);

  return {
    phase,
    ayah,
    level: meter.level,
    elapsedMs: meter.elapsedMs,
    error,
    notice,
    start,
    stop,
    clearMessages,
  };
}
