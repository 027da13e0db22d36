// How long each route waits for its request to arrive (issue 35). Node's own `requestTimeout` is one
// figure for the whole server, and it has to be the longest any route needs (an hour, for a lesson
// video); so a hook gives each route its own: a short default, and for a route that takes an upload the
// time its size cap needs on a slow line. A request still arriving past its route's time is answered
// 408 (the one error body) and its connection is closed, as Node does at its own limit.
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { answerClientError } from './errors';
import type { OperationId } from './handlers';

/** The slowest line the api still waits out for an upload: 64 kbit/s, a weak EDGE signal. */
export const SLOW_LINE_BYTES_PER_SECOND = 8 * 1024;

export interface RequestTimeouts {
  /** Every route not named in `byOperation`. */
  defaultMs: number;
  /** The upload routes', by operation. */
  byOperation: Partial<Record<OperationId, number>>;
  /** The longest of them: Node's own `requestTimeout`, the backstop. */
  longestMs: number;
}

/**
 * Each route's time, from the settings: REQUEST_TIMEOUT_SECONDS for every route but the uploads; an
 * upload's route waits for its size cap at {@link SLOW_LINE_BYTES_PER_SECOND}, at least the default and
 * at most UPLOAD_REQUEST_TIMEOUT_SECONDS (only a lesson's video reaches the hour).
 */
export function requestTimeouts(settings: {
  requestSeconds: number;
  uploadSeconds: number;
  /** Each upload's largest body, in bytes. */
  caps: {
    avatar: number;
    video: number;
    pdf: number;
    correction: number;
    practiceAudio: number;
  };
}): RequestTimeouts {
  const defaultMs = settings.requestSeconds * 1000;
  const longestMs = Math.max(defaultMs, settings.uploadSeconds * 1000);
  const forBytes = (bytes: number) =>
    Math.min(longestMs, Math.max(defaultMs, Math.ceil((bytes / SLOW_LINE_BYTES_PER_SECOND) * 1000)));
  const { caps } = settings;
  return {
    defaultMs,
    longestMs,
    byOperation: {
      v2UploadAvatar: forBytes(caps.avatar),
      adminUploadLessonVideo: forBytes(caps.video),
      adminAddLessonNote: forBytes(caps.pdf),
      adminUploadPracticeCorrection: forBytes(caps.correction),
      // tus: a PATCH carries at most the recording (and a creation may carry its first bytes)
      v3CreatePracticeUpload: forBytes(caps.practiceAudio),
      v3SendPracticeUploadChunk: forBytes(caps.practiceAudio),
    },
  };
}

/**
 * Whether a request has no body (neither a Content-Length above 0 nor a Transfer-Encoding: every GET the
 * site and the apps send), so that it has all arrived once its headers have, which is when the hooks run.
 */
function withoutBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

const timedOut = Object.assign(new Error('the request took longer than its route allows'), {
  code: 'ERR_HTTP_REQUEST_TIMEOUT',
});

/**
 * Gives every request its route's time to arrive: past it, while the request is still coming (its
 * body not all read) and nothing was answered, the answer is 408 `REQUEST_TIMEOUT` in Bengali and the
 * connection is closed. Register before the routes.
 */
export function limitRequestTimes(app: FastifyInstance, timeouts: RequestTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (withoutBody(raw.headers)) {
      done(); // it has all arrived with its headers: nothing is left to wait for
      return;
    }
    const operationId = request.routeOptions.config?.operationId as OperationId | undefined;
    const ms = (operationId && timeouts.byOperation[operationId]) || timeouts.defaultMs;
    if (ms >= timeouts.longestMs) {
      done(); // Node's own limit is the same
      return;
    }
    const timer = setTimeout(() => {
      if (raw.complete || reply.sent || reply.raw.headersSent) return;
      const socket = raw.socket;
      if (!socket || socket.destroyed) return;
      request.log.info({ operationId, timeoutMs: ms }, 'a request took too long to arrive');
      // what is still coming is not read: the connection ends once the answer is out
      socket.once('finish', () => socket.destroy());
      answerClientError(timedOut, socket);
      if (!socket.writableEnded) socket.destroy();
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    reply.raw.once('finish', clear);
    reply.raw.once('close', clear);
    done();
  });
}
