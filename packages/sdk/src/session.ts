import type { Middleware } from 'openapi-fetch';
import { ApiError } from './api-error';
import type { SessionTokens, TokenStore } from './token-store';

export interface Logger {
  warn(...args: unknown[]): void;
}

/** Tells whether an operation (`METHOD`, `schemaPath`) is public: no token, no session handling on 401. */
export type IsPublic = (method: string, schemaPath: string) => boolean;

/**
 * Turns every non-2xx answer into an `ApiError` (the server's `msg`, or
 * 'Something Went Wrong!'), and every network failure into one with status 0.
 * Register it first so that its `onResponse` runs last.
 */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await ApiError.fromResponse(response);
    return undefined;
  },
  onError({ error }) {
    return error instanceof ApiError ? error : ApiError.network(error);
  },
};

/**
 * Sets header `accesstoken`. A protected call with no access token left (its cookie expired with it) but a
 * refresh token refreshes first (shared with any refresh under way), rather than send a call that can only be
 * refused: on v2 a 401 ends the session (as the product specification has it), so a learner back after the
 * access token's quarter of an hour would otherwise be sent to /login by the first v2 call.
 */
async function withAccessToken(
  request: Request,
  store: TokenStore,
  refreshFirst?: () => Promise<SessionTokens | null>,
): Promise<Request> {
  let token = await store.getAccessToken();
  if (!token && refreshFirst && (await store.getRefreshToken())) token = (await refreshFirst())?.accessToken;
  if (token) request.headers.set('accesstoken', token);
  return request;
}

/**
 * v2 session: sends the access token (refreshing first when only the refresh token is left); a 401 on
 * a non-public call runs `onUnauthorized` (the web sends the learner to /login) and the call rejects.
 */
export function createV2SessionMiddleware(opts: {
  store: TokenStore;
  isPublic: IsPublic;
  /** The v3 refresh, run before a protected call when only the refresh token is left. */
  refresh?: () => Promise<SessionTokens | null>;
  onUnauthorized?: () => void;
}): Middleware {
  return {
    onRequest: ({ request, schemaPath }) =>
      withAccessToken(
        request,
        opts.store,
        opts.isPublic(request.method, schemaPath) ? undefined : opts.refresh,
      ),
    onResponse({ request, response, schemaPath }) {
      if (response.status === 401 && !opts.isPublic(request.method, schemaPath)) opts.onUnauthorized?.();
      return undefined;
    },
  };
}

/**
 * Makes at most one refresh call at a time: concurrent callers share the same
 * promise. Resolves to the new tokens (already stored), or null when the
 * refresh failed; a failure is only logged, as the product specification asks.
 */
export function createRefresher(opts: {
  store: TokenStore;
  refreshCall: (refreshToken: string) => Promise<Response>;
  logger: Logger;
}): () => Promise<SessionTokens | null> {
  let inflight: Promise<SessionTokens | null> | null = null;

  async function run(): Promise<SessionTokens | null> {
    const refreshToken = await opts.store.getRefreshToken();
    if (!refreshToken) return null;
    try {
      const response = await opts.refreshCall(refreshToken);
      if (!response.ok) {
        opts.logger.warn(`[tilawat] token refresh failed with status ${response.status}`);
        return null;
      }
      const { data } = (await response.json()) as { data: SessionTokens };
      await opts.store.setTokens(data);
      return data;
    } catch (error) {
      opts.logger.warn('[tilawat] token refresh failed', error);
      return null;
    }
  }

  return () => {
    inflight ??= run().finally(() => {
      inflight = null;
    });
    return inflight;
  };
}

/**
 * v3 session (the product specification's client behaviour): sends the access token; on a 401 of a
 * non-public call it refreshes once (shared between concurrent 401s) and
 * retries the original request once with the new token. With no refresh
 * token the store is cleared and `onUnauthorized` runs. A failed refresh is
 * only logged and the original 401 surfaces as an `ApiError`.
 */
export function createV3SessionMiddleware(opts: {
  store: TokenStore;
  isPublic: IsPublic;
  refresh: () => Promise<SessionTokens | null>;
  onUnauthorized?: () => void;
}): Middleware {
  // A copy of each protected request, taken before fetch consumes its body, for the one retry.
  const replayable = new Map<string, Request>();
  return {
    async onRequest({ request, schemaPath, id }) {
      const protectedCall = !opts.isPublic(request.method, schemaPath);
      await withAccessToken(request, opts.store, protectedCall ? opts.refresh : undefined);
      if (protectedCall) replayable.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, options }) {
      const original = replayable.get(id);
      replayable.delete(id);
      if (response.status !== 401 || !original) return undefined;
      if (!(await opts.store.getRefreshToken())) {
        await opts.store.clear();
        opts.onUnauthorized?.();
        return undefined;
      }
      const tokens = await opts.refresh();
      if (!tokens) return undefined;
      original.headers.set('accesstoken', tokens.accessToken);
      try {
        return await options.fetch(original);
      } catch (error) {
        throw ApiError.network(error);
      }
    },
    onError({ id }) {
      replayable.delete(id);
      return undefined;
    },
  };
}
