// The learning area's nightly clean-up (issue 37): lesson renditions no lesson plays any more (replaced by
// a newer upload, or the lesson given another video by hand), and uploads that failed for good. Their
// files (the rendition's playlist and segments, the uploaded source) and their video_jobs rows go.
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
import { storedMediaFolder, uploadedMediaKey } from '../../infra/media/media';
import * as jobs from './video-jobs.repository';

export const LEARNING_CLEANUP_QUEUE = 'learning.cleanup';

/**
 * A rendition no lesson plays, 7 days after the clean-up first found it so. A learner who opened the
 * lesson before it changed plays on with signed links of at most MEDIA_URL_TTL_SECONDS (7 days at most,
 * 4 hours by default); an operator who put the wrong video on a lesson has the week to put the old one
 * back (the audit log's `lesson.video-ready` names it), which keeps it.
 */
export const REPLACED_RENDITION_KEPT_DAYS = 7;
/**
 * An upload that failed for good, 30 days after it failed: its source is kept so an operator may retry
 * it from the console, and the job engine keeps the failed job as long (engine.ts KEEP_FINISHED_DAYS).
 */
export const FAILED_UPLOAD_KEPT_DAYS = 30;

export function learningCleanup({
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
    name: LEARNING_CLEANUP_QUEUE,
    title: 'বদলে যাওয়া ও ব্যর্থ পাঠের ভিডিও মুছে ফেলা',
    schedule: '15 2 * * *',
    log,
    async run(signal) {
      const now = clock.now();
      const noted = await jobs.noteUnusedRenditions(db, { now });
      let files = 0;
      /** Deletes the files, then the rows, of a batch of jobs that may go; answers how many rows went. */
      const deleteBatch = async (expiry: jobs.VideoJobExpiry, limit: number) => {
        const batch = await jobs.expiredVideoJobs(db, { expiry, limit });
        for (const job of batch) {
          signal.throwIfAborted();
          files += await storage.deleteFolder(storedMediaFolder(uploadedMediaKey(job.id)));
          // deleted when the rendition was made; still there when it failed
          await storage.delete(job.sourceKey);
        }
        return jobs.deleteExpiredVideoJobs(db, { ids: batch.map((job) => job.id), expiry });
      };
      const replaced = await inBatches(
        (limit) => deleteBatch({ unusedBefore: daysBefore(now, REPLACED_RENDITION_KEPT_DAYS) }, limit),
        signal,
        CLEANUP_BATCH_FILES,
      );
      const failed = await inBatches(
        (limit) => deleteBatch({ failedBefore: daysBefore(now, FAILED_UPLOAD_KEPT_DAYS) }, limit),
        signal,
        CLEANUP_BATCH_FILES,
      );
      return {
        renditionsNowUnused: noted.unused,
        renditionsPlayedAgain: noted.playedAgain,
        replacedRenditions: replaced,
        failedUploads: failed,
        files,
      };
    },
  });
}
