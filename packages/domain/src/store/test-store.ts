import { createTilawat } from '@tilawat/sdk';
import { createMemoryCookies, createSession, type StorageAdapter } from '../session/session';
import { makeStore, type RootState } from './make-store';

type Route = (
  body: unknown,
  headers: Headers,
) => { status: number; body?: unknown; headers?: Record<string, string> } | Promise<never>;

/**
 * A fresh store over the real SDK whose fetch answers from `routes`
 * (`'POST /api/v3/user/login'`); any other request fails the test. The clock is fixed
 * (28 November 2026, 10:00 in Dhaka) unless `now` is given. A route may answer extra headers, or
 * reject (a fetch that found no network); `storage` is the device's (none unless given).
 */
export function storeWith(
  routes: Record<string, Route>,
  preloadedState?: Partial<RootState>,
  {
    now = () => Date.parse('2026-11-28T10:00:00+06:00'),
    storage,
  }: { now?: () => number; storage?: StorageAdapter } = {},
) {
  const requests: { key: string; body: unknown; headers: Headers }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const text = request.body ? await request.text() : '';
    const body = text && request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    requests.push({ key, body, headers: request.headers });
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    const answer = await route(body, request.headers);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  const cookies = createMemoryCookies();
  const session = createSession({ cookies, storage: storage ?? memoryStorage() });
  const api = createTilawat({ origin: 'http://api.test', fetch, tokenStore: session });
  const store = makeStore({ api, session, now, storage, preloadedState });
  return { store, session, cookies, requests, api };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A login answer whose access token is a readable JWT for user `id`. */
export function loginResult(id = 'u-1', name = 'আমিনা খাতুন') {
  const user = {
    id,
    name,
    phone: '+8801712345678',
    email: null,
    phone_extra: null,
    avatar: null,
    verified: true,
    role: 'learner',
    created_at: '2026-11-01T10:00:00+06:00',
  };
  return {
    accessToken: `${b64({ alg: 'HS256' })}.${b64({ sub: id, name, phone: user.phone, email: null, role: 'learner' })}.sig`,
    accessTokenExp: '2026-11-21T10:15:00+06:00',
    refreshToken: 'rt_1',
    refreshTokenExp: '2026-12-21T10:00:00+06:00',
    user,
  };
}

export const apiError = (status: number, code: string, msg: string) => ({ status, body: { msg, code } });

/** A device's storage in memory (localStorage's methods), its items open to the test. */
export function memoryStorage(): StorageAdapter & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
  };
}
