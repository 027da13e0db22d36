import createClient, { type Client } from 'openapi-fetch';
import { type Environment, resolveOrigin } from './environments';
import { isPublicV2, isPublicV3 } from './generated/public-operations';
import type { paths as V2Paths } from './generated/v2';
import type { paths as V3Paths } from './generated/v3';
import { querySerializer } from './query';
import {
  createRefresher,
  createV2SessionMiddleware,
  createV3SessionMiddleware,
  errorMiddleware,
  type Logger,
} from './session';
import { createMemoryTokenStore, type SessionTokens, type TokenStore } from './token-store';

export interface TilawatOptions {
  /** A named environment; `production` when neither this nor `origin` is given. */
  environment?: Environment;
  /** An explicit API origin such as `http://127.0.0.1:4000`; wins over `environment`. */
  origin?: string;
  /** A fetch implementation (tests, Next.js caching options, proxies); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
  /** Where tokens live; an in-memory store by default. */
  tokenStore?: TokenStore;
  /** Runs when the session is over: a v2 401, or a v3 401 with no refresh token. The web sends the learner to /login. */
  onUnauthorized?: () => void;
  /** Receives the log line of a failed refresh; `console` by default. */
  logger?: Logger;
}

export interface Tilawat {
  /** The API origin both clients use. */
  origin: string;
  /** The old API, `${origin}/api/v2`: plain answers. */
  v2: Client<V2Paths>;
  /** The new API, `${origin}/api/v3`: answers wrapped in `data`. */
  v3: Client<V3Paths>;
  tokenStore: TokenStore;
  /** Refreshes the session now (shared with any refresh already under way); null when it failed. */
  refresh(): Promise<SessionTokens | null>;
  /**
   * Logs out: ends the session on the server (`POST /api/v3/user/logout` with the refresh token, so a
   * copied token is worthless afterwards), then clears the token store — whatever the server
   * answered, offline included (at most {@link LOGOUT_TIMEOUT_MS} are spent waiting). True when the
   * server confirmed.
   */
  logout(): Promise<boolean>;
}

/** How long `logout()` waits for the server before logging out on this device alone. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * Creates the v2 and v3 clients for one learner session.
 *
 * Every call sends the access token in header `accesstoken`; every failure
 * rejects with an `ApiError`; query parameters that are null, empty or a
 * single space are left out.
 */
export function createTilawat(options: TilawatOptions = {}): Tilawat {
  const origin = resolveOrigin(options.origin ?? options.environment);
  const store = options.tokenStore ?? createMemoryTokenStore();
  // Late-bound so that a fetch patched after creation (Next.js, test doubles) is the one used.
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const refreshPath: keyof V3Paths = '/user/refresh-token';
  const logoutPath: keyof V3Paths = '/user/logout';

  const refresh = createRefresher({
    store,
    logger: options.logger ?? console,
    refreshCall: (refreshToken) =>
      fetchImpl(
        new Request(`${origin}/api/v3${refreshPath}`, {
          method: 'POST',
          headers: { refreshtoken: refreshToken },
        }),
      ),
  });

  const v2 = createClient<V2Paths>({ baseUrl: `${origin}/api/v2`, fetch: fetchImpl, querySerializer });
  const v3 = createClient<V3Paths>({ baseUrl: `${origin}/api/v3`, fetch: fetchImpl, querySerializer });
  v2.use(
    errorMiddleware,
    createV2SessionMiddleware({
      store,
      isPublic: isPublicV2,
      refresh,
      onUnauthorized: options.onUnauthorized,
    }),
  );
  v3.use(
    errorMiddleware,
    createV3SessionMiddleware({
      store,
      isPublic: isPublicV3,
      refresh,
      onUnauthorized: options.onUnauthorized,
    }),
  );

  async function logout(): Promise<boolean> {
    const refreshToken = await store.getRefreshToken();
    let confirmed = false;
    if (refreshToken) {
      try {
        const response = await fetchImpl(
          new Request(`${origin}/api/v3${logoutPath}`, {
            method: 'POST',
            headers: { refreshtoken: refreshToken },
            signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
          }),
        );
        confirmed = response.ok;
      } catch {
        // offline, or the server did not answer in time: the learner is logged out here all the same
      }
    }
    await store.clear();
    return confirmed;
  }

  return { origin, v2, v3, tokenStore: store, refresh, logout };
}
