type MaybePromise<T> = T | Promise<T>;

/** The four fields of a login or refresh answer. */
export interface SessionTokens {
  accessToken: string;
  accessTokenExp: string;
  refreshToken: string;
  refreshTokenExp: string;
}

/**
 * Where the SDK reads and writes the session. The SDK keeps no cookies itself:
 * `@tilawat/domain` provides a cookie store for the web; servers and tests can
 * use `createMemoryTokenStore()`.
 */
export interface TokenStore {
  getAccessToken(): MaybePromise<string | null | undefined>;
  getRefreshToken(): MaybePromise<string | null | undefined>;
  /** Called with the new tokens after a successful refresh. */
  setTokens(tokens: SessionTokens): MaybePromise<void>;
  /** Called when the session is over (401 with no refresh token). */
  clear(): MaybePromise<void>;
}

/** A token store that lives in memory (one per learner session). */
export function createMemoryTokenStore(initial?: Partial<SessionTokens>): TokenStore {
  let access = initial?.accessToken;
  let refresh = initial?.refreshToken;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(tokens) {
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
    },
    clear() {
      access = undefined;
      refresh = undefined;
    },
  };
}
