import { join } from 'node:path';
import { defineModule } from '../../core/module';
import { storageConfig } from '../../core/storage';
import type { Infra } from '../../infra/infra';
import { queueStatsOf } from '../../infra/jobs/queue-stats';
import type { AuditRecorder } from '../audit/audit.service';
import type { RecitationReviewed } from '../exams/exam-recitations';
import { createAudioWorker } from './audio-worker';
import { practiceAdminHandlers } from './practice.admin.handlers';
import { createPracticeAdmin } from './practice.admin.service';
import { practiceHandlers } from './practice.handlers';
import { practiceJsonWith } from './practice.json';
import { createPracticeService } from './practice.service';
import { audioQueueCounts } from './practice-audio.repository';
import { createPracticeUploads } from './practice-uploads';
import { createBucketUploadStore } from './upload-store';

/**
 * Recitation practice (issue 20): recordings come up by tus, are checked when whole, and this process's
 * audio worker (with the video worker's VIDEO_WORKER and VIDEO_POLL_SECONDS) makes their playable files.
 */
export const practiceModule = defineModule({
  name: 'practice',
  create({
    env,
    db,
    clock,
    log,
    notifier,
    storage,
    mediaSigner,
    mediaTools,
    audit,
    onExamReviewed,
  }: Infra & {
    audit: AuditRecorder;
    /** A recitation of an exam was reviewed (exams/exam-recitations.ts). */
    onExamReviewed: RecitationReviewed;
  }) {
    const audioWorker = createAudioWorker({
      db,
      clock,
      storage,
      tools: mediaTools,
      log,
      pollMs: env.VIDEO_POLL_SECONDS * 1000,
    });
    const practice = createPracticeService({
      db,
      clock,
      storage,
      tools: mediaTools,
      onQueued: () => audioWorker.wake(),
    });
    // unfinished uploads, on this machine's disk (a hidden folder: never a storage key); with the
    // files on S3, in the bucket, so that any host continues an upload (issue 37) — the folder then
    // holds only a finished upload's copy while it is checked
    const dir = join(env.UPLOAD_DIR, '.tus', 'practice');
    const expiryMs = env.PRACTICE_UPLOAD_EXPIRY_MINUTES * 60_000;
    const files = storageConfig(env.STORAGE_URL, env.UPLOAD_DIR);
    const uploads = createPracticeUploads({
      practice,
      dir,
      maxBytes: env.PRACTICE_AUDIO_MAX_BYTES,
      folderMaxBytes: env.PRACTICE_UPLOADS_MAX_BYTES,
      expiryMs,
      publicOrigin: env.PUBLIC_ORIGIN,
      log,
      clock,
      ...(files.kind === 's3'
        ? {
            store: createBucketUploadStore({
              config: files,
              dir,
              expiryMs,
              databaseUrl: env.DATABASE_URL,
              onError: (error) => log.warn({ err: error }, 'a practice upload lock connection ended'),
            }),
          }
        : {}),
    });
    const admin = createPracticeAdmin({
      db,
      clock,
      audit,
      notifier,
      storage,
      tools: mediaTools,
      webOrigin: env.WEB_ORIGINS[0] ?? env.PUBLIC_ORIGIN,
      onQueued: () => audioWorker.wake(),
      onExamReviewed,
    });
    const json = practiceJsonWith({ mediaSigner });
    return {
      handlers: [practiceHandlers(practice, { json, uploads }), practiceAdminHandlers(admin, { json })],
      // every process sweeps the expired uploads of its machine's folder (or the bucket), whatever its
      // VIDEO_WORKER (issue 35)
      workers: env.VIDEO_WORKER === 'on' ? [audioWorker, uploads] : [uploads],
      queues: [
        {
          name: 'practice_audio',
          stats: async () =>
            queueStatsOf(await audioQueueCounts(db), clock.now(), {
              waiting: 'queued',
              running: 'converting',
              failed: 'failed',
            }),
        },
      ],
      services: {},
    };
  },
});
