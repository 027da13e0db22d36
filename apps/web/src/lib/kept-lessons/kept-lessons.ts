import {
  type ApiFailure,
  chooseRendition,
  isTransientFailure,
  type KeptLesson,
  keptPdfName,
  type LessonDownload,
  licenceDue,
  licenceValid,
  toApiFailure,
} from '@tilawat/domain';
import { type Tilawat, unwrap } from '@tilawat/sdk';
import { DOWNLOADS_CACHE, KEPT_PREFIX, keptFileUrl } from '~/sw/offline-rules';
import { deleteKeptLesson, keptLesson, keptLessons, putKeptLesson } from './kept-store';

/**
 * Lessons downloaded for offline play (issue 39). A download asks the api what to keep
 * (`GET /recording/{id}/offline`), then fetches the chosen rendition's segments and the PDFs one file at a
 * time into Cache Storage, under `/kept/<recording>/<name>`, where the service worker answers them offline.
 * What is saved is written down after every file, so a download that broke (the connection, the tab closed)
 * resumes where it stopped: it asks again for fresh links and fetches only what it lacks. The licence is the
 * api's: a kept lesson plays until `licenceExpiresAt`, is asked about again when online (a 404 then: the
 * enrollment ended, and the lesson is removed), and goes when its learner signs out.
 */

const PLAYLIST = 'index.m3u8';

/** The playlist of a kept lesson, where the player loads it (the worker answers it and its segments). */
export const keptPlaylistUrl = (recording: number) => keptFileUrl(recording, PLAYLIST);

/** How a download ended: every file is on the device, or it stopped part-way and waits for the connection. */
export type DownloadOutcome =
  | { status: 'ready'; lesson: KeptLesson }
  | { status: 'paused'; lesson: KeptLesson };

/** A download the api refused (not enrolled any more, the video not downloadable): the failure, in Bengali. */
export class DownloadRefused extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.msg);
  }
}

function askApi(api: Tilawat, recording: number, batch: number): Promise<LessonDownload> {
  return unwrap(
    api.v3.GET('/recording/{id}/offline', { params: { path: { id: recording }, query: { batch } } }),
  );
}

/** The files a download fetches, by the name each is kept under, and the link it comes from. */
function filesOf(data: LessonDownload, rendition: string): Map<string, { url: string; type: string }> {
  const chosen = data.renditions.find((item) => item.id === rendition) ?? data.renditions[0];
  const files = new Map<string, { url: string; type: string }>();
  for (const segment of chosen?.segments ?? [])
    files.set(segment.name, { url: segment.url, type: 'video/mp2t' });
  for (const resource of data.resources) {
    files.set(keptPdfName(resource.key), { url: resource.url, type: 'application/pdf' });
  }
  return files;
}

/** Removes every file of a kept lesson from Cache Storage. */
async function removeFiles(recording: number): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(DOWNLOADS_CACHE);
  const folder = `${KEPT_PREFIX}${recording}/`;
  const keys = await cache.keys();
  await Promise.all(
    keys
      .filter((request) => new URL(request.url).pathname.startsWith(folder))
      .map((key) => cache.delete(key)),
  );
}

/**
 * Downloads a lesson, or resumes one that stopped: `rendition` the one chosen (the smallest by default, or
 * the one kept before). `onChange` hears every step (a file saved, paused, ready). Resolves `paused` when the
 * connection broke or `signal` stopped it; rejects with {@link DownloadRefused} when the api refused.
 */
export async function downloadLesson(
  api: Tilawat,
  who: { recording: number; batch: number; userId: string },
  {
    rendition,
    initial,
    signal,
    onChange,
  }: {
    rendition?: string;
    /** The api's answer already read (the learner was shown its renditions): not asked again. */
    initial?: LessonDownload;
    signal?: AbortSignal;
    onChange?: (lesson: KeptLesson) => void;
  } = {},
): Promise<DownloadOutcome> {
  const existing = await keptLesson(who.recording);
  const save = async (lesson: KeptLesson) => {
    await putKeptLesson(lesson);
    onChange?.(lesson);
    return lesson;
  };
  const paused = async (lesson: KeptLesson | undefined): Promise<DownloadOutcome> => {
    if (!lesson) throw new DownloadRefused(toApiFailure(new TypeError('offline')));
    return { status: 'paused', lesson: await save({ ...lesson, state: 'paused' }) };
  };

  let data: LessonDownload;
  try {
    data = initial ?? (await askApi(api, who.recording, who.batch));
  } catch (error) {
    const failure = toApiFailure(error);
    if (isTransientFailure(failure)) return paused(existing);
    if (failure.status === 404) await removeKeptLesson(who.recording);
    throw new DownloadRefused(failure);
  }
  const chosen = chooseRendition(data.renditions, rendition ?? existing?.rendition);
  if (!chosen) throw new DownloadRefused(toApiFailure(new Error('no rendition')));

  const now = new Date().toISOString();
  // what was saved before counts only for the same learner, rendition and playlist
  const same =
    existing?.userId === who.userId &&
    existing.rendition === chosen.id &&
    existing.playlist === chosen.playlist;
  if (existing && !same) await removeFiles(who.recording);
  let files = filesOf(data, chosen.id);
  let lesson = await save({
    recording: who.recording,
    batch: who.batch,
    userId: who.userId,
    title: data.title,
    durationSeconds: data.duration_seconds,
    rendition: chosen.id,
    playlist: chosen.playlist,
    segments: chosen.segments.map((segment) => ({ name: segment.name, bytes: segment.size_bytes })),
    resources: data.resources.map(({ key, title, filename, size_bytes }) => ({
      key,
      title,
      filename,
      bytes: size_bytes,
    })),
    saved: same ? existing.saved.filter((name) => files.has(name)) : [],
    state: 'downloading',
    licenceExpiresAt: data.licence_expires_at,
    checkedAt: now,
    keptAt: same ? existing.keptAt : now,
  });

  const cache = await caches.open(DOWNLOADS_CACHE);
  await cache.put(
    keptPlaylistUrl(who.recording),
    new Response(chosen.playlist, { headers: { 'content-type': 'application/vnd.apple.mpegurl' } }),
  );

  for (const name of files.keys()) {
    if (lesson.saved.includes(name)) continue;
    if (signal?.aborted) return paused(lesson);
    let bytes: Blob | null = null;
    try {
      let response = await fetch(files.get(name)?.url ?? '', { signal, cache: 'no-store' });
      if (response.status === 403) {
        // the links expired (a download resumed hours later): fresh ones, once
        data = await askApi(api, who.recording, who.batch);
        files = filesOf(data, chosen.id);
        response = await fetch(files.get(name)?.url ?? '', { signal, cache: 'no-store' });
      }
      if (!response.ok) return paused(lesson);
      bytes = await response.blob();
    } catch {
      return paused(lesson); // the connection broke, or the learner paused
    }
    const type = files.get(name)?.type ?? 'application/octet-stream';
    await cache.put(
      keptFileUrl(who.recording, name),
      new Response(bytes, { headers: { 'content-type': type, 'content-length': String(bytes.size) } }),
    );
    // a PDF whose size the api could not say (a CDN's) is known now
    const resources = lesson.resources.map((resource) =>
      keptPdfName(resource.key) === name && resource.bytes === null
        ? { ...resource, bytes: bytes.size }
        : resource,
    );
    lesson = await save({ ...lesson, resources, saved: [...lesson.saved, name] });
  }
  return { status: 'ready', lesson: await save({ ...lesson, state: 'ready' }) };
}

/** Removes a kept lesson: its files and its record. */
export async function removeKeptLesson(recording: number): Promise<void> {
  await removeFiles(recording);
  await deleteKeptLesson(recording);
}

/**
 * The lessons kept for `userId`, their licences renewed where due: asked about again when online (half a
 * day after the last time), removed when the api says 404 (the enrollment ended) or the licence ran out.
 * Offline, what is kept stays as it is. Lessons another learner left on the device are removed.
 */
export async function renewKeptLessons(api: Tilawat | null, userId: string): Promise<KeptLesson[]> {
  const kept: KeptLesson[] = [];
  for (const lesson of await keptLessons()) {
    if (lesson.userId !== userId || !licenceValid(lesson)) {
      await removeKeptLesson(lesson.recording);
      continue;
    }
    if (api && licenceDue(lesson) && navigator.onLine) {
      try {
        const data = await askApi(api, lesson.recording, lesson.batch);
        const renewed = {
          ...lesson,
          licenceExpiresAt: data.licence_expires_at,
          checkedAt: new Date().toISOString(),
        };
        await putKeptLesson(renewed);
        kept.push(renewed);
        continue;
      } catch (error) {
        if (toApiFailure(error).status === 404) {
          await removeKeptLesson(lesson.recording);
          continue;
        }
      }
    }
    kept.push(lesson);
  }
  return kept.sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

/** Removes every lesson kept on this device (the learner signs out: a shared phone keeps none of theirs). */
export async function removeAllKeptLessons(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(DOWNLOADS_CACHE).catch(() => false);
  const lessons = await keptLessons().catch(() => []);
  await Promise.all(lessons.map((lesson) => deleteKeptLesson(lesson.recording)));
}

/** A kept lesson's PDF, as bytes for the site's viewer; null when it is not on the device. */
export async function keptPdf(recording: number, key: string): Promise<Uint8Array | null> {
  if (typeof caches === 'undefined') return null;
  const found = await (await caches.open(DOWNLOADS_CACHE)).match(keptFileUrl(recording, keptPdfName(key)));
  return found ? new Uint8Array(await found.arrayBuffer()) : null;
}

/**
 * The kept lesson a learner may play now: every file on the device, theirs, its licence running, and a
 * service worker in charge of the page to answer its files. Else undefined: the lesson streams.
 */
export async function playableKeptLesson(recording: number, userId: string): Promise<KeptLesson | undefined> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return undefined;
  const lesson = await keptLesson(recording).catch(() => undefined);
  if (!lesson || lesson.userId !== userId || lesson.state !== 'ready' || !licenceValid(lesson))
    return undefined;
  return lesson;
}
