import type { SessionTokens, TokenStore, V3Schemas } from '@tilawat/sdk';
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { removeEveryExamDraft } from '../exam/exam-draft';
import type { StorageAdapter } from './storage-adapter';

export type { StorageAdapter } from './storage-adapter';

/** The session cookies' names, as the product specification names them. */
export const cookieNames = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  orderDetails: 'orderDetails',
} as const;

/** The product specification's default: a cookie lives 1 day when no expiry is given. */
export const DEFAULT_COOKIE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The key under which the decoded user is kept locally. */
export const USER_STORAGE_KEY = 'user';
/**
 * The key under which this browser keeps the registration it made (issue 35): the phone or e-mail and
 * the `registration_token` the api answered, sent back with the verification — by the code on
 * /login, or by the e-mail's link opened in another tab of the same browser.
 */
export const REGISTRATION_STORAGE_KEY = 'registration';

export interface CookieOptions {
  expires: Date;
}

/** How the session reads and writes cookies: js-cookie in the browser, Next's cookies() on the server. */
export interface CookieAdapter {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
}

/** What the web keeps as `user`: the access token's claims. */
export type SessionUser = Pick<V3Schemas['User'], 'id' | 'name' | 'phone' | 'email' | 'role'>;

export interface OrderDetails {
  order_id: string | number;
}

/** The `orderDetails` cookie's value read back (also on the server, from the request's cookies); null when absent or unreadable. */
export function parseOrderDetails(raw: string | undefined | null): OrderDetails | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<OrderDetails> | null;
    const id = parsed?.order_id;
    return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id))
      ? { order_id: id }
      : null;
  } catch {
    return null;
  }
}

export interface Session extends TokenStore {
  /** The signed-in learner, decoded from the access token; null when signed out. */
  getUser(): SessionUser | null;
  getOrderDetails(): OrderDetails | null;
  setOrderDetails(details: OrderDetails, expires?: Date): void;
  /** Keeps the registration this browser made: its phone (+880…) or e-mail, and its token. */
  rememberRegistration(identity: string, token: string): void;
  /** The token of this browser's registration of `identity` (any registration when omitted). */
  registrationToken(identity?: string): string | undefined;
  forgetRegistration(): void;
  clearOrderDetails(): void;
}

export interface BrowserCookieOptions {
  /**
   * A production build (the web's `NODE_ENV`): the cookies are Secure whatever the page's scheme, so a
   * token never travels over plain http. A production site is https; browsers treat localhost and
   * 127.0.0.1 as secure too, so a production build tried on this machine still signs in.
   */
  production?: boolean;
}

/**
 * The browser's cookies through js-cookie: path /, SameSite=Lax (never sent with another site's form post or
 * embedded request), Secure in production and on any https page. They stay readable by the site's scripts, as
 * the product specification designs the session (docs/decisions/0011-web-session-cookies-and-csp.md): the
 * web's Content-Security-Policy is what keeps other scripts from running on its pages.
 */
export function createBrowserCookies({ production = false }: BrowserCookieOptions = {}): CookieAdapter {
  const secure = production || (typeof location !== 'undefined' && location.protocol === 'https:');
  const attributes = { path: '/', sameSite: 'lax', secure } as const;
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, { expires }) => Cookies.set(name, value, { ...attributes, expires }),
    remove: (name) => Cookies.remove(name, attributes),
  };
}

/** Decodes the user from an access token; null when the token is not a readable JWT. */
export function decodeUser(accessToken: string | undefined | null): SessionUser | null {
  if (!accessToken) return null;
  try {
    const claims = jwtDecode<Partial<SessionUser> & { sub?: string }>(accessToken);
    const id = claims.id ?? claims.sub;
    if (!id) return null;
    return {
      id,
      name: claims.name ?? '',
      phone: claims.phone ?? null,
      email: claims.email ?? null,
      role: claims.role ?? 'learner',
    };
  } catch {
    return null;
  }
}

/**
 * The access token when it can still be sent: readable (`decodeUser`) and not past its `exp` at `now`
 * (ms); null otherwise, also when it carries no `exp`. A server that reads for the learner sends only
 * such a token and leaves an expired one to the browser's session, which can refresh it.
 */
export function liveAccessToken(
  accessToken: string | undefined | null,
  now: number = Date.now(),
): string | null {
  if (!accessToken || !decodeUser(accessToken)) return null;
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(accessToken);
    return typeof exp === 'number' && exp * 1000 > now ? accessToken : null;
  } catch {
    return null;
  }
}

/**
 * The learner's session over injected cookie and storage adapters: the
 * `accessToken` and `refreshToken` cookies (expiring when the server says),
 * `orderDetails` with `order_id`, and the user kept locally as `user`.
 * It is the SDK's token store.
 */
export function createSession(opts: {
  cookies: CookieAdapter;
  storage?: StorageAdapter;
  now?: () => number;
}): Session {
  const { cookies, storage } = opts;
  const now = opts.now ?? Date.now;
  const expiry = (iso?: string | null) => {
    const at = iso ? Date.parse(iso) : Number.NaN;
    return new Date(Number.isFinite(at) ? at : now() + DEFAULT_COOKIE_LIFETIME_MS);
  };

  return {
    getAccessToken: () => cookies.get(cookieNames.accessToken),
    getRefreshToken: () => cookies.get(cookieNames.refreshToken),
    setTokens(tokens: SessionTokens) {
      cookies.set(cookieNames.accessToken, tokens.accessToken, { expires: expiry(tokens.accessTokenExp) });
      cookies.set(cookieNames.refreshToken, tokens.refreshToken, { expires: expiry(tokens.refreshTokenExp) });
      const user = decodeUser(tokens.accessToken);
      if (user) storage?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    },
    clear() {
      cookies.remove(cookieNames.accessToken);
      cookies.remove(cookieNames.refreshToken);
      cookies.remove(cookieNames.orderDetails);
      storage?.removeItem(USER_STORAGE_KEY);
      storage?.removeItem(REGISTRATION_STORAGE_KEY);
      // a shared phone: the next person finds none of the answers given in an exam on it (issue 35)
      if (storage) removeEveryExamDraft(storage);
    },
    getUser() {
      const fromToken = decodeUser(cookies.get(cookieNames.accessToken));
      if (fromToken) return fromToken;
      // The access token may have expired while the refresh token lives on: the kept copy still names the learner.
      if (!cookies.get(cookieNames.refreshToken)) return null;
      try {
        const kept = storage?.getItem(USER_STORAGE_KEY);
        return kept ? (JSON.parse(kept) as SessionUser) : null;
      } catch {
        return null;
      }
    },
    getOrderDetails() {
      return parseOrderDetails(cookies.get(cookieNames.orderDetails));
    },
    setOrderDetails(details, expires) {
      cookies.set(cookieNames.orderDetails, JSON.stringify({ order_id: details.order_id }), {
        expires: expires ?? expiry(null),
      });
    },
    clearOrderDetails: () => cookies.remove(cookieNames.orderDetails),
    rememberRegistration(identity, token) {
      storage?.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ identity, token }));
    },
    registrationToken(identity) {
      try {
        const kept = JSON.parse(storage?.getItem(REGISTRATION_STORAGE_KEY) ?? 'null') as {
          identity?: unknown;
          token?: unknown;
        } | null;
        if (typeof kept?.token !== 'string') return undefined;
        return identity === undefined || kept.identity === identity ? kept.token : undefined;
      } catch {
        return undefined;
      }
    },
    forgetRegistration: () => storage?.removeItem(REGISTRATION_STORAGE_KEY),
  };
}

/** A cookie adapter over a Map, for servers without a request and for tests. */
export function createMemoryCookies(): CookieAdapter & {
  jar: Map<string, { value: string; expires: Date }>;
} {
  const jar = new Map<string, { value: string; expires: Date }>();
  return {
    jar,
    get: (name) => jar.get(name)?.value,
    set: (name, value, { expires }) => jar.set(name, { value, expires }),
    remove: (name) => jar.delete(name),
  };
}
