// The infrastructure every area shares, built once per app: the database and the clock, the outbox
// notifier with its SMTP and SMS drivers, the uploaded files' storage, signed media, the rate-limit
// counters, and the media tools' paths and limits.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock';
import type { JobSender, QueueDefinition } from '../core/jobs';
import type { Notifier } from '../core/notifier';
import type { Counters } from '../core/rate-limits';
import { type FileStorage, storageConfig } from '../core/storage';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import { createJobEngine, type JobEngine } from './jobs/engine';
import type { MediaTools } from './media/ffmpeg';
import { createMediaSigner, type MediaSigner } from './media/media';
import { createMediaFiles, type MediaFiles } from './media/media-files';
import { createOutboxNotifier } from './notifier/outbox-notifier';
import { createSmsDriver } from './notifier/sms-driver';
import { createSmtpDriver } from './notifier/smtp-driver';
import { createCounters } from './ops/counters';
import { opsCleanup } from './ops/ops-cleanup';
import { createFileStorage } from './storage/file-storage';

export interface Infra {
  env: Env;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  counters: Counters;
  /** Queues background jobs (the areas' queues, and the messages'). */
  jobs: JobSender;
  /** The engine itself: app.ts adds the areas' queues, starts and stops it, the console reads it. */
  engine: JobEngine;
  /** The queues infrastructure itself owns (the messages', and the outbox's and counters' clean-up). */
  infraQueues: QueueDefinition[];
  notifier: Notifier;
  storage: FileStorage;
  mediaSigner: MediaSigner;
  /** Recordings' media files, wherever they are kept (MEDIA_DIR, or the storage for uploads). */
  mediaFiles: MediaFiles;
  /** ffmpeg and ffprobe, and how long a check of an upload may take. */
  mediaTools: MediaTools;
}

export function createInfra({
  app,
  env,
  database,
  clock,
}: {
  app: FastifyInstance;
  env: Env;
  database: Database;
  clock: Clock;
}): Infra {
  const { db } = database;
  // Every message is written to the outbox, then sent by SMTP / an SMS gateway when configured (issue 17).
  const drivers = {
    email:
      env.SMTP_URL && env.MAIL_FROM
        ? createSmtpDriver({ url: env.SMTP_URL, from: env.MAIL_FROM })
        : undefined,
    sms:
      env.SMS_URL && env.SMS_API_KEY
        ? createSmsDriver({
            url: env.SMS_URL,
            provider: env.SMS_PROVIDER,
            apiKey: env.SMS_API_KEY,
            senderId: env.SMS_SENDER_ID,
          })
        : undefined,
  };
  if (env.NODE_ENV === 'production' && !(drivers.email && drivers.sms)) {
    app.log.warn(
      'SMTP_URL or SMS_URL unset: those messages are only written to the outbox, nobody receives them',
    );
  }
  app.addHook('onClose', async () => drivers.email?.close?.());
  // background jobs on pg-boss in this database (issue 37, decision 0021)
  const engine = createJobEngine({
    database,
    log: app.log,
    poolSize: env.JOB_POOL_MAX,
    pollSeconds: env.JOB_POLL_SECONDS,
    superviseSeconds: env.JOB_SUPERVISE_SECONDS,
    schedules: env.JOB_SCHEDULES === 'on',
  });
  const messages = createOutboxNotifier(db, app.log, engine, {
    drivers,
    clock,
    retryDelaySeconds: env.MESSAGE_RETRY_DELAY_SECONDS,
  });
  const storage = createFileStorage(storageConfig(env.STORAGE_URL, env.UPLOAD_DIR));
  return {
    env,
    db,
    clock,
    log: app.log,
    counters: createCounters({ db, clock }),
    jobs: engine,
    engine,
    infraQueues: [messages.queue, opsCleanup({ db, clock, log: app.log })],
    notifier: messages.notifier,
    // uploaded files: the folder UPLOAD_DIR, or the S3-compatible store of STORAGE_URL
    storage,
    mediaFiles: createMediaFiles({ mediaDir: env.MEDIA_DIR, storage }),
    mediaSigner: createMediaSigner({
      secret: env.MEDIA_SECRET,
      ttlSeconds: env.MEDIA_URL_TTL_SECONDS,
      publicOrigin: env.PUBLIC_ORIGIN,
      clock,
    }),
    // lesson videos and PDFs (issue 19), practice recordings (issue 20)
    mediaTools: {
      ffmpeg: env.FFMPEG_PATH,
      ffprobe: env.FFPROBE_PATH,
      probeTimeoutMs: env.PROBE_TIMEOUT_SECONDS * 1000,
    },
  };
}
