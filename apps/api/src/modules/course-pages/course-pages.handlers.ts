import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { batchJson, courseSummaryJson, tk } from '../catalogue/catalogue.json';
import type { RecordingJson } from '../learning/learning.json';
import { courseJson } from './course-pages.json';
import type { CoursePagesService } from './course-pages.service';

/** The public catalogue: v3 courses and batches, and the v2 course page. */
export function coursePagesHandlers(
  catalogue: CoursePagesService,
  { recordingJson }: { recordingJson: RecordingJson },
): ContractHandlers {
  return {
    v3: {
      v3ListCourses: async ({ query }) => ({ data: mapPage(await catalogue.listCourses(query), courseJson) }),

      v3ListBatches: async ({ query }) => ({ data: mapPage(await catalogue.listBatches(query), batchJson) }),

      v3GetBatch: async ({ params, user }) => {
        const { batch, course, taken, modules, enrolled, attendance } = await catalogue.batch(
          params.id,
          user,
        );
        return {
          data: {
            ...batchJson({ batch, taken }),
            course: courseSummaryJson(course),
            modules,
            enrolled,
            attendance,
          },
        };
      },

      v3GetOnDemandBatch: async ({ params, user }) => {
        const { batch, course, taken, modules, recordings, enrolled } = await catalogue.onDemandBatch(
          params.id,
          user,
        );
        const byModule = new Map<number, V3Schemas['Recording'][]>();
        for (const recording of recordings) {
          const list = byModule.get(recording.moduleId) ?? [];
          list.push(recordingJson(recording, batch.id, enrolled));
          byModule.set(recording.moduleId, list);
        }
        return {
          data: {
            ...batchJson({ batch, taken }),
            course: courseSummaryJson(course),
            modules: modules.map((row) => {
              const list = byModule.get(row.id) ?? [];
              return {
                id: row.id,
                title: row.title,
                position: row.position,
                lessons_count: list.length,
                // Resources are attached to recordings; modules carry none of their own yet.
                resources: [],
                recordings: list,
              };
            }),
            enrolled,
          },
        };
      },
    },

    v2: {
      v2GetCourse: async ({ params }) => {
        const { course, batches, lessonsCount, plans, syllabus } = await catalogue.courseDetail(params.id);
        const modules = new Map<number, V2Schemas['SyllabusModule']>();
        for (const { module, recording } of syllabus) {
          let entry = modules.get(module.id);
          if (!entry) {
            entry = { id: module.id, position: module.position, title: module.title, lessons: [] };
            modules.set(module.id, entry);
          }
          if (recording) {
            entry.lessons.push({
              title: recording.title,
              free: recording.free,
              recording_id: recording.free ? recording.id : null,
              duration_seconds: recording.durationSeconds,
            });
          }
        }
        return {
          ...courseJson({ course, batches, lessonsCount }),
          batches: batches.map(batchJson),
          plans: plans.map((plan) => ({
            id: plan.id,
            course_id: plan.courseId,
            title: plan.title,
            description: plan.description,
            access_days: plan.accessDays,
            price: tk(plan.price),
          })),
          syllabus: [...modules.values()],
        };
      },
    },
  };
}
