import { cookieNames, liveAccessToken } from '@tilawat/domain';
import { createMemoryTokenStore, createTilawat, type Tilawat } from '@tilawat/sdk';
import { cookies } from 'next/headers';
import { env } from '~/env';
import { API_TIMEOUT_MS } from './api';

/**
 * Reads the api as the learner whose live access token this is, from the server: the SDK's session
 * middleware sends it in `accesstoken`; no refresh token is given, so a 401 is only a failure (the
 * server never rotates the learner's tokens: the browser's session owns them). Every request skips
 * Next's data cache (`no-store`): the answer is this learner's and must never be served to another.
 * Answers the data, or null on any failure (401, timeout, no connection, a 4xx or 5xx) — the page then
 * renders as if nothing had been read, and the browser reads (refreshing the token, 401 → /login).
 */
export async function readAsLearner<T>(
  accessToken: string,
  read: (api: Tilawat) => Promise<T>,
  opts: { origin: string; fetch?: typeof globalThis.fetch },
): Promise<T | null> {
  const fetchImpl = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const api = createTilawat({
    origin: opts.origin,
    tokenStore: createMemoryTokenStore({ accessToken }),
    // The first paint waits for this read: give up soon and let the browser read instead.
    fetch: (input, init) =>
      fetchImpl(input, { ...init, cache: 'no-store', signal: AbortSignal.timeout(API_TIMEOUT_MS) }),
  });
  try {
    return await read(api);
  } catch {
    return null;
  }
}

/**
 * One signed-in read of a learner's page from a Server Component, with the request's access token
 * (domain's `cookieNames`) when it is there and not past its `exp` (domain's `liveAccessToken`);
 * null without one or on any failure (see `readAsLearner`). Pages run their reads in parallel and pass
 * the answers to the client view as initial data; null means the view reads in the browser as before.
 */
export async function serverLearnerRead<T>(read: (api: Tilawat) => Promise<T>): Promise<T | null> {
  const jar = await cookies();
  const accessToken = liveAccessToken(jar.get(cookieNames.accessToken)?.value);
  if (!accessToken) return null;
  return readAsLearner(accessToken, read, { origin: env.API_ORIGIN });
}
