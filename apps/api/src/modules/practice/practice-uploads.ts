// A learner's recordings come up by tus 1.0 (issue 20; `@tus/server`, on the folder or the bucket of
// upload-store.ts, issue 37): an upload is made by POST /api/v3/practice-uploads naming the assignment
// and the ayah, its bytes sent by PATCH (resumed from HEAD's offset after a lost connection), on any api
// host when the uploads are in the bucket, and checked when the last byte arrives. The
// contract's three operations are served through the contract's routes (auth, headers and path checked
// there, the creation rate-limited); this file hands each request to the tus server as a web Request and
// writes its Response back through Fastify, every refusal in the one error body with a Bengali `msg`.
//
// What the unfinished uploads may take of the disk or the bucket (issue 35): a learner keeps at most one
// unfinished upload for each ayah they may record now (a new take of an ayah replaces the one before),
// every upload expires PRACTICE_UPLOAD_EXPIRY_MINUTES after it was made and its files are deleted (at the
// next creation, or by the sweep every few minutes), and the folder (or bucket) as a whole holds at most
// PRACTICE_UPLOADS_MAX_BYTES (a new upload past it is 507).

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { answerOf, DomainError, type ErrorAnswer, type Failure } from '../../core/errors';
import type { PracticeService } from './practice.service';
import type { FolderUpload } from './upload-folder';
import { createFolderUploadStore, type UploadStore } from './upload-store';

/** The contract's tus operations: their bodies are read by the tus server, not by Fastify. */
export const TUS_OPERATIONS = new Set([
  'v3CreatePracticeUpload',
  'v3GetPracticeUploadOffset',
  'v3SendPracticeUploadChunk',
]);

/** Where uploads are addressed, below PUBLIC_ORIGIN. */
export const PRACTICE_UPLOADS_PATH = '/api/v3/practice-uploads';

/** How often the sweep looks for expired uploads, at most (a quarter of the expiry when that is shorter). */
const SWEEP_EVERY_MS = 5 * 60_000;

/** What each method may answer besides its success, by the contract. */
const DOCUMENTED: Record<string, readonly number[]> = {
  POST: [400, 401, 404, 409, 413, 415, 429, 503, 507],
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

/** An answer the tus server wrote in the api's error body itself, or undefined (tus's own English sentence). */
function ownAnswer(status: number, text: string): ErrorAnswer | undefined {
  try {
    const json = JSON.parse(text) as { msg?: unknown; code?: unknown };
    if (typeof json.msg === 'string' && typeof json.code === 'string') {
      return { statusCode: status, headers: {}, body: { msg: json.msg, code: json.code } };
    }
  } catch {
    // not JSON
  }
  return undefined;
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
  folderMaxBytes,
  expiryMs,
  publicOrigin,
  log,
  clock,
  store = createFolderUploadStore(dir, expiryMs),
}: {
  practice: Pick<PracticeService, 'requireOpenAyah' | 'acceptRecording'>;
  /** The folder unfinished uploads are kept in on this machine (with the folder store). */
  dir: string;
  /** PRACTICE_AUDIO_MAX_BYTES: the largest `Upload-Length`. */
  maxBytes: number;
  /** PRACTICE_UPLOADS_MAX_BYTES: what the folder may hold in all (the `Upload-Length`s of its uploads). */
  folderMaxBytes: number;
  /** PRACTICE_UPLOAD_EXPIRY_MINUTES: how long an upload is kept, from its creation, to be finished. */
  expiryMs: number;
  publicOrigin: string;
  log: PracticeUploadsLog;
  /** When uploads expire, and the sweep's "now". */
  clock: Clock;
  /** Where uploads live and how they are locked: the folder `dir` unless said (upload-store.ts). */
  store?: UploadStore;
}) {
  const { datastore, records: folder, idPrefix } = store;
  // the tus server's locks: an upload is removed under its lock, so a PATCH writing it stops first
  const locker = store.locker;
  /** The signed-in learner of each request handed to the tus server. */
  const learners = new WeakMap<Request, AuthUser>();
  /** A request's refusal, answered with its own headers (`Retry-After`) — tus passes on only a body. */
  const refusals = new WeakMap<Request, DomainError>();
  /** Each learner's creations one at a time in this process, so that two at once cannot both pass the limit. */
  const creating = new Map<string, Promise<unknown>>();
  const learnerOf = (req: Request) => {
    const user = learners.get(req);
    if (!user) throw new DomainError('LOGIN_REQUIRED');
    return user;
  };

  /** Removes an upload's files, under its lock (a PATCH writing it is stopped first). */
  async function remove(id: string): Promise<void> {
    const lock = locker.newLock(id);
    try {
      await lock.lock(new AbortController().signal, async () => {});
    } catch {
      return; // held past the locker's wait: the next sweep takes it
    }
    try {
      await store.removeFiles(id);
    } finally {
      folder.forget(id);
      await lock.unlock().catch(() => {});
    }
  }

  /** Removes the expired uploads of the folder (anyone's): what is left. */
  async function dropExpired(): Promise<FolderUpload[]> {
    const now = clock.now().getTime();
    const kept: FolderUpload[] = [];
    for (const upload of await folder.list()) {
      if (upload.expiresAt <= now) await remove(upload.id);
      else kept.push(upload);
    }
    return kept;
  }

  /**
   * Makes room for a learner's new upload of `ayah` (`size` bytes) in a practice whose ayahs `open` they
   * may record now: their unfinished upload of the same ayah is replaced (the site keeps only the newest
   * take of an ayah and never resumes the one before), and theirs of ayahs no longer open go (they could
   * never be taken). Refuses with 429 when the learner would hold more unfinished uploads of the practice
   * than the ayahs open — left by another process of the machine creating at the same time — and with 507
   * when the folder would hold more than `folderMaxBytes`.
   */
  async function makeRoom(
    user: AuthUser,
    target: { assignmentId: number; ayah: number; size: number },
    open: readonly number[],
  ): Promise<void> {
    const live = await dropExpired();
    const mine = live.filter(
      (upload) => upload.learner === user.id && upload.practice === target.assignmentId,
    );
    const replaced = new Set(
      mine
        .filter((upload) => upload.ayah === target.ayah || !open.includes(upload.ayah))
        .map((upload) => upload.id),
    );
    for (const id of replaced) await remove(id);
    const kept = mine.filter((upload) => !replaced.has(upload.id));
    if (kept.length >= open.length) {
      const soonest = Math.min(...kept.map((upload) => upload.expiresAt));
      throw new DomainError('UPLOADS_UNFINISHED', {
        retryAfterSeconds: (soonest - clock.now().getTime()) / 1000,
      });
    }
    const held = live
      .filter((upload) => !replaced.has(upload.id))
      .reduce((sum, upload) => sum + upload.size, 0);
    if (held + target.size > folderMaxBytes) throw new DomainError('UPLOADS_FULL');
  }

  const server = new Server({
    path: PRACTICE_UPLOADS_PATH,
    datastore,
    locker,
    maxSize: maxBytes,
    // the contract's upload id: 32 lower-case hex digits (in a bucket, below the store's prefix)
    namingFunction: () => `${idPrefix}${randomBytes(16).toString('hex')}`,
    generateUrl: (_req, { id }) => `${publicOrigin}${PRACTICE_UPLOADS_PATH}/${id.slice(idPrefix.length)}`,
    ...(idPrefix
      ? {
          getFileIdFromRequest: (_req: unknown, last?: string) =>
            last !== undefined && /^[0-9a-f]{32}$/.test(last) ? `${idPrefix}${last}` : undefined,
        }
      : {}),
    // HEAD and PATCH: only the learner who made the upload reaches it, before it expires; anyone else,
    // or an expired upload (its files removed now), is answered 404
    onIncomingRequest: async (req, id) => {
      if (req.method === 'POST') return;
      const user = learnerOf(req as unknown as Request);
      const upload = await datastore.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.learner !== user.id) throw new DomainError('UPLOAD_NOT_FOUND');
      if (Number(upload.metadata?.expires) <= clock.now().getTime()) {
        await remove(id);
        throw new DomainError('UPLOAD_NOT_FOUND');
      }
    },
    onUploadCreate: async (req, upload) => {
      const user = learnerOf(req as unknown as Request);
      const { assignmentId, ayah } = targetOf(upload.metadata);
      const open = await practice.requireOpenAyah(user, assignmentId, ayah);
      await makeRoom(user, { assignmentId, ayah, size: upload.size ?? maxBytes }, open);
      // kept with the upload: whose it is, what it is for (the client's own `filetype` is not trusted)
      // and when it expires on the api's clock
      return {
        metadata: {
          practice: String(assignmentId),
          ayah: String(ayah),
          learner: user.id,
          expires: String(clock.now().getTime() + expiryMs),
        },
      };
    },
    onUploadFinish: async (req, upload) => {
      const user = learnerOf(req as unknown as Request);
      let release = async () => {};
      try {
        const { assignmentId, ayah } = targetOf(upload.metadata);
        const file = await store.localFile(upload.id);
        release = file.release;
        await practice.acceptRecording(user, {
          assignmentId,
          ayah,
          path: file.path,
          size: upload.size ?? upload.offset,
        });
      } catch (error) {
        // replaced by a newer take, or expired, while its last bytes were being checked
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new DomainError('UPLOAD_NOT_FOUND');
        throw error;
      } finally {
        // taken into the storage, or refused: nothing of it stays here
        await release().catch(() => {});
        await store.removeFiles(upload.id);
        folder.forget(upload.id);
      }
      return {};
    },
    onResponseError: (req, error) => {
      if (error instanceof DomainError) {
        refusals.set(req as unknown as Request, error);
        const answer = answerOf(error);
        return { status_code: answer.statusCode, body: JSON.stringify(answer.body) };
      }
      if (error instanceof Error && !('status_code' in error)) {
        log.error({ err: error }, 'a practice upload failed');
      }
      return undefined;
    },
  });

  // the sweep of this machine's own folder: work of this process alone, so a timer, not a job queue
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const sweepNow = () => {
    sweeping ??= dropExpired()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'the practice uploads’ sweep failed'),
      )
      .finally(() => {
        sweeping = undefined;
      });
  };

  /** Hands a request to the tus server; a learner's creations one after another. */
  function handle(web: Request, user: AuthUser): Promise<Response> {
    if (web.method !== 'POST') return server.handleWeb(web);
    const before = creating.get(user.id) ?? Promise.resolve();
    const mine = before.then(
      () => server.handleWeb(web),
      () => server.handleWeb(web),
    );
    const settled = mine.catch(() => {});
    creating.set(user.id, settled);
    void settled.then(() => {
      if (creating.get(user.id) === settled) creating.delete(user.id);
    });
    return mine;
  }

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
      const response = await handle(web, user);

      if (response.status >= 400) {
        const text = await response.text();
        const refusal = refusals.get(web);
        let answer = refusal ? answerOf(refusal) : ownAnswer(response.status, text);
        if (!answer || !(DOCUMENTED[request.method] ?? []).includes(answer.statusCode)) {
          const failure = failureOf(response.status, text);
          answer = answerOf(new DomainError(failure));
          if (response.status >= 500)
            log.error({ status: response.status, body: text.slice(0, 200) }, 'tus failed');
        }
        return reply
          .code(answer.statusCode)
          .headers(answer.headers)
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

    /** Removes the expired uploads' files now (the sweep does every few minutes; tests). */
    sweep: async (): Promise<void> => {
      await dropExpired();
    },
    /** Sweeps now and every few minutes after: every api process, whatever its VIDEO_WORKER. */
    start: (): void => {
      if (sweepTimer) return;
      sweepTimer = setInterval(sweepNow, Math.min(SWEEP_EVERY_MS, expiryMs / 4));
      sweepTimer.unref();
      sweepNow();
    },
    /** Stops the sweep (waiting for one under way) and lets the store's connections go. */
    stop: async (): Promise<void> => {
      clearInterval(sweepTimer);
      await sweeping;
      await store.close();
    },
  };
}

export type PracticeUploads = ReturnType<typeof createPracticeUploads>;
