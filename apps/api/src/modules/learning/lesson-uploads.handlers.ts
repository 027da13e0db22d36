import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, type Failure } from '../../core/errors';
import type { ContractHandlers } from '../../core/handlers';
import { adminLessonJson, adminVideoJobJson } from './learning.admin.handlers';
import type { LearningAdmin } from './learning.admin.service';
import type { LessonUploads } from './lesson-uploads.service';

/** An uploaded file's name as shown back: its last path segment, without control characters, ≤ 200 characters. */
function displayName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...last].filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });
  return printable.join('').trim().slice(0, 200) || 'video';
}

/**
 * Runs `use` on a multipart body's parts; busboy's own failures (no boundary, cut short) are the
 * client's fault (400), a file past `maxBytes` is `tooLarge` (413).
 */
export async function readParts<T>(
  request: FastifyRequest,
  limits: { maxBytes: number; fields: number },
  tooLarge: Failure,
  use: (parts: AsyncIterableIterator<Multipart>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return await use(
      request.parts({
        limits: {
          fileSize: limits.maxBytes,
          files: 1,
          fields: limits.fields,
          fieldSize: 1024,
          parts: limits.fields + 1,
        },
      }),
    );
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = String((error as { code?: unknown }).code ?? '');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(tooLarge);
    if (code.startsWith('FST_')) throw error;
    throw new DomainError('MULTIPART_INVALID');
  }
}

/** The console's uploads to a lesson (issue 19): a video for its rendition, PDFs. */
export function lessonUploadsHandlers(
  uploads: LessonUploads,
  {
    learning,
    videoMaxBytes,
    pdfMaxBytes,
  }: { learning: Pick<LearningAdmin, 'lesson'>; videoMaxBytes: number; pdfMaxBytes: number },
): ContractHandlers {
  return {
    admin: {
      adminUploadLessonVideo: async ({ params, request, user: actor }) => {
        // an operator who may not work on the lesson is refused before a byte is kept
        await uploads.requireLesson(actor, params.id);
        const folder = await mkdtemp(join(tmpdir(), 'tilawat-upload-'));
        try {
          const path = join(folder, 'video');
          const file = await readParts(
            request,
            { maxBytes: videoMaxBytes, fields: 1 },
            'VIDEO_TOO_LARGE',
            async (parts) => {
              let found: MultipartFile | undefined;
              for await (const part of parts) {
                if (part.type !== 'file' || part.fieldname !== 'video')
                  throw new DomainError('VIDEO_MISSING');
                await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
                if (part.file.truncated) throw new DomainError('VIDEO_TOO_LARGE');
                found = part;
              }
              return found;
            },
          );
          if (!file) throw new DomainError('VIDEO_MISSING');
          const job = await uploads.uploadVideo(actor, params.id, {
            filename: displayName(file.filename),
            path,
          });
          return { data: adminVideoJobJson(job) };
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },

      adminGetVideoJob: async ({ params, user }) => ({
        data: adminVideoJobJson(await uploads.videoJob(user, params.id)),
      }),

      adminAddLessonNote: async ({ params, request, user: actor }) => {
        await uploads.requireLesson(actor, params.id);
        const note = await readParts(
          request,
          { maxBytes: pdfMaxBytes, fields: 1 },
          'NOTE_TOO_LARGE',
          async (parts) => {
            let title: string | undefined;
            let bytes: Buffer | undefined;
            for await (const part of parts) {
              if (part.type === 'field' && part.fieldname === 'title') title = String(part.value);
              else if (part.type === 'file' && part.fieldname === 'pdf') {
                bytes = await part.toBuffer();
                if (part.file.truncated) throw new DomainError('NOTE_TOO_LARGE');
              } else {
                if (part.type === 'file') part.file.resume();
                throw new DomainError('NOTE_MISSING');
              }
            }
            return { title, bytes };
          },
        );
        if (!note.bytes) throw new DomainError('NOTE_MISSING');
        if (note.title === undefined) throw new DomainError('NOTE_TITLE', { field: 'title' });
        await uploads.addNote(actor, params.id, { title: note.title, bytes: note.bytes });
        return { data: adminLessonJson(await learning.lesson(actor, params.id)) };
      },

      adminRemoveLessonNote: async ({ params, user: actor }) => {
        await uploads.removeNote(actor, params.id, params.key);
        return { data: adminLessonJson(await learning.lesson(actor, params.id)) };
      },
    },
  };
}
