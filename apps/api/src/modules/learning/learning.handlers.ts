import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { type RecordingJson, recordingProgressJson } from './learning.json';
import type { LearningService } from './learning.service';
import { liveJoinJson } from './live-join';

export function learningHandlers(
  learning: LearningService,
  { recordingJson }: { recordingJson: RecordingJson },
): ContractHandlers {
  return {
    v3: {
      v3GetStudyPlan: async ({ params, query, user }) => {
        const plan = await learning.studyPlan(user, params.moduleId, query.batch);
        return {
          data: {
            module_id: plan.moduleId,
            batch_id: plan.batchId,
            items: plan.items.map((item) => ({
              id: item.id,
              day: item.day,
              title: item.title,
              kind: item.kind,
              ref_id: item.kind === 'reading' ? null : item.refId,
              due_at: plan.scheduled && item.dueAt ? item.dueAt.toISOString() : null,
              done: plan.done.has(item.id),
            })),
            next_item_id: plan.nextItemId,
          },
        };
      },

      v3SaveRecordingProgress: async ({ body, user }) => ({
        data: recordingProgressJson(await learning.saveProgress(user, body)),
      }),

      v3GetBatchProgress: async ({ query, user }) => {
        const progress = await learning.batchProgress(user, query.batch);
        return {
          data: {
            batch: progress.batchId,
            watched: progress.watched,
            total: progress.total,
            modules: progress.modules.map(({ moduleId, watched, total }) => ({
              module: moduleId,
              watched,
              total,
            })),
            recordings: progress.recordings.map(recordingProgressJson),
            // only ever stored from a request the contract validated (one of its PlaybackRate values)
            playback_rate: progress.playbackRate,
          },
        };
      },

      v3JoinLiveClass: async ({ params, query, user }) => {
        const { roomUrl, learnerName, window } = await learning.joinLiveClass(user, params.id, query.batch);
        return { data: liveJoinJson(roomUrl, learnerName, window) };
      },

      v3GetDownload: async ({ query, user }) => {
        const { url, filename, expiresAt } = await learning.download(user, query.key, query.id);
        return {
          data: { url, filename, content_type: 'application/pdf', expires_at: expiresAt.toISOString() },
        };
      },

      v3ListNextStudyItems: async ({ user }) => ({
        data: (await learning.nextStudyItems(user)).map(({ batchId, live, next, done, total }) => ({
          batch_id: batchId,
          next: next && {
            module_id: next.moduleId,
            module_title: next.moduleTitle,
            id: next.item.id,
            title: next.item.title,
            kind: next.item.kind,
            ref_id: next.item.refId,
            due_at: live && next.item.dueAt ? next.item.dueAt.toISOString() : null,
          },
          done,
          total,
        })),
      }),

      v3ListModuleRecordings: async ({ query, user }) => {
        const { batchId, page } = await learning.moduleRecordings(user, query.module, query);
        return { data: mapPage(page, ({ recording }) => recordingJson(recording, batchId, true)) };
      },

      v3GetRecording: async ({ params, query, user }) => {
        const { recording, batchId } = await learning.recording(user, params.id, query.batch);
        return { data: recordingJson(recording, batchId, true) };
      },

      v3GetFreeRecording: async ({ params }) => {
        const { recording, batchId } = await learning.freeRecording(params.id);
        return { data: recordingJson(recording, batchId, true) };
      },

      v3ListUpcomingClasses: async ({ user }) => ({
        data: (await learning.upcomingClasses(user)).map(({ live, courseTitle, joinOpensAt, status }) => ({
          id: live.id,
          batch_id: live.batchId,
          course_title: courseTitle,
          title: live.title,
          starts_at: live.startsAt.toISOString(),
          duration_minutes: live.durationMinutes,
          join_opens_at: joinOpensAt.toISOString(),
          status,
        })),
      }),
    },
  };
}
