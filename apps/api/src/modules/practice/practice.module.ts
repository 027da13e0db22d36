import { join } from 'node:path';
import type { CompletionStep } from '../../core/completion';
import type { HifzRecited } from '../../core/hifz-steps';
import { defineModule } from '../../core/module';
import type { RerecordAsked } from '../../core/reminder-steps';
import { storageConfig } from '../../core/storage';
import type { Tx } from '../../db/client';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import type { RecitationReviewed } from '../exams/exam-recitations';
import { AUDIO_QUEUE, audioQueue } from './audio-queue';
import { practiceAdminHandlers } from './practice.admin.handlers';
import { createPracticeAdmin } from './practice.admin.service';
import { practiceHandlers } from './practice.handlers';
import { practiceJsonWith } from './practice.json';
import { createPracticeService } from './practice.service';
import { practiceCleanup } from './practice-cleanup';
import { createPracticeUploads } from './practice-uploads';
import { createBucketUploadStore } from './upload-store';

/**
 * Recitation practice (issue 20): recordings come up by tus, are checked when whole, and a worker of the
 * `practice.audio` queue on a host with VIDEO_WORKER=on makes their playable files.
 */
export const practiceModule = defineModule({
  name: 'practice',
  create({
    env,
    db,
    clock,
    log,
    jobs,
    notifier,
    storage,
    mediaSigner,
    mediaTools,
    audit,
    onExamReviewed,
    onCompleted,
    onRerecordAsked,
    onHifzRecited,
  }: Infra & {
    audit: AuditRecorder;
    /** A recitation of an exam was reviewed (exams/exam-recitations.ts). */
    onExamReviewed: RecitationReviewed;
    /** Told of a recitation reviewed: the batch's certificate is checked (issue 40). */
    onCompleted: CompletionStep;
    /** Told of a review that asked for ayahs again (issue 40). */
    onRerecordAsked: RerecordAsked;
    /** Told of a recitation of a learner's day of memorisation reviewed (issue 41). */
    onHifzRecited: HifzRecited;
  }) {
    const queueAudio = (tx: Tx, audioId: string) => jobs.send(AUDIO_QUEUE, { audioId }, { tx });
    const practice = createPracticeService({
      db,
      clock,
      storage,
      tools: mediaTools,
      onQueued: queueAudio,
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
      onQueued: queueAudio,
      onExamReviewed,
      onCompleted,
      onRerecordAsked,
      onHifzRecited,
    });
    const json = practiceJsonWith({ mediaSigner });
    return {
      handlers: [practiceHandlers(practice, { json, uploads }), practiceAdminHandlers(admin, { json })],
      // every process sweeps the expired uploads of its machine's folder (or the bucket), whatever its
      // VIDEO_WORKER (issue 35)
      workers: [uploads],
      jobs: [
        audioQueue({
          db,
          clock,
          storage,
          tools: mediaTools,
          log,
          retryDelaySeconds: Math.max(1, Math.round(env.MEDIA_RETRY_DELAY_SECONDS / 3)),
        }),
        practiceCleanup({ db, clock, storage, log }),
      ],
      services: {},
    };
  },
});
