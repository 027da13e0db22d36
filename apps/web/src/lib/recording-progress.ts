'use client';

import {
  flushUnsentNotesOpened,
  flushUnsentProgress,
  notesOutboxKey,
  type PlaybackRate,
  progressOutboxKey,
  progressReport,
  readUnsentProgress,
  sendProgress,
  toPlaybackRate,
} from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BatchProgress, useBatchProgressRead } from './batch-progress';
import type { BrowserClient } from './browser-client';
import type { ApiRead, Seed } from './reads/use-read';

type RecordingProgress = V3Schemas['RecordingProgress'];

/** The device's storage for reports that could not be sent, or null where there is none (a locked-down browser). */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface RecordingProgressState {
  /** The server's progress read (loading until it settles: the player waits for it, to resume in place). */
  read: ApiRead<BatchProgress>;
  /** Where to resume a recording: this device's unsent position when there is one, else the server's. */
  resumeAt: (recordingId: number) => number;
  /** Whether a recording is watched (past 90 %), as the server last said. */
  watched: (recordingId: number) => boolean;
  /** The speed the learner plays at (remembered on the server), 1 until the read settles. */
  rate: PlaybackRate;
  /** The learner chose a speed: remembered on the server at once (with the last known position). */
  changeRate: (rate: PlaybackRate) => void;
  /** The player reports where it is; `leaving`: the page is closing (the report outlives it). */
  report: (position: number, leaving?: boolean) => void;
}

/**
 * The enrolled player's progress (issue 22): reads where the learner stopped in every recording of the
 * batch and the speed they chose; reports the position while playing, on pause and on leaving
 * (`POST /recording/progress`); a report that cannot be sent waits on this device and is sent when a
 * learning page opens again or the connection comes back (domain's progress outbox). `initial`: the
 * page's server-side progress read, so the server draws the player resuming in place.
 */
export function useRecordingProgress(
  client: BrowserClient | null,
  lesson: { recording: number; batch: number } | null,
  userId: string | null,
  initial?: Seed<BatchProgress>,
): RecordingProgressState {
  const read = useBatchProgressRead(client, lesson?.batch ?? null, initial);
  const [answers, setAnswers] = useState<ReadonlyMap<number, RecordingProgress>>(new Map());
  const [chosenRate, setChosenRate] = useState<PlaybackRate | null>(null);
  const api = client?.api ?? null;
  const outbox = useMemo(() => {
    const storage = deviceStorage();
    return storage && userId ? { storage, key: progressOutboxKey(userId) } : null;
  }, [userId]);

  // What this device could not send before goes now, and again whenever the connection comes back: the
  // positions, and the PDFs opened from a downloaded lesson (issue 39), through domain's device outbox.
  useEffect(() => {
    if (!api || !outbox) return;
    const notes = userId ? { storage: outbox.storage, key: notesOutboxKey(userId) } : null;
    const flush = () => {
      void flushUnsentProgress(api, outbox);
      if (notes) void flushUnsentNotesOpened(api, notes);
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [api, outbox, userId]);

  const rate = chosenRate ?? (read.status === 'ready' ? toPlaybackRate(read.data.playback_rate) : 1);
  const rateRef = useRef(rate);
  rateRef.current = rate;
  const lessonRef = useRef(lesson);
  lessonRef.current = lesson;
  // The position last reported (null: none yet, the resume point stands for it).
  const lastPosition = useRef<number | null>(null);

  const send = useCallback(
    (position: number, options: { leaving?: boolean; rate?: PlaybackRate } = {}) => {
      const current = lessonRef.current;
      if (!api || !current) return;
      lastPosition.current = position;
      const report = progressReport({ ...current, position, rate: options.rate ?? rateRef.current });
      void sendProgress(api, outbox, report, { keepalive: options.leaving === true }).then((sent) => {
        if (sent.status === 'sent')
          setAnswers((previous) => new Map(previous).set(sent.progress.recording, sent.progress));
      });
    },
    [api, outbox],
  );

  const serverProgress = (recordingId: number) =>
    answers.get(recordingId) ??
    (read.status === 'ready'
      ? read.data.recordings.find((item) => item.recording === recordingId)
      : undefined);

  const resumeAt = (recordingId: number) => {
    const unsent =
      outbox && lesson
        ? readUnsentProgress(outbox.storage, outbox.key).find(
            (item) => item.recording === recordingId && item.batch === lesson.batch,
          )
        : undefined;
    return unsent?.position_seconds ?? serverProgress(recordingId)?.position_seconds ?? 0;
  };

  return {
    read,
    resumeAt,
    watched: (recordingId) => serverProgress(recordingId)?.done ?? false,
    rate,
    changeRate: (next) => {
      setChosenRate(next);
      if (lesson) send(lastPosition.current ?? resumeAt(lesson.recording), { rate: next });
    },
    report: (position, leaving = false) => send(position, { leaving }),
  };
}
