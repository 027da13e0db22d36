import { ApiError } from '@tilawat/sdk';

/** What a page receives from a read: the data, or a failure it can show (never a thrown error). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number; code: string; msg: string };

/**
 * Runs one api read and turns any failure (the api down, a timeout, a 4xx/5xx) into a value, so that a
 * page renders its ErrorState or fallback instead of crashing. `status` 0 means no answer came.
 */
export async function load<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, status: error.status, code: error.code, msg: error.msg };
    }
    const msg = error instanceof Error ? error.message : String(error);
    return { ok: false, status: 0, code: 'NETWORK_ERROR', msg };
  }
}
