import type { CompletionStep } from '../../core/completion';
import { defineModule } from '../../core/module';
import type { ScheduleChanged } from '../../core/reminder-steps';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import type { CatalogueAdmin } from '../catalogue/catalogue.admin.service';
import { learningAdminHandlers } from './learning.admin.handlers';
import { createLearningAdmin } from './learning.admin.service';
import { learningHandlers } from './learning.handlers';
import type { RecordingJson } from './learning.json';
import { createLearningService } from './learning.service';
import { learningCleanup } from './learning-cleanup';
import { lessonDownloadHandlers } from './lesson-download.handlers';
import { createLessonDownloads } from './lesson-download.service';
import { lessonUploadsHandlers } from './lesson-uploads.handlers';
import { createLessonUploads } from './lesson-uploads.service';
import { VIDEO_QUEUE, videoQueue } from './video-queue';

export const learningModule = defineModule({
  name: 'learning',
  create({
    env,
    db,
    clock,
    log,
    jobs,
    storage,
    mediaSigner,
    mediaFiles,
    mediaTools,
    audit,
    catalogue,
    recordingJson,
    passedExams,
    onCompleted,
    onScheduled,
  }: Infra & {
    audit: AuditRecorder;
    catalogue: CatalogueAdmin;
    recordingJson: RecordingJson;
    passedExams: Parameters<typeof createLearningService>[0]['passedExams'];
    /** Told of a class attended: the batch's certificate is checked (issue 40). */
    onCompleted: CompletionStep;
    /** Told of a class made or moved: its reminders are planned again (issue 40). */
    onScheduled: ScheduleChanged;
  }) {
    // lesson videos and PDFs (issue 19): checked and kept on upload; a worker on any host makes renditions
    const lessonUploads = createLessonUploads({
      db,
      clock,
      audit,
      catalogue,
      storage,
      tools: mediaTools,
      onQueued: (tx, videoJobId) => jobs.send(VIDEO_QUEUE, { videoJobId }, { tx }),
    });
    const learningAdmin = createLearningAdmin({ db, audit, catalogue, onCompleted, onScheduled });
    const learning = createLearningService({
      db,
      clock,
      mediaSigner,
      notesTtlSeconds: env.NOTES_URL_TTL_SECONDS,
      passedExams,
      onCompleted,
    });
    const lessonDownloads = createLessonDownloads({
      db,
      clock,
      mediaSigner,
      mediaFiles,
      linkTtlSeconds: env.DOWNLOAD_URL_TTL_SECONDS,
    });
    return {
      handlers: [
        learningHandlers(learning, { recordingJson }),
        lessonDownloadHandlers(lessonDownloads),
        learningAdminHandlers(learningAdmin),
        lessonUploadsHandlers(lessonUploads, {
          learning: learningAdmin,
          videoMaxBytes: env.VIDEO_MAX_BYTES,
          pdfMaxBytes: env.PDF_MAX_BYTES,
        }),
      ],
      jobs: [
        videoQueue({
          db,
          clock,
          storage,
          tools: mediaTools,
          audit,
          log,
          retryDelaySeconds: env.MEDIA_RETRY_DELAY_SECONDS,
        }),
        learningCleanup({ db, clock, storage, log }),
      ],
      services: {},
    };
  },
});
