'use client';

import {
  type DownloadRendition,
  type KeptLesson,
  keptLessonBytes,
  type LessonDownload as LessonDownloadData,
  licenceValid,
  toApiFailure,
} from '@tilawat/domain';
import { type Tilawat, unwrap } from '@tilawat/sdk';
import { LessonDownload, type LessonDownloadPhase, preloadPdfJs } from '@tilawat/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DownloadRefused,
  downloadLesson,
  removeKeptLesson,
  renewKeptLessons,
} from '~/lib/kept-lessons/kept-lessons';
import { preloadHls } from '~/lib/use-hls-fallback';
import { PDF_WORKER } from './kept-notes';
import { LessonOfflineFrame } from './lesson-offline-frame';

export interface LessonOfflineProps {
  recording: number;
  batch: number;
  userId: string;
  api: Tilawat;
  /** The kept copy the page may play and open now (every file on the device, its licence running), or null. */
  onPlayable: (lesson: KeptLesson | null) => void;
  /**
   * Loads the page's own parts a kept copy needs offline (the viewer of a kept PDF), from where the page
   * loads them: a chunk is fetched, and kept by the service worker, under the same name it is asked by later.
   */
  warm: () => void;
}

/**
 * What an offline copy needs besides its own files, fetched while the learner is online so that the
 * service worker keeps them: hls.js (the kept copy plays through it), pdf.js and its worker.
 */
function warmOfflinePlayer(): void {
  void preloadHls().catch(() => undefined);
  void preloadPdfJs().catch(() => undefined);
  void fetch(PDF_WORKER).catch(() => undefined);
}

/** Whether the page may play a kept copy: all of it saved, its licence running, a worker to answer its files. */
const playable = (lesson: KeptLesson | null) =>
  lesson !== null &&
  lesson.state === 'ready' &&
  licenceValid(lesson) &&
  typeof navigator !== 'undefined' &&
  Boolean(navigator.serviceWorker?.controller);

/**
 * "ডাউনলোড করুন" under an enrolled lesson's player (issue 39): downloads the lesson (the smallest rendition,
 * or the one chosen when there are several) with its PDFs into this device, shows the bytes as they come,
 * pauses, resumes by itself when the connection returns (and when the page opens again part-way), and
 * removes it. A kept copy's licence is renewed when the page opens online, and the copy removed when the
 * api says the enrollment ended.
 */
export function LessonOffline({ recording, batch, userId, api, onPlayable, warm }: LessonOfflineProps) {
  const [lesson, setLesson] = useState<KeptLesson | null | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<LessonDownloadData | null>(null);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  const onPlayableRef = useRef(onPlayable);
  onPlayableRef.current = onPlayable;

  const show = useCallback((next: KeptLesson | null) => {
    setLesson(next);
    onPlayableRef.current(playable(next) ? next : null);
  }, []);

  // What this device holds of the lesson (renewed and pruned first, when online).
  useEffect(() => {
    let live = true;
    renewKeptLessons(navigator.onLine ? api : null, userId)
      .then((kept) => {
        if (live) show(kept.find((item) => item.recording === recording) ?? null);
      })
      .catch(() => {
        if (live) show(null);
      });
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [api, userId, recording, show]);

  const run = useCallback(
    async (rendition?: string, initial?: LessonDownloadData) => {
      if (abort.current && !abort.current.signal.aborted) return;
      warmOfflinePlayer();
      warm();
      // a learner who downloads wants it kept: ask the browser not to clear it when space runs short
      void navigator.storage?.persist?.().catch(() => false);
      const controller = new AbortController();
      abort.current = controller;
      setRunning(true);
      setError(null);
      try {
        await downloadLesson(
          api,
          { recording, batch, userId },
          {
            ...(rendition ? { rendition } : {}),
            ...(initial ? { initial } : {}),
            signal: controller.signal,
            onChange: show,
          },
        );
      } catch (failure) {
        setError(failure instanceof DownloadRefused ? failure.failure.msg : toApiFailure(failure).msg);
        if (failure instanceof DownloadRefused && failure.failure.status === 404) show(null);
      } finally {
        abort.current = null;
        setRunning(false);
        setOffer(null);
      }
    },
    [api, recording, batch, userId, show, warm],
  );

  // Part-way (the connection broke, or the page closed while it ran): go on when the connection returns.
  const unfinished = lesson !== undefined && lesson !== null && lesson.state !== 'ready';
  useEffect(() => {
    if (!unfinished || running) return;
    const resume = () => void run();
    if (navigator.onLine && lesson?.state === 'downloading') resume();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [unfinished, running, run, lesson?.state]);

  // what the device holds is being read: the panel's frame keeps its place
  if (lesson === undefined) return <LessonOfflineFrame />;

  // "ডাউনলোড করুন": ask what there is; more than one rendition, the learner chooses; else it starts.
  const onDownload = async () => {
    if (offer) {
      void run(chosen, offer);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const data = await unwrap(
        api.v3.GET('/recording/{id}/offline', { params: { path: { id: recording }, query: { batch } } }),
      );
      if (data.renditions.length > 1) {
        setOffer(data);
        setChosen(data.renditions[0]?.id);
      } else {
        void run(undefined, data);
      }
    } catch (failure) {
      setError(toApiFailure(failure).msg);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    abort.current?.abort();
    await removeKeptLesson(recording).catch(() => undefined);
    show(null);
  };

  const phase: LessonDownloadPhase = lesson
    ? lesson.state === 'ready'
      ? 'ready'
      : running
        ? 'downloading'
        : 'paused'
    : offer
      ? 'choosing'
      : 'idle';
  const bytes = lesson ? keptLessonBytes(lesson) : { saved: 0, total: 0 };

  return (
    <LessonOfflineFrame>
      <LessonDownload
        phase={phase}
        savedBytes={bytes.saved}
        totalBytes={bytes.total}
        licenceUntil={lesson?.licenceExpiresAt ?? null}
        error={error}
        busy={busy}
        choices={(offer?.renditions ?? []).map((item: DownloadRendition) => ({
          id: item.id,
          sizeBytes: item.size_bytes,
          bandwidthBps: item.bandwidth_bps,
        }))}
        chosen={chosen}
        onChoose={setChosen}
        onDownload={() => void onDownload()}
        onPause={() => abort.current?.abort()}
        onResume={() => void run()}
        onRemove={() => void remove()}
      />
    </LessonOfflineFrame>
  );
}
