import { type ApiFailure, toApiFailure } from '@tilawat/domain';
import { errorsBn } from '~/copy/errors';

/**
 * What a page receives from a read: the data, or the failure (domain's ApiFailure — the same shape a
 * rejected thunk and a browser read carry), never a thrown error.
 */
export type Loaded<T> = { ok: true; data: T } | LoadFailure;

/** A failed read: the api's status, code, Bengali `msg` and field errors; status 0 when no answer came. */
export type LoadFailure = { ok: false } & ApiFailure;

/**
 * Runs one api read and turns any failure (the api down, a timeout, a 4xx/5xx) into a value, so that a
 * page renders its ErrorState or fallback instead of crashing. `status` 0 means no answer came.
 */
export async function load<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    return { ok: false, ...toApiFailure(error) };
  }
}

/**
 * The sentence a learner sees for any failure (a read, a thunk, a purchase): the server's Bengali `msg`
 * for a 4xx (it says what to do), and the web's "cannot reach" sentence when no answer came or the server
 * failed (a 5xx `msg` is never meant for the learner).
 */
export function failureMessage(failure: Pick<ApiFailure, 'status' | 'msg'>): string {
  const serverSpoke = failure.status > 0 && failure.status < 500 && failure.msg;
  return serverSpoke ? failure.msg : errorsBn.unreachable;
}
