import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { queueStatsOf } from '../../infra/jobs/queue-stats';
import type { AuditRecorder } from '../audit/audit.service';
import type { CatalogueAdmin } from '../catalogue/catalogue.admin.service';
import { learningAdminHandlers } from './learning.admin.handlers';
import { createLearningAdmin } from './learning.admin.service';
import { learningHandlers } from './learning.handlers';
import type { RecordingJson } from './learning.json';
import { createLearningService } from './learning.service';
import { lessonUploadsHandlers } from './lesson-uploads.handlers';
import { createLessonUploads } from './lesson-uploads.service';
import { videoQueueCounts } from './video-jobs.repository';
import { createVideoWorker } from './video-worker';

export const learningModule = defineModule({
  name: 'learning',
  create({
    env,
    db,
    clock,
    log,
    storage,
    mediaSigner,
    mediaTools,
    audit,
    catalogue,
    recordingJson,
    passedExams,
  }: Infra & {
    audit: AuditRecorder;
    catalogue: CatalogueAdmin;
    recordingJson: RecordingJson;
    passedExams: Parameters<typeof createLearningService>[0]['passedExams'];
  }) {
    // lesson videos and PDFs (issue 19): checked and kept on upload; this process's worker makes renditions
    const videoWorker = createVideoWorker({
      db,
      clock,
      storage,
      tools: mediaTools,
      audit,
      log,
      pollMs: env.VIDEO_POLL_SECONDS * 1000,
    });
    const lessonUploads = createLessonUploads({
      db,
      clock,
      audit,
      catalogue,
      storage,
      tools: mediaTools,
      onQueued: () => videoWorker.wake(),
    });
    const learningAdmin = createLearningAdmin({ db, audit, catalogue });
    const learning = createLearningService({
      db,
      clock,
      mediaSigner,
      notesTtlSeconds: env.NOTES_URL_TTL_SECONDS,
      passedExams,
    });
    return {
      handlers: [
        learningHandlers(learning, { recordingJson }),
        learningAdminHandlers(learningAdmin),
        lessonUploadsHandlers(lessonUploads, {
          learning: learningAdmin,
          videoMaxBytes: env.VIDEO_MAX_BYTES,
          pdfMaxBytes: env.PDF_MAX_BYTES,
        }),
      ],
      // a rendition under way when the app closes is stopped and queued again for the next worker
      workers: env.VIDEO_WORKER === 'on' ? [videoWorker] : [],
      queues: [
        {
          name: 'video',
          stats: async () =>
            queueStatsOf(await videoQueueCounts(db), clock.now(), {
              waiting: 'queued',
              running: 'processing',
              failed: 'failed',
            }),
        },
      ],
      services: {},
    };
  },
});
