// Files and media: where uploads are kept, how large each kind may be, signed media links, and the
// video and audio workers' tools.
import { z } from 'zod';
import { storageConfig } from '../core/storage';

export const filesSchema = z.object({
  /** How long a signed playback URL stays valid. */
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(4 * 3600),
  /** How long a signed link to a PDF (`GET /download`) stays valid: minutes, not hours. */
  NOTES_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(300),
  /**
   * How long the signed links of a lesson's download (`GET /recording/{id}/offline`, issue 39) stay valid:
   * hours, enough for a slow download on mobile data (a broken one asks again for fresh links).
   */
  DOWNLOAD_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(600)
    .max(24 * 3600)
    .default(6 * 3600),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /**
   * Where uploaded files (avatars) live: unset, the folder UPLOAD_DIR (one machine); else an
   * S3-compatible store every api process shares, `s3://ACCESS:SECRET@host[:port]/bucket[/prefix]
   * ?region=…&forcePathStyle=true` (`s3+http://` for plain HTTP). Read by `storageConfig`.
   */
  STORAGE_URL: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        storageConfig(value, '');
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /** The largest lesson video an operator may upload (issue 19): 2 GiB; it waits on disk while it is read. */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024 * 1024),
  /** The largest lesson PDF an operator may upload: 25 MB. */
  PDF_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  /**
   * The largest recording of an ayah a learner may upload (issue 20, tus `Upload-Length`): 2 MiB; a
   * minute of Opus or AAC from a browser's recorder is a few hundred kilobytes.
   */
  PRACTICE_AUDIO_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(100 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  /**
   * How many bytes the folder of unfinished recording uploads (`UPLOAD_DIR/.tus/practice`; with STORAGE_URL
   * on S3, the bucket's, issue 37) may hold in all, counted by each upload's `Upload-Length` (issue 35): a
   * new upload past it answers 507. 1 GiB.
   */
  PRACTICE_UPLOADS_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /**
   * How long an unfinished recording upload is kept for its learner to finish, from its creation; then
   * its files are deleted (issue 35). An hour: a recording is at most 2 MB.
   */
  PRACTICE_UPLOAD_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** Debian's ffmpeg and ffprobe (`apt-get install ffmpeg`), for lesson videos. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /**
   * How long one ffprobe run may take while an upload's request waits (issue 35): past it ffprobe is
   * killed and the upload answers 503, nothing kept. A recording or a video's header takes well under a
   * second.
   */
  PROBE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
});

export type FilesSettings = z.infer<typeof filesSchema>;

/** The upload limits agree (issue 35): the folder of unfinished recordings holds at least one. */
export function uploadProblems(env: FilesSettings): string[] {
  return env.PRACTICE_UPLOADS_MAX_BYTES < env.PRACTICE_AUDIO_MAX_BYTES
    ? ['PRACTICE_UPLOADS_MAX_BYTES must be at least PRACTICE_AUDIO_MAX_BYTES']
    : [];
}

/** Shared storage a production api refuses: S3 without its credentials. */
export function storageProblems(env: FilesSettings): string[] {
  const storage = storageConfig(env.STORAGE_URL, env.UPLOAD_DIR);
  return storage.kind === 's3' && !storage.credentials
    ? ['STORAGE_URL must carry its access key and secret (s3://ACCESS:SECRET@…) when NODE_ENV is production']
    : [];
}
