import type { ContractHandlers } from '../../core/handlers';
import type { LessonDownloads } from './lesson-download.service';

/** A lesson kept on the learner's device (issue 39): what to download, and the PDF openings reported later. */
export function lessonDownloadHandlers(downloads: LessonDownloads): ContractHandlers {
  return {
    v3: {
      v3GetLessonDownload: async ({ params, query, user }) => {
        const found = await downloads.lessonDownload(user, params.id, query.batch);
        const { rendition } = found;
        const seconds = found.recording.durationSeconds;
        return {
          data: {
            recording: found.recording.id,
            batch: found.batchId,
            title: found.recording.title,
            duration_seconds: seconds,
            renditions: [
              {
                id: rendition.id,
                size_bytes: rendition.size,
                // bits a second over the lesson's length (its bytes when the length is not known)
                bandwidth_bps: Math.round((rendition.size * 8) / Math.max(1, seconds)),
                playlist: rendition.playlist,
                segments: rendition.segments.map(({ name, url, size }) => ({ name, url, size_bytes: size })),
              },
            ],
            resources: found.resources.map(({ key, title, filename, url, size }) => ({
              key,
              title,
              filename,
              url,
              size_bytes: size,
            })),
            links_expire_at: found.linksExpireAt.toISOString(),
            licence_expires_at: found.licenceExpiresAt.toISOString(),
          },
        };
      },

      v3SaveNotesOpened: async ({ body, user }) => {
        await downloads.notesOpened(user, {
          recording: body.recording,
          batch: body.batch,
          key: body.key,
          ...(body.opened_at ? { openedAt: new Date(body.opened_at) } : {}),
        });
        return undefined;
      },
    },
  };
}
