import { msg } from './messages';

export interface FieldProblem {
  path: string;
  msg: string;
}

/** An answer with an error status: the one error body of DESIGN.md §2 (`{ msg, code, errors? }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldProblem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, errors?: FieldProblem[]) =>
  new HttpError(400, code, message, errors);
export const unauthorized = (code = 'UNAUTHORIZED', message: string = msg.unauthorized) =>
  new HttpError(401, code, message);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (code = 'NOT_FOUND', message: string = msg.notFound) =>
  new HttpError(404, code, message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new HttpError(429, code, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
