// The background job that turns an uploaded lesson video into its HLS rendition (issue 19), a queue of
// the job engine (issue 37): an upload queues a job with its video_jobs row, in one transaction; the
// engine hands each try to one host's worker (VIDEO_WORKER=on: ffmpeg is there), which keeps the job's
// heartbeat while ffmpeg runs, so that another host takes the video again when this one dies. A failed
// try is tried again with backoff; after the last the video is failed, its source kept for an operator's
// retry from the console. A host that stops gives its video back without spending the try.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { msg } from '../../copy/messages';
import type { Clock } from '../../core/clock';
import type { QueueDefinition } from '../../core/jobs';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../db/client';
import { type MediaTools, readHead } from '../../infra/media/ffmpeg';
import { storedMediaKey, uploadedMediaKey } from '../../infra/media/media';
import { sniffVideo, transcodeToHls } from '../../infra/media/transcode';
import type { AuditRecorder } from '../audit/audit.service';
import * as learningAdmin from './learning.admin.repository';
import * as jobs from './video-jobs.repository';

/** The queue of lesson videos waiting for their rendition. */
export const VIDEO_QUEUE = 'learning.video';
/** How many times a video is tried before it fails (the first try included). */
export const MAX_VIDEO_ATTEMPTS = 3;
/** How often a running job's progress is written. */
const REPORT_MS = 2_000;

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

export interface VideoWorkerLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** The data of a job of the video queue. */
export interface VideoJobData {
  videoJobId: string;
}

export function videoQueue({
  db,
  clock,
  storage,
  tools,
  audit,
  log,
  retryDelaySeconds = 30,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  tools: MediaTools;
  audit: AuditRecorder;
  log: VideoWorkerLog;
  /** The pause before the second try (MEDIA_RETRY_DELAY_SECONDS), doubled for the third. */
  retryDelaySeconds?: number;
}): QueueDefinition<VideoJobData> {
  /** Copies a job's source out of the storage into `path`; false when the storage no longer has it. */
  async function fetchSource(key: string, path: string): Promise<boolean> {
    const stored = await storage.get(key);
    if (!stored) return false;
    await pipeline(stored.body, createWriteStream(path, { mode: 0o600 }));
    return true;
  }

  return {
    name: VIDEO_QUEUE,
    title: 'পাঠের ভিডিও তৈরি',
    media: true,
    // a two-hour lesson takes a while on a small host; the heartbeat, not the expiry, finds a dead host
    policy: {
      retryLimit: MAX_VIDEO_ATTEMPTS - 1,
      retryDelaySeconds,
      backoff: true,
      retryDelayMaxSeconds: 600,
      expireInSeconds: 4 * 3_600,
      heartbeatSeconds: 10,
    },
    async handle({ data, attempt, lastAttempt, signal }) {
      const job = await jobs.startVideoJob(db, { id: data.videoJobId, attempts: attempt, now: clock.now() });
      if (!job) return;
      const take = { id: job.id, attempts: attempt };
      const work = await mkdtemp(join(tmpdir(), 'tilawat-video-'));
      // false once another worker holds the job (this host was given up on): it then writes nothing more
      let held = true;
      try {
        const source = join(work, 'source');
        if (!(await fetchSource(job.sourceKey, source))) {
          await jobs.settleVideoJob(db, take, {
            status: 'failed',
            error: msg.videoJobFailed,
            now: clock.now(),
          });
          log.error({ job: job.id }, 'the uploaded video is no longer in the storage');
          return;
        }
        // sniffed again from the bytes kept: ffmpeg reads the file with that container's demuxer only
        const container = sniffVideo(await readHead(source));
        if (!container) throw new Error('the kept upload is not a video we take');
        const out = join(work, 'out');
        await mkdir(out);
        let lastReport = 0;
        const mine = new AbortController();
        const stop = () => mine.abort();
        signal.addEventListener('abort', stop);
        try {
          await transcodeToHls(tools, {
            input: source,
            container,
            outDir: out,
            durationSeconds: job.durationSeconds,
            signal: mine.signal,
            onProgress: (fraction) => {
              const at = performance.now();
              if (at - lastReport < REPORT_MS) return;
              lastReport = at;
              // 99 at most until the rendition is stored and given to the lesson
              const progress = Math.min(99, Math.floor(fraction * 100));
              void jobs
                .reportVideoJob(db, take, { progress, now: clock.now() })
                .then((still) => {
                  if (!still) {
                    held = false;
                    mine.abort();
                  }
                })
                .catch(() => {});
            },
          });
        } finally {
          signal.removeEventListener('abort', stop);
        }
        if (!held) return;

        const media = uploadedMediaKey(job.id);
        for (const name of (await readdir(out)).sort()) {
          const type = CONTENT_TYPES[extname(name)];
          if (type) await storage.putFile(storedMediaKey(media, name), join(out, name), type);
        }
        const ready = await db.transaction(async (tx) => {
          const row = await learningAdmin.lockRecording(tx, job.recordingId);
          if (!row) return false;
          // settled first: when another worker holds the job now, the lesson is left as it is
          if (!(await jobs.settleVideoJob(tx, take, { status: 'ready', progress: 100, now: clock.now() }))) {
            return false;
          }
          const before = row.recording;
          await learningAdmin.updateRecording(tx, job.recordingId, {
            videoUrl: media,
            durationSeconds: job.durationSeconds,
          });
          await audit(tx, {
            actor: { id: job.uploadedBy },
            action: 'lesson.video-ready',
            target: `lesson:${job.recordingId}`,
            before: { video_url: before.videoUrl, duration_seconds: before.durationSeconds },
            after: { video_url: media, duration_seconds: job.durationSeconds, upload: job.id },
          });
          return true;
        });
        if (ready) {
          await storage.delete(job.sourceKey).catch(() => {});
          log.info({ job: job.id, lesson: job.recordingId }, 'a lesson video is ready');
        }
      } catch (error) {
        // another worker holds it now: what it does stands
        if (!held) return;
        // this host is stopping: the video waits, queued, for the next worker (the engine gives the job back)
        const stopping = signal.aborted;
        await jobs
          .settleVideoJob(db, take, {
            status: stopping ? 'queued' : lastAttempt ? 'failed' : 'queued',
            error: stopping ? null : msg.videoJobFailed,
            now: clock.now(),
          })
          .catch(() => {});
        throw error;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}
