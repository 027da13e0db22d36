import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldProblem, HttpError } from '../lib/http-error';
import { fieldMsg, msg, namedFieldMsg } from '../lib/messages';

interface AjvError {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** Ajv's problems as `[{ path, msg }]`, one Bengali message per field. */
export function fieldProblems(validation: AjvError[], context?: string): FieldProblem[] {
  const seen = new Map<string, FieldProblem>();
  for (const error of validation) {
    let path = error.instancePath ?? '';
    if (error.keyword === 'required' && typeof error.params?.missingProperty === 'string') {
      path = `${path}/${error.params.missingProperty}`;
    }
    if (context && context !== 'body') path = `/${context}${path}`;
    const field = path.split('/').pop() ?? '';
    if (seen.has(path)) continue;
    seen.set(path, {
      path: path || '/',
      msg: namedFieldMsg[field] ?? fieldMsg[error.keyword] ?? msg.validation,
    });
  }
  return [...seen.values()];
}

/** Fastify's own error codes that are the client's fault, as status and Bengali message. */
const clientErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', msg.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', msg.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', msg.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', msg.payloadTooLarge],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', msg.avatarTooLarge],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', msg.payloadTooLarge],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE', msg.payloadTooLarge],
  FST_ERR_VALIDATION: [400, 'VALIDATION_FAILED', msg.validation],
};

/**
 * The api's one error handler and one not-found handler: every failure answers the error body
 * of DESIGN.md §2 with a Bengali `msg`; a 5xx is logged with its stack and never leaks it.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ msg: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error.validation) {
      return reply.code(400).send({
        msg: msg.validation,
        code: 'VALIDATION_FAILED',
        errors: fieldProblems(error.validation as AjvError[], error.validationContext),
      });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) {
      const [status, code, message] = known;
      return reply.code(status).send({ msg: message, code });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ msg: msg.rateLimited, code: 'RATE_LIMITED' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send({ msg: msg.validation, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ msg: msg.server, code: 'INTERNAL' });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ msg: msg.routeNotFound, code: 'NOT_FOUND' }),
  );
});
