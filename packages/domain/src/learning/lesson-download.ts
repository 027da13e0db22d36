import type { V3Schemas } from '@tilawat/sdk';

/** What the api gives to keep a lesson (`GET /recording/{id}/offline`, issue 39). */
export type LessonDownload = V3Schemas['LessonDownload'];
export type DownloadRendition = V3Schemas['DownloadRendition'];

/** Where a kept lesson stands: its files coming, stopped part-way (a broken connection), or all on the device. */
export type KeptLessonState = 'downloading' | 'paused' | 'ready';

/**
 * A lesson kept on this device: what was chosen to keep, what of it is saved, and its licence. The bytes
 * themselves are kept apart (the web's Cache Storage), file by file, under the names listed here.
 */
export interface KeptLesson {
  recording: number;
  batch: number;
  /** The learner it was downloaded for: another learner on a shared device never plays it. */
  userId: string;
  title: string;
  durationSeconds: number;
  /** The rendition kept (`DownloadRendition.id`). */
  rendition: string;
  /** Its playlist, whose segment URIs are the names below. */
  playlist: string;
  segments: { name: string; bytes: number }[];
  resources: { key: string; title: string; filename: string; bytes: number | null }[];
  /** The names of the files saved so far (segments by name, PDFs as `<key>.pdf`). */
  saved: string[];
  state: KeptLessonState;
  /** Until when it may play without asking the server again (ISO). */
  licenceExpiresAt: string;
  /** When the server last said it may be kept (ISO). */
  checkedAt: string;
  /** When the download began (ISO). */
  keptAt: string;
}

/** How long a licence is believed before a device that is online asks again: half a day. */
export const LICENCE_RECHECK_MS = 12 * 60 * 60 * 1000;

/**
 * The rendition to keep: the one the learner chose when it is offered, else the smallest (the one a
 * learner on mobile data can afford), which the api lists first.
 */
export function chooseRendition(
  renditions: readonly DownloadRendition[],
  chosen?: string | null,
): DownloadRendition | null {
  const picked = chosen ? renditions.find((rendition) => rendition.id === chosen) : undefined;
  if (picked) return picked;
  return renditions.reduce<DownloadRendition | null>(
    (smallest, rendition) =>
      smallest === null || rendition.size_bytes < smallest.size_bytes ? rendition : smallest,
    null,
  );
}

/** The name a kept PDF is saved under, beside the segments. */
export const keptPdfName = (key: string) => `${key}.pdf`;

/** How many bytes a kept lesson holds in all, and how many of them are saved (a PDF of unknown size counts once saved). */
export function keptLessonBytes(kept: Pick<KeptLesson, 'segments' | 'resources' | 'saved'>): {
  total: number;
  saved: number;
} {
  const saved = new Set(kept.saved);
  let total = 0;
  let done = 0;
  for (const segment of kept.segments) {
    total += segment.bytes;
    if (saved.has(segment.name)) done += segment.bytes;
  }
  for (const resource of kept.resources) {
    const bytes = resource.bytes ?? 0;
    total += bytes;
    if (saved.has(keptPdfName(resource.key))) done += bytes;
  }
  return { total, saved: done };
}

/** Whether a kept lesson may play now: its licence has not run out (the enrollment's end, or a week unasked). */
export function licenceValid(kept: Pick<KeptLesson, 'licenceExpiresAt'>, now: Date = new Date()): boolean {
  const until = Date.parse(kept.licenceExpiresAt);
  return Number.isFinite(until) && now.getTime() < until;
}

/** Whether a device that is online should ask the server again about a kept lesson (its licence, its links). */
export function licenceDue(kept: Pick<KeptLesson, 'checkedAt'>, now: Date = new Date()): boolean {
  const checked = Date.parse(kept.checkedAt);
  return !Number.isFinite(checked) || now.getTime() - checked >= LICENCE_RECHECK_MS;
}
