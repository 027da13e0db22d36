// The recitation practice area's nightly clean-up (issue 37): voice corrections no one can reach any more
// (a teacher recorded a newer one for the mark, or took the mark back) and recordings whose practice went,
// files and rows; and the kept source of an audio that failed for good, once no retry can use it.
import {
  CLEANUP_BATCH_FILES,
  type CleanupLog,
  cleanupQueue,
  daysBefore,
  inBatches,
} from '../../core/cleanup';
import type { Clock } from '../../core/clock';
import type { QueueDefinition } from '../../core/jobs';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../db/client';
import { practiceAudioKey } from '../../infra/media/media';
import * as audio from './practice-audio.repository';

export const PRACTICE_CLEANUP_QUEUE = 'practice.cleanup';

/**
 * An audio no one can reach, 7 days after the clean-up first found it so. Nothing signs a link to it any
 * more; one signed before (a learner's page open on the old correction) lasts MEDIA_URL_TTL_SECONDS, 7
 * days at most. A voice is personal data: once unheard, it goes.
 */
export const UNREACHABLE_AUDIO_KEPT_DAYS = 7;
/**
 * The source of an audio that failed for good, 30 days after it failed: as long as the job engine keeps
 * the failed job for an operator's retry (engine.ts KEEP_FINISHED_DAYS). The row stays (the learner's
 * page shows the recording failed); a later retry finds no source and fails again, saying so.
 */
export const FAILED_AUDIO_SOURCE_KEPT_DAYS = 30;

export function practiceCleanup({
  db,
  clock,
  storage,
  log,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  log: CleanupLog;
}): QueueDefinition {
  return cleanupQueue({
    name: PRACTICE_CLEANUP_QUEUE,
    title: 'অব্যবহৃত ও ব্যর্থ তিলাওয়াতের অডিও মুছে ফেলা',
    schedule: '20 2 * * *',
    log,
    async run(signal) {
      const now = clock.now();
      let files = 0;
      /** Deletes the folder (source, AAC, Opus) of each of these audio; answers their ids. */
      const deleteFiles = async (ids: string[]) => {
        for (const id of ids) {
          signal.throwIfAborted();
          files += await storage.deleteFolder(practiceAudioKey(id));
        }
        return ids;
      };
      const unreachableBefore = daysBefore(now, UNREACHABLE_AUDIO_KEPT_DAYS);
      const failedBefore = daysBefore(now, FAILED_AUDIO_SOURCE_KEPT_DAYS);
      const noted = await inBatches((limit) => audio.noteUnreachableAudio(db, { now, limit }), signal);
      const unreachable = await inBatches(
        async (limit) => {
          const ids = await audio.unreachableAudio(db, { before: unreachableBefore, limit });
          return audio.deleteUnreachableAudio(db, { ids: await deleteFiles(ids), before: unreachableBefore });
        },
        signal,
        CLEANUP_BATCH_FILES,
      );
      const failedSources = await inBatches(
        async (limit) => {
          const ids = await audio.failedAudioWithFiles(db, { before: failedBefore, limit });
          return audio.noteFilesDeleted(db, { ids: await deleteFiles(ids), before: failedBefore, now });
        },
        signal,
        CLEANUP_BATCH_FILES,
      );
      return { audioNowUnreachable: noted, unreachableAudio: unreachable, failedSources, files };
    },
  });
}
