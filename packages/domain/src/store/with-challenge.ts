import { ApiError, unwrap } from '@tilawat/sdk';
import { solveProofOfWork } from '../auth/proof-of-work';
import type { ThunkExtra } from './app-thunk';

/**
 * A call that sends a one-time code, asked again with a solved challenge when the api wants one (issue
 * 35: 429 CHALLENGE_REQUIRED, an address past its hourly budget of codes — a carrier's shared one).
 * The learner only sees the step's loader a moment longer; nothing to read or type.
 */
export async function withChallenge<T>(extra: ThunkExtra, send: (altcha?: string) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (failure) {
    if (!(failure instanceof ApiError && failure.code === 'CHALLENGE_REQUIRED')) throw failure;
    const altcha = await solveProofOfWork(await unwrap(extra.api.v3.GET('/user/challenge')));
    if (!altcha) throw failure;
    return send(altcha);
  }
}

/** The header a code-sending call carries: the solved challenge, when there is one. */
export const altchaHeader = (altcha?: string) => ({ params: { header: altcha ? { altcha } : {} } });
