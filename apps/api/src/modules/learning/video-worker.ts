// The background job that turns an uploaded lesson video into its HLS rendition (issue 19). Every api
// process may run one (VIDEO_WORKER=on); the database hands each queued video to one of them under a
// lease the worker renews while ffmpeg runs, so a process that dies mid-way leaves the video to another.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { msg } from '../../copy/messages';
import type { Clock } from '../../core/clock';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../db/client';
import { createJobLoop } from '../../infra/jobs/job-loop';
import { type MediaTools, readHead } from '../../infra/media/ffmpeg';
import { storedMediaKey, uploadedMediaKey } from '../../infra/media/media';
import { sniffVideo, transcodeToHls } from '../../infra/media/transcode';
import type { AuditRecorder } from '../audit/audit.service';
import * as learningAdmin from './learning.admin.repository';
import * as jobs from './video-jobs.repository';

/** How many times a video is taken before it fails for good. */
export const MAX_VIDEO_ATTEMPTS = 3;
/** How long a worker holds a video without news (it renews every few seconds while ffmpeg runs). */
const LEASE_MS = 2 * 60_000;
/** How often a running job's progress (and lease) is written. */
const RENEW_MS = 2_000;

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

export interface VideoWorkerLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export function createVideoWorker({
  db,
  clock,
  storage,
  tools,
  audit,
  log,
  pollMs,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  tools: MediaTools;
  audit: AuditRecorder;
  log: VideoWorkerLog;
  /** How long an idle worker waits before it looks again. */
  pollMs: number;
}) {
  const loop = createJobLoop({
    look: () => drain(),
    pollMs,
    onError: (error) => log.error({ err: error }, 'the video worker could not read its queue'),
  });

  const lease = () => new Date(clock.now().getTime() + LEASE_MS);

  /** Copies a job's source out of the storage into `path`; false when the storage no longer has it. */
  async function fetchSource(key: string, path: string): Promise<boolean> {
    const stored = await storage.get(key);
    if (!stored) return false;
    await pipeline(stored.body, createWriteStream(path, { mode: 0o600 }));
    return true;
  }

  /** Makes the rendition of a job this worker holds, and gives it to the lesson. */
  async function process(job: jobs.VideoJobRow): Promise<void> {
    const work = await mkdtemp(join(tmpdir(), 'tilawat-video-'));
    const take = { id: job.id, attempts: job.attempts };
    // false once another worker holds the job (this one's lease lapsed): it then writes nothing more
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
      let lastRenew = 0;
      const mine = new AbortController();
      const stop = () => mine.abort();
      loop.signal.addEventListener('abort', stop);
      try {
        await transcodeToHls(tools, {
          input: source,
          container,
          outDir: out,
          durationSeconds: job.durationSeconds,
          signal: mine.signal,
          onProgress: (fraction) => {
            const at = performance.now();
            if (at - lastRenew < RENEW_MS) return;
            lastRenew = at;
            // 99 at most until the rendition is stored and given to the lesson
            const progress = Math.min(99, Math.floor(fraction * 100));
            void jobs
              .renewVideoJob(db, take, { progress, leaseUntil: lease(), now: clock.now() })
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
        loop.signal.removeEventListener('abort', stop);
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
      if (loop.signal.aborted) {
        // this process is closing: the video waits for the next worker
        await jobs.settleVideoJob(db, take, { status: 'queued', now: clock.now() }).catch(() => {});
        return;
      }
      const last = job.attempts >= MAX_VIDEO_ATTEMPTS;
      log.error(
        { err: error, job: job.id, attempt: job.attempts },
        'making a lesson video’s rendition failed',
      );
      const settled = await jobs.settleVideoJob(db, take, {
        status: last ? 'failed' : 'queued',
        error: msg.videoJobFailed,
        now: clock.now(),
      });
      if (last && settled) await storage.delete(job.sourceKey).catch(() => {});
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Makes the renditions waiting, one after another; true when it made (or tried) at least one. */
  async function drain(): Promise<boolean> {
    let any = false;
    for (const lost of await jobs.failAbandonedVideoJobs(db, {
      now: clock.now(),
      maxAttempts: MAX_VIDEO_ATTEMPTS,
      error: msg.videoJobFailed,
    })) {
      await storage.delete(lost.sourceKey).catch(() => {});
    }
    while (!loop.signal.aborted) {
      const job = await jobs.claimVideoJob(db, {
        now: clock.now(),
        leaseUntil: lease(),
        maxAttempts: MAX_VIDEO_ATTEMPTS,
      });
      if (!job) break;
      any = true;
      await process(job);
    }
    return any;
  }

  return {
    /** Looks for queued videos now and every `pollMs` after. */
    start: loop.start,
    /** A video was queued: look at once (when started). */
    wake: loop.wake,
    /** Makes every video waiting now (tests; a command run by hand). */
    drain,
    /** Stops looking; a rendition under way is stopped and its video queued again for another worker. */
    stop: loop.stop,
  };
}

export type VideoWorker = ReturnType<typeof createVideoWorker>;
