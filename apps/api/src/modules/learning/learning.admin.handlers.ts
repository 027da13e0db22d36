import type { AdminSchemas } from '@tilawat/sdk/admin';
import { requireUser } from '../../core/auth';
import type { ContractHandlers } from '../../core/handlers';
import { adminBatchJson } from '../catalogue/catalogue.admin.handlers';
import type { LearningAdmin } from './learning.admin.service';
import type { ModuleRow, RecordingRow } from './learning.repository';

/** A recorded lesson as the console's contract writes it (AdminLesson). */
export const adminLessonJson = (lesson: RecordingRow): AdminSchemas['AdminLesson'] => ({
  id: lesson.id,
  module_id: lesson.moduleId,
  title: lesson.title,
  position: Math.max(1, lesson.position),
  duration_seconds: lesson.durationSeconds,
  free: lesson.free,
  video_url: lesson.videoUrl,
});

/** A module with its lessons as the console's contract writes it (AdminModule). */
export const adminModuleJson = ({
  module,
  lessons,
}: {
  module: ModuleRow;
  lessons: RecordingRow[];
}): AdminSchemas['AdminModule'] => ({
  id: module.id,
  batch_id: module.batchId,
  title: module.title,
  position: Math.max(1, module.position),
  lessons: lessons.map(adminLessonJson),
});

/** The console's side of learning (issue 19): a batch's modules and lessons, for admins and its teacher. */
export function learningAdminHandlers(learning: LearningAdmin): ContractHandlers {
  return {
    admin: {
      adminGetBatch: async ({ params, user }) => {
        const { batch, modules } = await learning.batchContent(requireUser(user), params.id);
        return { data: { batch: adminBatchJson(batch), modules: modules.map(adminModuleJson) } };
      },
      adminCreateModule: async ({ params, body, user }) => ({
        data: adminModuleJson(await learning.createModule(requireUser(user), params.id, body)),
      }),
      adminUpdateModule: async ({ params, body, user }) => ({
        data: adminModuleJson(await learning.updateModule(requireUser(user), params.id, body)),
      }),
      adminCreateLesson: async ({ params, body, user }) => ({
        data: adminLessonJson(await learning.createLesson(requireUser(user), params.id, body)),
      }),
      adminUpdateLesson: async ({ params, body, user }) => ({
        data: adminLessonJson(await learning.updateLesson(requireUser(user), params.id, body)),
      }),
    },
  };
}
