import { cookieNames, liveAccessToken } from '@tilawat/domain';
import { createMemoryTokenStore, createTilawat, type Tilawat } from '@tilawat/sdk';
import { cookies } from 'next/headers';
import { env } from '~/env';
import { API_TIMEOUT_MS } from './api';
import { type Loaded, load } from './load';

/**
 * Reads the api as the learner whose live access token this is, from the server: the SDK's session
 * middleware sends it in `accesstoken`; no refresh token is given, so a 401 is only a failure (the
 * server never rotates the learner's tokens: the browser's session owns them). Every request skips
 * Next's data cache (`no-store`): the answer is this learner's and must never be served to another.
 * Answers the data, or the failure (domain's ApiFailure: a 4xx, a 5xx, a timeout or no connection, status
 * 0), which the page shows as any failure — never hidden. Only a 401 answers null: the token the cookie
 * held is no longer good here, and the browser's session, which owns the tokens, reads instead
 * (refreshing them, or 401 → /login).
 */
export async function readAsLearner<T>(
  accessToken: string,
  read: (api: Tilawat) => Promise<T>,
  opts: { origin: string; fetch?: typeof globalThis.fetch },
): Promise<Loaded<T> | null> {
  const fetchImpl = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const api = createTilawat({
    origin: opts.origin,
    tokenStore: createMemoryTokenStore({ accessToken }),
    // The first paint waits for this read: give up soon and let the browser read instead.
    fetch: (input, init) =>
      fetchImpl(input, { ...init, cache: 'no-store', signal: AbortSignal.timeout(API_TIMEOUT_MS) }),
  });
  const loaded = await load(() => read(api));
  return !loaded.ok && loaded.status === 401 ? null : loaded;
}

/**
 * One signed-in read of a learner's page from a Server Component, with the request's access token
 * (domain's `cookieNames`) when it is there and not past its `exp` (domain's `liveAccessToken`): the data
 * or the failure (see `readAsLearner`); null without a live token or on a 401. Pages run their reads in
 * parallel and pass the answers to the client view, which seeds the browser's read cache with them
 * (`useRead`); null means the view reads in the browser.
 */
export async function serverLearnerRead<T>(read: (api: Tilawat) => Promise<T>): Promise<Loaded<T> | null> {
  const jar = await cookies();
  const accessToken = liveAccessToken(jar.get(cookieNames.accessToken)?.value);
  if (!accessToken) return null;
  return readAsLearner(accessToken, read, { origin: env.API_ORIGIN });
}
