import { createReadStream } from 'node:fs';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { DomainError, failureMessage } from '../../core/errors';
import { byteRange } from '../media/media';
import type { OpsService } from './ops.service';

/**
 * Routes outside the contract:
 * - `GET /healthz` (load balancers): the process is alive and its database answers;
 * - `GET /readyz`: 200 `ready` when the database answers and has every committed migration (and, on a
 *   host that runs media jobs, ffmpeg runs); 503 `not-ready` with what is missing when this process
 *   cannot serve (a rolling deploy sends traffic to a process only once it is ready); 200 `degraded` with
 *   `database: "down"` when the database does not answer — every host shares that, so none is taken out;
 * - `GET /media/<key>/<file>?exp=…&sig=…`, a recording's HLS rendition under a signed URL (the api's
 *   CORS for WEB_ORIGINS applies, so hls.js may fetch these from the web);
 * - `GET /media/notes/<key>.pdf?exp=…&sig=…`, a lesson's PDF under a signed URL of a few minutes
 *   (`GET /download`): `application/pdf`, inline with its file name, byte ranges (pdf.js asks for them),
 *   ETag and Last-Modified, cached privately until the signature expires;
 * - the same for an operator's uploads (`/media/uploads/<id>/…`, issue 19), read from the FileStorage
 *   rather than MEDIA_DIR, whole (no byte ranges), with ETag and 304;
 * - `GET /media/practice/<id>/audio.m4a|audio.webm?exp=…&sig=…`, a recitation practice's recording or a
 *   teacher's voice correction (issue 20), from the FileStorage: `audio/mp4` or `audio/webm`, byte ranges,
 *   ETag and 304, cached privately until the signature expires;
 * - `GET /media/avatars/:name`, uploaded avatars from the FileStorage, by their random names only;
 *   a name never changes its bytes, so they may be cached for a year (ETag and 304 too);
 * - outside production only, `GET /dev/outbox`: every message the outbox Notifier "sent", newest first.
 */
export async function opsRoutes(
  app: FastifyInstance,
  { ops, devOutbox }: { ops: OpsService; devOutbox: boolean },
) {
  app.get('/healthz', async () => {
    await ops.health();
    return { status: 'ok' };
  });

  // Neither rate-limited (no route here is) nor cached: a probe asks for now.
  app.get('/readyz', async (_request, reply) => {
    const readiness = await ops.readiness();
    return reply
      .code(readiness.status === 'not-ready' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send(readiness);
  });

  // Any name but an avatar's own answers 404, the path tricks (`..%2F…`) included: ops.avatar checks it.
  app.get<{ Params: { name: string } }>('/media/avatars/:name', async (request, reply) => {
    const file = await ops.avatar(request.params.name);
    reply.headers({
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // an uploaded image is never a document: nothing in it may run, even opened on its own
      'content-security-policy': "default-src 'none'; sandbox",
    });
    if (file.etag) {
      reply.header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return reply.code(304).send();
      }
    }
    return reply.header('content-length', String(file.size)).send(file.body);
  });

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/media/*',
    async (request, reply) => {
      const found = await ops.mediaFile(request.params['*'], request.query.exp, request.query.sig);
      reply.headers({
        'cache-control': `private, max-age=${found.maxAgeSeconds}`,
        'x-content-type-options': 'nosniff',
      });
      if (found.kind === 'playlist') return reply.type('application/vnd.apple.mpegurl').send(found.body);
      if (found.kind === 'audio') {
        // a practice audio (issue 20): byte ranges, which Safari's <audio> asks for and needs, ETag and 304
        const { bytes } = found;
        reply.type(found.contentType).header('accept-ranges', 'bytes');
        if (found.etag) {
          reply.header('etag', found.etag);
          if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
        }
        const range = byteRange(request.headers.range, bytes.length);
        if (range === 'unsatisfiable') {
          return reply
            .code(416)
            .type('application/json; charset=utf-8')
            .header('content-range', `bytes */${bytes.length}`)
            .send({ msg: failureMessage('RANGE_NOT_SATISFIABLE'), code: 'RANGE_NOT_SATISFIABLE' });
        }
        if (range) {
          return reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
            .header('content-length', String(range.end - range.start + 1))
            .send(bytes.subarray(range.start, range.end + 1));
        }
        return reply.header('content-length', String(bytes.length)).send(bytes);
      }
      if (found.kind === 'stored') {
        // an upload from the FileStorage: whole (no byte ranges — pdf.js then reads it in one go), ETag and 304
        const { file } = found;
        if (file.etag) {
          reply.header('etag', file.etag);
          if (request.headers['if-none-match'] === file.etag) {
            file.body.destroy();
            return reply.code(304).send();
          }
        }
        if (found.filename) {
          const disposition = found.attachment ? 'attachment' : 'inline';
          reply.header('content-disposition', `${disposition}; filename="${found.filename}"`);
        }
        return reply.type(found.contentType).header('content-length', String(file.size)).send(file.body);
      }
      if (found.kind === 'pdf') {
        // @fastify/send answers Range (206 / 416), If-None-Match and If-Modified-Since (304) from the file.
        const sent = await send(request.raw, found.path, {
          root: found.root,
          dotfiles: 'deny',
          cacheControl: false,
          contentType: false,
        });
        if (sent.type === 'error') {
          // A range past the end: 416 with the file's size (`Content-Range: bytes */size`), as RFC 9110 asks.
          if (sent.statusCode === 416) {
            return reply
              .code(416)
              .header('content-range', String(sent.headers['Content-Range']))
              .send({ msg: failureMessage('RANGE_NOT_SATISFIABLE'), code: 'RANGE_NOT_SATISFIABLE' });
          }
          throw new DomainError('NOT_FOUND');
        }
        return reply
          .code(sent.statusCode)
          .headers(sent.headers as Record<string, string>)
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${found.filename}"`)
          .send(sent.stream);
      }
      return reply
        .header('content-length', String(found.size))
        .type('video/mp2t')
        .send(createReadStream(found.path));
    },
  );

  if (devOutbox) {
    app.get<{ Querystring: { recipient?: string; limit?: number } }>(
      '/dev/outbox',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              // a phone or e-mail: no control characters (PostgreSQL refuses NUL in text)
              recipient: { type: 'string', maxLength: 254, pattern: '^[^\\u0000-\\u001F\\u007F]*$' },
              limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            },
          },
        },
      },
      async (request) => ({
        items: await ops.outbox({ recipient: request.query.recipient, limit: request.query.limit ?? 50 }),
      }),
    );
  }
}
