import type { AdminSchemas } from '@tilawat/sdk/admin';
import { msg } from '../../copy/messages';
import type { ContractHandlers } from '../../core/handlers';
import { personJson } from '../accounts/accounts.json';
import { adminBatchJson } from '../catalogue/catalogue.admin.handlers';
import type { LearningAdmin, LessonView } from './learning.admin.service';
import type { LiveClassRow, ModuleRow } from './learning.repository';
import type { VideoJobRow } from './video-jobs.repository';

/** An upload as the console's contract writes it (AdminVideoJob). */
export const adminVideoJobJson = (job: VideoJobRow): AdminSchemas['AdminVideoJob'] => ({
  id: job.id,
  lesson_id: job.recordingId,
  filename: job.filename,
  status: job.status,
  progress: job.progress,
  duration_seconds: job.durationSeconds,
  error: job.status === 'failed' ? (job.error ?? msg.videoJobFailed) : null,
  created_at: job.createdAt.toISOString(),
  updated_at: job.updatedAt.toISOString(),
});

/** A recorded lesson as the console's contract writes it (AdminLesson): its PDFs, its newest upload. */
export const adminLessonJson = ({ lesson, job }: LessonView): AdminSchemas['AdminLesson'] => ({
  id: lesson.id,
  module_id: lesson.moduleId,
  title: lesson.title,
  position: Math.max(1, lesson.position),
  duration_seconds: lesson.durationSeconds,
  free: lesson.free,
  video_url: lesson.videoUrl,
  notes: lesson.resources.map((note) => ({ key: note.key, title: note.title })),
  video_job: job ? adminVideoJobJson(job) : null,
});

/** A module with its lessons as the console's contract writes it (AdminModule). */
export const adminModuleJson = ({
  module,
  lessons,
}: {
  module: ModuleRow;
  lessons: LessonView[];
}): AdminSchemas['AdminModule'] => ({
  id: module.id,
  batch_id: module.batchId,
  title: module.title,
  position: Math.max(1, module.position),
  lessons: lessons.map(adminLessonJson),
});

/** A live class as the console's contract writes it (AdminLiveClass). */
const adminClassJson = ({
  live,
  attended,
  learners,
}: {
  live: LiveClassRow;
  attended: number;
  learners: number;
}): AdminSchemas['AdminLiveClass'] => ({
  id: live.id,
  batch_id: live.batchId,
  title: live.title,
  starts_at: live.startsAt.toISOString(),
  duration_minutes: live.durationMinutes,
  join_url: live.joinUrl,
  attended,
  learners,
});

const attendanceJson = (
  rows: Awaited<ReturnType<LearningAdmin['attendance']>>,
): AdminSchemas['AdminAttendanceResponse']['data'] =>
  rows.map(({ learner, joinedAt }) => ({
    learner: personJson(learner),
    present: joinedAt !== null,
    joined_at: joinedAt?.toISOString() ?? null,
  }));

/** The console's side of learning (issue 19): a batch's modules and lessons, for admins and its teacher. */
export function learningAdminHandlers(learning: LearningAdmin): ContractHandlers {
  return {
    admin: {
      adminGetBatch: async ({ params, user }) => {
        const { batch, modules } = await learning.batchContent(user, params.id);
        return { data: { batch: adminBatchJson(batch), modules: modules.map(adminModuleJson) } };
      },
      adminListClasses: async ({ params, user }) => ({
        data: (await learning.classes(user, params.id)).map(adminClassJson),
      }),
      adminCreateClass: async ({ params, body, user }) => ({
        data: adminClassJson(await learning.createClass(user, params.id, body)),
      }),
      adminUpdateClass: async ({ params, body, user }) => ({
        data: adminClassJson(await learning.updateClass(user, params.id, body)),
      }),
      adminClassAttendance: async ({ params, user }) => ({
        data: attendanceJson(await learning.attendance(user, params.id)),
      }),
      adminMarkAttendance: async ({ params, body, user }) => ({
        data: attendanceJson(await learning.markAttendance(user, params.id, body)),
      }),
      adminCreateModule: async ({ params, body, user }) => ({
        data: adminModuleJson(await learning.createModule(user, params.id, body)),
      }),
      adminUpdateModule: async ({ params, body, user }) => ({
        data: adminModuleJson(await learning.updateModule(user, params.id, body)),
      }),
      adminCreateLesson: async ({ params, body, user }) => ({
        data: adminLessonJson(await learning.createLesson(user, params.id, body)),
      }),
      adminUpdateLesson: async ({ params, body, user }) => ({
        data: adminLessonJson(await learning.updateLesson(user, params.id, body)),
      }),
    },
  };
}
