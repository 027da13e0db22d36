// A lesson kept on a learner's device (issue 39): what it downloads — the video's rendition, segment by
// segment, and its PDFs, under signed links that outlive a slow download — and the licence that says how
// long the kept copy may play offline; and the PDF openings the device reports later.
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import { type MediaSigner, playlistSegments, SEGMENT_FILE } from '../../infra/media/media';
import type { MediaFiles } from '../../infra/media/media-files';
import * as enrollments from '../enrollments/enrollments.repository';
import type { RecordingRow } from './learning.repository';
import * as learning from './learning.repository';
import * as progressRepository from './progress.repository';

/** How long a kept lesson plays offline without the device asking again: a week, or less when the enrollment ends sooner. */
export const LICENCE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LessonDownload {
  recording: RecordingRow;
  batchId: number;
  rendition: {
    id: string;
    playlist: string;
    segments: { name: string; url: string; size: number }[];
    size: number;
  };
  resources: { key: string; title: string; filename: string; url: string; size: number | null }[];
  linksExpireAt: Date;
  licenceExpiresAt: Date;
}

export function createLessonDownloads({
  db,
  clock,
  mediaSigner,
  mediaFiles,
  linkTtlSeconds,
}: {
  db: Db;
  clock: Clock;
  mediaSigner: MediaSigner;
  mediaFiles: MediaFiles;
  /** How long the download's signed links live (DOWNLOAD_URL_TTL_SECONDS). */
  linkTtlSeconds: number;
}) {
  /**
   * The segments and sizes of a rendition, by media key. A rendition never changes once made (an upload
   * made again is a new key), so what was read once is kept; a bounded map, the oldest let go first.
   */
  const renditions = new Map<string, { playlist: string; segments: { name: string; size: number }[] }>();
  const RENDITIONS_KEPT = 200;

  async function rendition(key: string) {
    const known = renditions.get(key);
    if (known) return known;
    const playlist = await mediaFiles.text(key, 'index.m3u8');
    const names = playlist === null ? [] : playlistSegments(playlist);
    // a playlist the api did not make (absolute or odd URIs), or none: nothing this can keep
    if (playlist === null || names.length === 0 || !names.every((name) => SEGMENT_FILE.test(name)))
      return null;
    const sizes: (number | null)[] = [];
    // a few at a time: an upload's segments are HEAD requests to the store
    for (let start = 0; start < names.length; start += 8) {
      const batch = names.slice(start, start + 8);
      sizes.push(...(await Promise.all(batch.map((name) => mediaFiles.size(key, name)))));
    }
    if (sizes.some((size) => size === null)) return null;
    const found = {
      playlist,
      segments: names.map((name, index) => ({ name, size: sizes[index] as number })),
    };
    if (renditions.size >= RENDITIONS_KEPT) renditions.delete(renditions.keys().next().value as string);
    renditions.set(key, found);
    return found;
  }

  /** A recording of `batchId` to a learner whose enrollment in it is active now, with the enrollment's end. */
  async function enrolledRecording(learner: AuthUser, recordingId: number, batchId: number, now: Date) {
    const row = await learning.recordingWithBatch(db, recordingId);
    if (!row || row.batchId !== batchId) throw new DomainError('RECORDING_NOT_FOUND');
    const ends = await enrollments.activeEnrollmentEnd(db, learner.id, batchId, now);
    if (ends === undefined) throw new DomainError('RECORDING_NOT_FOUND');
    return { recording: row.recording, ends };
  }

  return {
    /**
     * What the learner's device keeps of a lesson: its rendition's playlist and segments and its PDFs,
     * each under a signed link of `linkTtlSeconds`, and until when it may play offline. Only for a learner
     * enrolled in the batch now (a free lesson too: it streams to anyone, only an enrolled learner keeps it).
     */
    async lessonDownload(learner: AuthUser, recordingId: number, batchId: number): Promise<LessonDownload> {
      const now = clock.now();
      const { recording, ends } = await enrolledRecording(learner, recordingId, batchId, now);
      const key = recording.videoUrl.replace(/^\/+|\/+$/g, '');
      // not made yet (an upload on its way), or served from elsewhere (a CDN): nothing of ours to keep
      const made = key === '' || /^https?:\/\//.test(key) ? null : await rendition(key);
      if (!made) throw new DomainError('LESSON_NOT_DOWNLOADABLE');

      const { urls, expiresAt } = mediaSigner.renditionFileUrls(
        key,
        made.segments.map((segment) => segment.name),
        linkTtlSeconds,
        now,
      );
      const resources = await Promise.all(
        recording.resources.map(async (resource) => {
          const path = resource.file ?? `notes/${resource.key}.pdf`;
          const slash = path.lastIndexOf('/');
          const size = /^https?:\/\//.test(path)
            ? null
            : await mediaFiles.size(path.slice(0, Math.max(0, slash)), path.slice(slash + 1));
          const { url } = mediaSigner.fileUrl(path, linkTtlSeconds, now);
          return { key: resource.key, title: resource.title, filename: `${resource.key}.pdf`, url, size };
        }),
      );
      const week = new Date(now.getTime() + LICENCE_DAYS * DAY_MS);
      return {
        recording,
        batchId,
        rendition: {
          id: 'main',
          playlist: made.playlist,
          segments: made.segments.map((segment, index) => ({ ...segment, url: urls[index] as string })),
          size: made.segments.reduce((sum, segment) => sum + segment.size, 0),
        },
        resources,
        linksExpireAt: expiresAt,
        licenceExpiresAt: ends && ends < week ? ends : week,
      };
    },

    /**
     * A PDF the learner opened from their device, reported when it could be (issue 39): kept as an opening
     * made at `openedAt` (a moment ahead of the clock counts as now), as `GET /download` keeps one — the
     * module's reading is done. For a learner enrolled in the batch now whose recording lists that PDF.
     */
    async notesOpened(
      learner: AuthUser,
      report: { recording: number; batch: number; key: string; openedAt?: Date },
    ): Promise<void> {
      const now = clock.now();
      const { recording } = await enrolledRecording(learner, report.recording, report.batch, now);
      if (!recording.resources.some((resource) => resource.key === report.key)) {
        throw new DomainError('RESOURCE_NOT_FOUND');
      }
      const at = report.openedAt && report.openedAt < now ? report.openedAt : now;
      await progressRepository.recordResourceOpen(db, {
        userId: learner.id,
        recordingId: recording.id,
        key: report.key,
        at,
      });
    },
  };
}

export type LessonDownloads = ReturnType<typeof createLessonDownloads>;
