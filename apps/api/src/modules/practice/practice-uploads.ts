// A learner's recordings come up by tus 1.0 (issue 20; `@tus/server` with `@tus/file-store`): an upload
// is made by POST /api/v3/practice-uploads naming the assignment and the ayah, its bytes sent by PATCH
// (resumed from HEAD's offset after a lost connection), and checked when the last byte arrives. The
// contract's three operations are served through the contract's routes (auth, headers and path checked
// there, the creation rate-limited); this file hands each request to the tus server as a web Request and
// writes its Response back through Fastify, every refusal in the one error body with a Bengali `msg`.

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { answerOf, DomainError, type Failure } from '../../core/errors';
import type { PracticeService } from './practice.service';

/** The contract's tus operations: their bodies are read by the tus server, not by Fastify. */
export const TUS_OPERATIONS = new Set([
  'v3CreatePracticeUpload',
  'v3GetPracticeUploadOffset',
  'v3SendPracticeUploadChunk',
]);

/** Where uploads are addressed, below PUBLIC_ORIGIN. */
export const PRACTICE_UPLOADS_PATH = '/api/v3/practice-uploads';

/** How long an unfinished upload is kept for its learner to resume (then the tus file is removed). */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60_000;
/** How often the expired uploads are looked for (the audio worker's housekeeping). */
const EXPIRE_EVERY_MS = 60 * 60_000;

/** What each method may answer besides its success, by the contract. */
const DOCUMENTED: Record<string, readonly number[]> = {
  POST: [400, 401, 404, 409, 413, 415, 429, 503],
  HEAD: [400, 401, 404],
  PATCH: [400, 401, 404, 409, 413, 415, 503],
};

/** A tus answer's status (its own English body dropped) as the failure the api answers. */
function failureOf(status: number, body: string): Failure {
  if (status === 404 || status === 410) return 'UPLOAD_NOT_FOUND';
  if (status === 409 || /failed to acquire lock/.test(body)) return 'UPLOAD_OFFSET_CONFLICT';
  if (status === 413) return 'AUDIO_TOO_LARGE';
  // 403: the PATCH had no Content-Type
  if (status === 415 || (status === 403 && /Content-Type/i.test(body))) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status >= 500 && status !== 501) return 'UPLOAD_FAILED';
  // 400, 412 (no Tus-Resumable), 460 (checksum), 501 (an extension the server lacks), 403 (no offset)
  return 'UPLOAD_REFUSED';
}

/** `practice` and `ayah` of an upload's metadata, decimal numbers; 400 otherwise. */
function targetOf(metadata: Upload['metadata']): { assignmentId: number; ayah: number } {
  const practice = metadata?.practice ?? '';
  const ayah = metadata?.ayah ?? '';
  if (!/^[1-9]\d{0,8}$/.test(practice) || !/^[1-9]\d{0,2}$/.test(ayah))
    throw new DomainError('UPLOAD_METADATA');
  return { assignmentId: Number(practice), ayah: Number(ayah) };
}

export interface PracticeUploadsLog {
  error(details: Record<string, unknown>, message: string): void;
}

export function createPracticeUploads({
  practice,
  dir,
  maxBytes,
  publicOrigin,
  log,
  clock,
}: {
  practice: Pick<PracticeService, 'requireOpenAyah' | 'acceptRecording'>;
  /** The folder unfinished uploads are kept in on this machine. */
  dir: string;
  /** PRACTICE_AUDIO_MAX_BYTES: the largest `Upload-Length`. */
  maxBytes: number;
  publicOrigin: string;
  log: PracticeUploadsLog;
  /** The hourly expiry's clock (the uploads' own expiry dates are the tus store's). */
  clock: Clock;
}) {
  const datastore = new FileStore({ directory: dir, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  /** The signed-in learner of each request handed to the tus server. */
  const learners = new WeakMap<Request, AuthUser>();
  const learnerOf = (req: Request) => {
    const user = learners.get(req);
    if (!user) throw new DomainError('LOGIN_REQUIRED');
    return user;
  };

  const server = new Server({
    path: PRACTICE_UPLOADS_PATH,
    datastore,
    maxSize: maxBytes,
    // the contract's upload id: 32 lower-case hex digits
    namingFunction: () => randomBytes(16).toString('hex'),
    generateUrl: (_req, { id }) => `${publicOrigin}${PRACTICE_UPLOADS_PATH}/${id}`,
    // HEAD and PATCH: only the learner who made the upload reaches it; anyone else is answered 404
    onIncomingRequest: async (req, id) => {
      if (req.method === 'POST') return;
      const user = learnerOf(req as unknown as Request);
      const upload = await datastore.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.learner !== user.id) throw new DomainError('UPLOAD_NOT_FOUND');
    },
    onUploadCreate: async (req, upload) => {
      const user = learnerOf(req as unknown as Request);
      const { assignmentId, ayah } = targetOf(upload.metadata);
      await practice.requireOpenAyah(user, assignmentId, ayah);
      // kept with the upload: whose it is and what it is for (the client's own `filetype` is not trusted)
      return { metadata: { practice: String(assignmentId), ayah: String(ayah), learner: user.id } };
    },
    onUploadFinish: async (req, upload) => {
      const user = learnerOf(req as unknown as Request);
      try {
        const { assignmentId, ayah } = targetOf(upload.metadata);
        await practice.acceptRecording(user, {
          assignmentId,
          ayah,
          path: join(dir, upload.id),
          size: upload.size ?? upload.offset,
        });
      } finally {
        // taken into the storage, or refused: nothing of it stays here
        await datastore.remove(upload.id).catch(() => {});
      }
      return {};
    },
    onResponseError: (_req, error) => {
      if (error instanceof DomainError) {
        const answer = answerOf(error);
        return { status_code: answer.statusCode, body: JSON.stringify(answer.body) };
      }
      if (error instanceof Error && !('status_code' in error)) {
        log.error({ err: error }, 'a practice upload failed');
      }
      return undefined;
    },
  });

  let lastExpiry = 0;

  return {
    /**
     * Answers a tus request of the signed-in `user` (POST, HEAD or PATCH of the contract's routes): the
     * request goes to the tus server as it came, its answer back with the tus headers; a refusal is the
     * api's error body at a status the contract documents.
     */
    async serve(request: FastifyRequest, reply: FastifyReply, user: AuthUser): Promise<FastifyReply> {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const withBody = request.method === 'PATCH' || request.method === 'POST';
      const path = request.url.split('?')[0] ?? '';
      const web = new Request(`http://tus.invalid${path}`, {
        method: request.method,
        headers,
        ...(withBody
          ? { body: Readable.toWeb(request.raw) as unknown as ReadableStream, duplex: 'half' as const }
          : {}),
      } as RequestInit);
      learners.set(web, user);
      const response = await server.handleWeb(web);

      if (response.status >= 400) {
        const text = await response.text();
        let answer: { statusCode: number; body: { msg: string; code: string } } | undefined;
        try {
          const json = JSON.parse(text) as { msg?: unknown; code?: unknown };
          if (typeof json.msg === 'string' && typeof json.code === 'string') {
            answer = { statusCode: response.status, body: { msg: json.msg, code: json.code } };
          }
        } catch {
          // tus's own English sentence
        }
        if (!answer || !(DOCUMENTED[request.method] ?? []).includes(answer.statusCode)) {
          const failure = failureOf(response.status, text);
          answer = answerOf(new DomainError(failure));
          if (response.status >= 500)
            log.error({ status: response.status, body: text.slice(0, 200) }, 'tus failed');
        }
        return reply
          .code(answer.statusCode)
          .header('tus-resumable', '1.0.0')
          .type('application/json; charset=utf-8')
          .send(answer.body);
      }

      reply.code(response.status);
      response.headers.forEach((value, name) => {
        // CORS is the api's own (@fastify/cors, WEB_ORIGINS); the server's fields of an upload stay here
        if (
          name.startsWith('access-control-') ||
          ['content-length', 'content-type', 'connection', 'upload-metadata'].includes(name)
        )
          return;
        reply.header(name, value);
      });
      reply.header('cache-control', 'no-store');
      return reply.send();
    },

    /** Removes unfinished uploads past their expiry, at most once an hour. */
    async expire(now = clock.now().getTime()): Promise<void> {
      if (now - lastExpiry < EXPIRE_EVERY_MS) return;
      lastExpiry = now;
      await datastore.deleteExpired();
    },
  };
}

export type PracticeUploads = ReturnType<typeof createPracticeUploads>;
