import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { FileStorage, StoredFile } from '../../core/storage';
import { type Db, unappliedMigrations } from '../../db/client';
import { AVATAR_NAME, avatarKey } from '../../modules/accounts/avatars';
import { type MediaTools, mediaToolsRun } from '../media/ffmpeg';
import {
  AUDIO_FILE,
  isCertificateMediaKey,
  isPracticeAudioKey,
  isUploadedMediaKey,
  MEDIA_FILE,
  MEDIA_KEY,
  type MediaSigner,
  PDF_FILE,
  signPlaylist,
  storedMediaKey,
} from '../media/media';
import type { MediaFiles } from '../media/media-files';
import * as ops from './ops.repository';

/** A file of an HLS rendition, ready to send: its playlist (signed) or a segment to stream from disk. */
export type MediaFile =
  | { kind: 'playlist'; body: string; maxAgeSeconds: number }
  /**
   * A file of an uploaded rendition or PDF, streamed from the FileStorage (`filename`: a PDF's;
   * `attachment`: saved rather than shown — a certificate, which the learner downloads).
   */
  | {
      kind: 'stored';
      file: StoredFile;
      contentType: string;
      filename?: string;
      attachment?: boolean;
      maxAgeSeconds: number;
    }
  | { kind: 'segment'; path: string; size: number; maxAgeSeconds: number }
  /** A practice audio's playable file (issue 20), whole in memory (at most a few hundred kB) for byte ranges. */
  | { kind: 'audio'; bytes: Buffer; contentType: string; etag?: string; maxAgeSeconds: number }
  | { kind: 'pdf'; root: string; path: string; filename: string; maxAgeSeconds: number };

/**
 * What `GET /readyz` answers. `not-ready` (503) is this process's own fault, which another host may not
 * share: its database lacks migrations it knows, or it runs media jobs without ffmpeg. `degraded` (200)
 * is the database not answering: every host shares it, and taking them all out of the balancer at once
 * would turn a blip into an outage, so the host stays in and its requests answer 503 until it is back.
 */
export interface Readiness {
  status: 'ready' | 'degraded' | 'not-ready';
  database: 'up' | 'down';
  /** The committed migrations the database has not applied, by tag (none known while it is down). */
  unapplied_migrations: string[];
  /** On a host that runs media jobs (VIDEO_WORKER=on) only: whether ffmpeg and ffprobe run. */
  ffmpeg?: 'ok' | 'missing';
}

/** How long readiness waits for the database before it counts as down. */
const READY_TIMEOUT_MS = 2_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** How long a check of the media tools is believed: a probe every few seconds runs them once a minute. */
const TOOLS_CHECK_MS = 60_000;

/** Whether ffmpeg and ffprobe run, checked at most once a {@link TOOLS_CHECK_MS} (one check at a time). */
function cachedToolsCheck(tools: MediaTools, clock: Clock): () => Promise<'ok' | 'missing'> {
  let last: { at: number; answer: Promise<'ok' | 'missing'> } | undefined;
  return () => {
    const now = clock.now().getTime();
    if (!last || now - last.at >= TOOLS_CHECK_MS) {
      last = { at: now, answer: mediaToolsRun(tools).then((found) => (found ? 'ok' : 'missing')) };
    }
    return last.answer;
  };
}

/** What the routes outside the contract do: health, readiness, the dev outbox, recordings' renditions and avatars. */
export function createOpsService({
  db,
  clock,
  mediaSigner,
  mediaFiles,
  mediaDir,
  storage,
  mediaJobs,
}: {
  db: Db;
  clock: Clock;
  mediaSigner: MediaSigner;
  mediaFiles: MediaFiles;
  mediaDir: string;
  /** The media tools of a host that runs media jobs (VIDEO_WORKER=on); readiness checks that they run. */
  mediaJobs?: MediaTools;
  /** Where uploaded files are: avatars, and the renditions and PDFs of `uploads/…` media keys. */
  storage: FileStorage;
}) {
  const root = resolve(mediaDir);
  const mediaToolsCheck = mediaJobs ? cachedToolsCheck(mediaJobs, clock) : undefined;

  /**
   * A practice audio's `audio.m4a` or `audio.webm` (issue 20) from the FileStorage, when `exp` and `sig`
   * sign its folder `practice/<id>` and are not past.
   */
  async function practiceAudioFile(
    key: string,
    file: string,
    exp: unknown,
    sig: unknown,
  ): Promise<MediaFile> {
    const now = clock.now();
    const access = mediaSigner.verify(key, exp, sig, now);
    if (access === 'expired') throw new DomainError('AUDIO_LINK_EXPIRED');
    if (access !== 'ok') throw new DomainError('AUDIO_LINK_INVALID');
    const stored = await storage.get(`${key}/${file}`);
    if (!stored) throw new DomainError('NOT_FOUND');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
    return {
      kind: 'audio',
      bytes: Buffer.concat(chunks),
      contentType: file.endsWith('.m4a') ? 'audio/mp4' : 'audio/webm',
      ...(stored.etag ? { etag: stored.etag } : {}),
      maxAgeSeconds: Math.max(0, Number(exp) - Math.floor(now.getTime() / 1000)),
    };
  }

  /** A rendition's playlist, every segment URI carrying the playlist's own signature. */
  async function signedPlaylist(
    key: string,
    exp: unknown,
    sig: unknown,
    maxAgeSeconds: number,
  ): Promise<MediaFile> {
    const playlist = await mediaFiles.text(key, 'index.m3u8');
    if (playlist === null) throw new DomainError('NOT_FOUND');
    const query = new URLSearchParams({ exp: String(exp), sig: String(sig) }).toString();
    return { kind: 'playlist', body: signPlaylist(playlist, query), maxAgeSeconds };
  }

  return {
    /** Answers when the database answers. */
    health: () => ops.ping(db),

    /**
     * Ready to take traffic: the database answers (within 2 s) and has applied every migration of
     * `drizzle/` (a process started against a database another version migrated, or one that was
     * never migrated, is not), and a host that runs media jobs has ffmpeg. A database that does not
     * answer leaves the process `degraded`, not out (see {@link Readiness}).
     */
    async readiness(): Promise<Readiness> {
      const [unapplied, tools] = await Promise.all([
        within(
          READY_TIMEOUT_MS,
          ops.ping(db).then(() => unappliedMigrations(db)),
        ).catch(() => null),
        mediaToolsCheck?.(),
      ]);
      const media = tools === undefined ? {} : { ffmpeg: tools };
      const ownFault = tools === 'missing' || (unapplied?.length ?? 0) > 0;
      return {
        status: ownFault ? 'not-ready' : unapplied ? 'ready' : 'degraded',
        database: unapplied ? 'up' : 'down',
        unapplied_migrations: unapplied ?? [],
        ...media,
      };
    },

    /** Every message the outbox Notifier "sent", newest first. */
    outbox: (query: { recipient?: string; limit: number }) => ops.listOutbox(db, query),

    /**
     * `<key>/<file>` of a rendition under MEDIA_DIR, when `exp` and `sig` sign the key and are not past:
     * its `index.m3u8`, rewritten so that every segment URI carries the same signature, or a
     * `seg<n>.ts` segment. A key or file name outside the strict patterns is not found without touching
     * the disk; a bad or expired signature is refused.
     */
    async mediaFile(wildcard: string, exp: unknown, sig: unknown): Promise<MediaFile> {
      const slash = wildcard.lastIndexOf('/');
      const key = wildcard.slice(0, Math.max(0, slash));
      const file = wildcard.slice(slash + 1);
      const pdf = PDF_FILE.test(file);
      const audio = isPracticeAudioKey(key) && AUDIO_FILE.test(file);
      // a certificate's folder holds its PDF alone
      const certificate = isCertificateMediaKey(key);
      if (!MEDIA_KEY.test(key) || !(pdf || audio || MEDIA_FILE.test(file)) || (certificate && !pdf))
        throw new DomainError('NOT_FOUND');
      if (audio) return practiceAudioFile(key, file, exp, sig);

      // A rendition is signed as its folder (every file of it), a PDF as its own path.
      const now = clock.now();
      const access = mediaSigner.verify(pdf ? `${key}/${file}` : key, exp, sig, now);
      if (access === 'expired') throw new DomainError(pdf ? 'NOTE_LINK_EXPIRED' : 'MEDIA_LINK_EXPIRED');
      if (access !== 'ok') throw new DomainError(pdf ? 'NOTE_LINK_INVALID' : 'MEDIA_LINK_INVALID');

      // The signature holds until exp: a cache may keep the answer that long and no longer.
      const maxAgeSeconds = Math.max(0, Number(exp) - Math.floor(now.getTime() / 1000));

      // What operators uploaded (issue 19) and certificates (issue 40) are in the FileStorage, every
      // process's; the demo's files in MEDIA_DIR.
      if (isUploadedMediaKey(key) || certificate) {
        if (file === 'index.m3u8') return signedPlaylist(key, exp, sig, maxAgeSeconds);
        const stored = await storage.get(storedMediaKey(key, file));
        if (!stored) throw new DomainError('NOT_FOUND');
        return {
          kind: 'stored',
          file: stored,
          contentType: pdf ? 'application/pdf' : 'video/mp2t',
          ...(pdf ? { filename: file } : {}),
          ...(certificate ? { attachment: true } : {}),
          maxAgeSeconds,
        };
      }

      const path = join(root, key, file);
      if (!path.startsWith(root + sep)) throw new DomainError('NOT_FOUND');

      if (pdf) {
        const info = await stat(path).catch(() => null);
        if (!info?.isFile()) throw new DomainError('NOT_FOUND');
        return { kind: 'pdf', root, path: `${key}/${file}`, filename: file, maxAgeSeconds };
      }

      if (file === 'index.m3u8') return signedPlaylist(key, exp, sig, maxAgeSeconds);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw new DomainError('NOT_FOUND');
      return { kind: 'segment', path, size: info.size, maxAgeSeconds };
    },

    /** An uploaded avatar by its random name; any other name is not found without asking the storage. */
    async avatar(name: string): Promise<StoredFile> {
      if (!AVATAR_NAME.test(name)) throw new DomainError('NOT_FOUND');
      const found = await storage.get(avatarKey(name));
      if (!found) throw new DomainError('NOT_FOUND');
      return found;
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
