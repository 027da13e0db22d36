import type { Duplex } from 'node:stream';
import { fieldMessage } from '@tilawat/domain/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '../copy/messages';
import { type Failure, type FailureRule, failures } from './failures';

export type { Failure } from './failures';

/** What went wrong, in the domain's words: a failure's name and, when one request field is at fault, its name. */
export class DomainError extends Error {
  constructor(
    readonly failure: Failure,
    readonly details: {
      /** The request field at fault (`amount`, `promo_code`): the answer is 400 with it in `errors`. */
      field?: string;
      /** When to try again (429 failures): sent as `Retry-After`, in whole seconds, at least 1. */
      retryAfterSeconds?: number;
      /** This occurrence's sentence in place of the failure's own (the time left until a class starts). */
      msg?: string;
    } = {},
  ) {
    super(failure);
    this.name = 'DomainError';
  }
}

export interface FieldProblem {
  path: string;
  msg: string;
}

/** An answer with an error status: the one error body (`{ msg, code, errors? }`) and its headers. */
export interface ErrorAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: { msg: string; code: string; errors?: FieldProblem[] };
}

/** The Bengali sentence of a failure, for an answer that states a reason without failing (exam eligibility). */
export const failureMessage = (failure: Failure): string => failures[failure].msg;

/** The one mapping from a domain failure to its answer. */
export function answerOf(error: DomainError): ErrorAnswer {
  const rule: FailureRule = failures[error.failure];
  const { field, retryAfterSeconds } = error.details;
  const text = error.details.msg ?? rule.msg;
  const headers: Record<string, string> =
    retryAfterSeconds === undefined
      ? {}
      : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return {
    statusCode: field ? 400 : rule.status,
    headers,
    body: {
      msg: text,
      code: rule.code ?? error.failure,
      ...(field ? { errors: [{ path: `/${field}`, msg: text }] } : {}),
    },
  };
}

interface AjvError {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** Ajv's problems as `[{ path, msg }]`, one Bengali message per field, from the shared field catalogue. */
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
    seen.set(path, { path: path || '/', msg: fieldMessage(field, error.keyword, msg.validation) });
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
  // the router's: a path that does not decode (`/batch/%ff`), a path parameter past the router's cap
  FST_ERR_BAD_URL: [400, 'BAD_REQUEST', msg.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [400, 'BAD_REQUEST', msg.badUrl],
  // multipart bodies that do not parse (no boundary, cut short)
  FST_MULTIPART_INVALID_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType],
};

/**
 * Whether the database could not serve in time, not that the request or the code is wrong: PostgreSQL
 * cancelled a statement past its `statement_timeout` (SQLSTATE 57014), or the pool gave no connection
 * within DATABASE_CONNECT_TIMEOUT_MS. drizzle wraps the driver's error, so the causes are looked through.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === '57014') return true;
    if (
      /timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(
        cause.message,
      )
    )
      return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * The one answer to every error, whatever raised it (a service, validation, Fastify's body parsers,
 * its router, a plugin): the one error body with a Bengali `msg`. A 5xx is logged with
 * its stack and never leaks it.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    const answer = answerOf(error);
    return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
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
  if (error.statusCode === 413) {
    return reply.code(413).send({ msg: msg.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  }
  if (error.statusCode === 415) {
    return reply.code(415).send({ msg: msg.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Another client error of a plugin or a parser: a bad request, since its own status (414, 431…)
    // is not one the contract documents.
    request.log.info({ err: error }, 'client error');
    return reply.code(400).send({ msg: msg.badRequest, code: 'BAD_REQUEST' });
  }
  if (isDatabaseBusy(error)) {
    // the database's to mend, not the client's: a 503 a balancer or the client may try again
    request.log.warn({ err: error }, 'the database did not answer in time');
    return reply.code(503).send({ msg: msg.databaseBusy, code: 'DATABASE_BUSY' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ msg: msg.server, code: 'INTERNAL' });
}

/**
 * Node's answer to a request it cannot even parse (bad HTTP, headers too large, a timeout), in the
 * one error body instead of Node's English one. There is no request to route, so no operation.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = timedOut ? 408 : 400;
  const body = JSON.stringify(
    timedOut
      ? { msg: msg.requestTimeout, code: 'REQUEST_TIMEOUT' }
      : { msg: msg.badRequest, code: 'BAD_REQUEST' },
  );
  socket.end(
    `HTTP/1.1 ${status} ${timedOut ? 'Request Timeout' : 'Bad Request'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The api's one error handler and one not-found handler. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ msg: msg.routeNotFound, code: 'NOT_FOUND' }),
  );
});
