// The console's uploads to a lesson (issue 19): a video, checked to be one and queued for its HLS
// rendition (video-queue.ts makes it), and PDFs, checked to be PDFs. Files go to the FileStorage,
// so that any api process serves them and any worker turns them into renditions.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { FileStorage } from '../../core/storage';
import type { Db, Tx } from '../../db/client';
import {
  isPdf,
  MediaCheckTimedOut,
  type MediaTools,
  MediaToolsMissing,
  readHead,
} from '../../infra/media/ffmpeg';
import { isUploadedMediaKey, storedMediaKey, uploadedMediaKey } from '../../infra/media/media';
import { probeVideo, sniffVideo } from '../../infra/media/transcode';
import type { AuditRecorder } from '../audit/audit.service';
import type { CatalogueAdmin } from '../catalogue/catalogue.admin.service';
import * as learningAdmin from './learning.admin.repository';
import * as learning from './learning.repository';
import type { StoredResource } from './learning.table';
import * as jobs from './video-jobs.repository';

/** How many PDFs one lesson may carry. */
export const MAX_NOTES = 20;
/** The longest PDF title. */
export const MAX_NOTE_TITLE = 120;

/** Where an uploaded video waits for its rendition (a storage key). */
export const sourceKey = (jobId: string) => `media/sources/${jobId}.upload`;

export function createLessonUploads({
  db,
  clock,
  audit,
  catalogue,
  storage,
  tools,
  onQueued,
}: {
  db: Db;
  clock: Clock;
  audit: AuditRecorder;
  catalogue: Pick<CatalogueAdmin, 'requireBatch'>;
  storage: FileStorage;
  tools: MediaTools;
  /** Queues the rendition of a video, in the transaction that records its upload. */
  onQueued: (tx: Tx, videoJobId: string) => Promise<unknown>;
}) {
  /** A lesson the actor may work on (its batch theirs, or any for an admin); 404 otherwise. */
  async function lessonFor(actor: AuthUser, id: number) {
    const row = await learning.recordingWithBatch(db, id);
    if (!row) throw new DomainError('RECORDING_NOT_FOUND');
    await catalogue.requireBatch(db, actor, row.batchId, 'RECORDING_NOT_FOUND');
    return row.recording;
  }

  return {
    /** Refuses, before an upload is read, an actor who may not work on the lesson. */
    requireLesson: async (actor: AuthUser, id: number): Promise<void> => {
      await lessonFor(actor, id);
    },

    /**
     * A video for a lesson, received into the file `path` (the caller removes it): checked by its
     * first bytes and by ffprobe to be a moving picture, kept in the storage, and queued for its
     * rendition. The lesson keeps playing what it played until the rendition is ready.
     */
    async uploadVideo(actor: AuthUser, lessonId: number, upload: { filename: string; path: string }) {
      const lesson = await lessonFor(actor, lessonId);
      const container = sniffVideo(await readHead(upload.path));
      if (!container) throw new DomainError('VIDEO_TYPE');
      let probed: Awaited<ReturnType<typeof probeVideo>>;
      try {
        probed = await probeVideo(tools, upload.path, container);
      } catch (error) {
        if (error instanceof MediaToolsMissing) throw new DomainError('VIDEO_TOOLS_MISSING');
        if (error instanceof MediaCheckTimedOut) throw new DomainError('VIDEO_CHECK_TIMEOUT');
        throw error;
      }
      if (!probed) throw new DomainError('VIDEO_UNREADABLE');

      const id = randomUUID();
      await storage.putFile(sourceKey(id), upload.path, 'application/octet-stream');
      const now = clock.now();
      try {
        const job = await db.transaction(async (tx) => {
          const queued = await jobs.insertVideoJob(tx, {
            id,
            recordingId: lesson.id,
            uploadedBy: actor.id,
            filename: upload.filename,
            sourceKey: sourceKey(id),
            status: 'queued',
            durationSeconds: Math.round(probed.durationSeconds),
            createdAt: now,
            updatedAt: now,
          });
          await audit(tx, {
            actor,
            action: 'lesson.video-upload',
            target: `lesson:${lesson.id}`,
            before: null,
            after: { upload: id, filename: upload.filename, duration_seconds: queued.durationSeconds },
          });
          await onQueued(tx, id);
          return queued;
        });
        return job;
      } catch (error) {
        await storage.delete(sourceKey(id)).catch(() => {});
        throw error;
      }
    },

    /** An upload's progress, for one who may work on its lesson; 404 otherwise. */
    async videoJob(actor: AuthUser, id: string) {
      const job = await jobs.findVideoJob(db, id);
      if (!job) throw new DomainError('VIDEO_JOB_NOT_FOUND');
      const row = await learning.recordingWithBatch(db, job.recordingId);
      if (!row) throw new DomainError('VIDEO_JOB_NOT_FOUND');
      await catalogue.requireBatch(db, actor, row.batchId, 'VIDEO_JOB_NOT_FOUND');
      return job;
    },

    /**
     * A PDF for a lesson (at most {@link MAX_NOTES}): checked to be a PDF by its bytes, kept in the
     * storage under a random name, and listed with its title among the lesson's PDFs.
     */
    async addNote(actor: AuthUser, lessonId: number, note: { title: string; bytes: Buffer }) {
      await lessonFor(actor, lessonId);
      const title = note.title.trim();
      if (!title || [...title].length > MAX_NOTE_TITLE)
        throw new DomainError('NOTE_TITLE', { field: 'title' });
      if (!isPdf(note.bytes)) throw new DomainError('NOTE_TYPE');
      const key = `note-${randomBytes(5).toString('hex')}`;
      const mediaKey = uploadedMediaKey(randomUUID());
      const file = `${mediaKey}/${key}.pdf`;
      await storage.put(storedMediaKey(mediaKey, `${key}.pdf`), note.bytes, 'application/pdf');
      try {
        await db.transaction(async (tx) => {
          const row = await learningAdmin.lockRecording(tx, lessonId);
          if (!row) throw new DomainError('RECORDING_NOT_FOUND');
          const resources = row.recording.resources;
          if (resources.length >= MAX_NOTES) throw new DomainError('NOTES_FULL');
          const resource: StoredResource = { key, title, kind: 'pdf', file };
          await learningAdmin.updateRecording(tx, lessonId, { resources: [...resources, resource] });
          await audit(tx, {
            actor,
            action: 'lesson.note-add',
            target: `lesson:${lessonId}`,
            before: null,
            after: { key, title, bytes: note.bytes.length },
          });
        });
      } catch (error) {
        await storage.delete(storedMediaKey(mediaKey, `${key}.pdf`)).catch(() => {});
        throw error;
      }
    },

    /** Takes a PDF off a lesson; an uploaded one's file is removed from the storage too. */
    async removeNote(actor: AuthUser, lessonId: number, key: string) {
      await lessonFor(actor, lessonId);
      const removed = await db.transaction(async (tx) => {
        const row = await learningAdmin.lockRecording(tx, lessonId);
        if (!row) throw new DomainError('RECORDING_NOT_FOUND');
        const resource = row.recording.resources.find((item) => item.key === key);
        if (!resource) throw new DomainError('NOTE_NOT_FOUND');
        await learningAdmin.updateRecording(tx, lessonId, {
          resources: row.recording.resources.filter((item) => item.key !== key),
        });
        await audit(tx, {
          actor,
          action: 'lesson.note-remove',
          target: `lesson:${lessonId}`,
          before: { key, title: resource.title },
          after: null,
        });
        return resource;
      });
      const file = removed.file ?? '';
      const slash = file.lastIndexOf('/');
      if (isUploadedMediaKey(file) && slash > 0) {
        await storage.delete(storedMediaKey(file.slice(0, slash), file.slice(slash + 1))).catch(() => {});
      }
    },
  };
}

export type LessonUploads = ReturnType<typeof createLessonUploads>;
