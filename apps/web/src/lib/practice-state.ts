import { formatNumber } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import type { UploadItemState, UploadQueueItem } from '@tilawat/ui';
import { practiceBn } from '~/copy/practice';
import { failureMessage } from './load';
import type { UploadFailure } from './practice-takes';

/**
 * The practice page's state in words and numbers (issue 20), from the api's practice and this
 * device's queue of takes: which ayahs are open for recording, where each one stands, what the upload
 * queue shows, and whether the practice can be sent. Pure: unit-tested.
 */

export type PracticeDetail = V3Schemas['PracticeDetail'];
export type PracticeAyah = V3Schemas['PracticeAyah'];
export type PracticeAudio = V3Schemas['PracticeAudio'];

/** The practice page of assignment `id`. */
export function practicePath(id: number): string {
  return `/practice/${id}`;
}

/** What this device's queue says about one ayah's take (the queue's snapshot, narrowed). */
export interface LocalTake {
  state: UploadItemState;
  progress: number;
  failure: UploadFailure | null;
}

/** Where one ayah stands, as the picker shows it. */
export type AyahTone = 'todo' | 'rerecord' | 'correct' | UploadItemState;

export interface AyahStatus {
  number: number;
  /** The learner may record it now. */
  open: boolean;
  tone: AyahTone;
  /** Its recording is on the server (or on its way there and accepted): it counts for sending. */
  done: boolean;
  /** 0–1 while uploading. */
  progress: number;
  /** Why it failed, in Bengali. */
  error: string | null;
  /** The picker's words for it. */
  label: string;
}

/** A teacher has reviewed the practice at least once: only the ayahs judged `needs-work` are open since. */
export function wasReviewed(practice: PracticeDetail): boolean {
  return practice.result !== null || practice.ayahs.some((ayah) => ayah.verdict !== null);
}

/**
 * The ayahs the learner may record now: none while the practice waits for the teacher; after a
 * review the ones judged `needs-work` (those still to re-record and those re-recorded since); before
 * any review, all of them.
 */
export function openAyahs(practice: PracticeDetail): number[] {
  if (practice.status === 'submitted') return [];
  const reviewed = wasReviewed(practice);
  return practice.ayahs.filter((a) => !reviewed || a.verdict === 'needs-work').map((a) => a.number);
}

/** The ayahs the teacher wants recorded again (judged `needs-work`, no newer recording yet). */
export function rerecordAyahs(practice: PracticeDetail): number[] {
  return practice.ayahs.filter((a) => a.rerecord).map((a) => a.number);
}

function ayahLabel(tone: AyahTone, progress: number): string {
  const words = practiceBn.ayahState;
  if (tone === 'uploading') return `${words.uploading} — ${formatNumber(Math.round(progress * 100))}%`;
  return words[tone];
}

/** A failure's sentence: the api's Bengali msg for a refusal, "cannot reach" when no answer came. */
export function uploadError(failure: UploadFailure | null): string | null {
  return failure ? failureMessage(failure) : null;
}

/**
 * Each ayah's standing: this device's take first (kept, waiting, uploading, failed), then the
 * server's — a recording the teacher asked to redo (`rerecord`), one the api could not convert
 * (`failed`: record again), one that is there (`sent`, counted), judged correct after a review, or
 * nothing yet.
 */
export function ayahStatuses(practice: PracticeDetail, local: ReadonlyMap<number, LocalTake>): AyahStatus[] {
  const open = new Set(openAyahs(practice));
  const reviewed = wasReviewed(practice);
  return practice.ayahs.map((ayah) => {
    const take = local.get(ayah.number);
    const isOpen = open.has(ayah.number);
    let tone: AyahTone;
    let done = false;
    let progress = 0;
    let error: string | null = null;
    if (take && take.state !== 'sent') {
      tone = take.state;
      progress = take.progress;
      error = take.state === 'failed' ? uploadError(take.failure) : null;
    } else if (take) {
      tone = 'sent';
      done = true;
      progress = 1;
    } else if (reviewed && ayah.verdict === 'correct' && !isOpen) {
      tone = 'correct';
      done = true;
    } else if (ayah.rerecord) {
      tone = 'rerecord';
    } else if (ayah.recording?.audio.status === 'failed') {
      tone = 'failed';
      error = practiceBn.audioFailed;
    } else if (ayah.recording) {
      tone = 'sent';
      done = true;
      progress = 1;
    } else {
      tone = 'todo';
    }
    return {
      number: ayah.number,
      open: isOpen,
      tone,
      done,
      progress,
      error,
      label: ayahLabel(tone, progress),
    };
  });
}

const queueStates = new Set<AyahTone>(['recorded', 'waiting', 'uploading', 'sent', 'failed']);

/** The kit's UploadQueue items: every ayah that has a take here or a recording there, in order. */
export function queueItems(statuses: readonly AyahStatus[]): UploadQueueItem[] {
  return statuses
    .filter((s) => queueStates.has(s.tone))
    .map((s) => ({
      ayah: s.number,
      state: s.tone as UploadItemState,
      progress: s.tone === 'uploading' ? s.progress : undefined,
      error: s.error,
    }));
}

export type SubmitState =
  /** Sent already; the teacher has it. */
  | { kind: 'submitted' }
  /** Reviewed with nothing to redo (or nothing open): no button. */
  | { kind: 'closed' }
  /** Ayahs still to record or to send (`pending`: takes on their way). */
  | { kind: 'incomplete'; left: number; pending: boolean }
  | { kind: 'ready' };

/**
 * Whether "send to the teacher" is on: every open ayah's recording is on the server (a take still
 * uploading or kept offline is not yet) and the practice is not waiting for the teacher already.
 * The api checks again (409 `PRACTICE_INCOMPLETE`, `PRACTICE_ALREADY_SUBMITTED`).
 */
export function submitState(practice: PracticeDetail, statuses: readonly AyahStatus[]): SubmitState {
  if (practice.status === 'submitted') return { kind: 'submitted' };
  const open = statuses.filter((s) => s.open);
  if (open.length === 0) return { kind: 'closed' };
  const left = open.filter((s) => !s.done);
  if (left.length === 0) return { kind: 'ready' };
  const pending = left.some((s) => s.tone === 'recorded' || s.tone === 'waiting' || s.tone === 'uploading');
  return { kind: 'incomplete', left: left.length, pending };
}

/** Where the recorder starts: the first open ayah not yet done, else the first open one. */
export function firstToRecord(statuses: readonly AyahStatus[]): number | null {
  const open = statuses.filter((s) => s.open);
  return (open.find((s) => !s.done) ?? open[0])?.number ?? null;
}

/** The review's counts: ayahs judged correct, judged at all, and to re-record. */
export function verdictCounts(practice: PracticeDetail): {
  correct: number;
  judged: number;
  rerecord: number;
} {
  const judged = practice.ayahs.filter((a) => a.verdict !== null);
  return {
    correct: judged.filter((a) => a.verdict === 'correct').length,
    judged: judged.length,
    rerecord: practice.ayahs.filter((a) => a.rerecord).length,
  };
}

/**
 * Whether a take kept on this device from an earlier visit is no longer wanted: the server already
 * has it (its upload finished but the tab closed before the device forgot it — told by its size, bytes
 * as uploaded, which needs no clock), or its ayah cannot take a recording now (the practice waits for
 * the teacher, the ayah was judged correct, or it is no longer in the range): the api would refuse it.
 */
export function takeNotNeeded(practice: PracticeDetail, take: { ayah: number; size: number }): boolean {
  const ayah = practice.ayahs.find((a) => a.number === take.ayah);
  if (!ayah || !openAyahs(practice).includes(take.ayah)) return true;
  return ayah.recording !== null && !ayah.rerecord && ayah.recording.size === take.size;
}

/**
 * The address to play a recording from, once converted: Opus in WebM where the browser plays it
 * (smaller), else AAC in MP4 (every browser); null while processing or failed.
 */
export function playableUrl(audio: PracticeAudio | null | undefined, playsWebm: boolean): string | null {
  if (audio?.status !== 'ready') return null;
  return (playsWebm ? audio.webm_url : null) ?? audio.mp4_url ?? audio.webm_url;
}

/** How often a page showing audio still converting reads the practice again (a minute's audio converts in a second or two). */
export const CONVERTING_POLL_MS = 3_000;

/** Whether a recording or a teacher's voice correction of the practice is still converting on the server. */
export function isConverting(practice: Pick<PracticeDetail, 'ayahs'>): boolean {
  return practice.ayahs.some(
    (ayah) =>
      ayah.recording?.audio.status === 'processing' ||
      ayah.marks.some((mark) => mark.correction?.status === 'processing'),
  );
}
