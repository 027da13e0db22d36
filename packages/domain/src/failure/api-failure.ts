import { ApiError, FALLBACK_MESSAGE, type FieldError } from '@tilawat/sdk';

/**
 * A failed call, as everything that keeps or shows one holds it — a rejected thunk, a server read, a
 * browser read: serialisable, with the server's status, code, Bengali `msg` and field `errors`. `status`
 * is 0 when no answer came.
 */
export interface ApiFailure {
  status: number;
  code: string;
  msg: string;
  errors: FieldError[];
}

/** Whether a value is an ApiFailure already (what a rejected thunk's `unwrap()` throws). */
export function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null || value instanceof Error) return false;
  const { status, code, msg, errors } = value as Record<string, unknown>;
  return (
    typeof status === 'number' && typeof code === 'string' && typeof msg === 'string' && Array.isArray(errors)
  );
}

/**
 * Whatever a call threw, as an ApiFailure: an ApiFailure stays as it is; an ApiError keeps the server's
 * answer; a TypeError is how `fetch` says no answer came (NETWORK_ERROR); anything else is UNKNOWN.
 * Neither of the last two passes its own message on: the learner reads 'Something Went Wrong!'
 * (the specification's fallback), never a stack's words.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (isApiFailure(error)) return error;
  if (error instanceof ApiError) {
    return { status: error.status, code: error.code, msg: error.msg, errors: error.errors };
  }
  const code = error instanceof TypeError ? 'NETWORK_ERROR' : 'UNKNOWN';
  return { status: 0, code, msg: FALLBACK_MESSAGE, errors: [] };
}

/** Trying again can help: no answer came (0), the server was busy (429) or failed (5xx) — not a 4xx. */
export function isTransientFailure(failure: Pick<ApiFailure, 'status'>): boolean {
  return failure.status === 0 || failure.status === 429 || failure.status >= 500;
}
