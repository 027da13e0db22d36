import { vi } from 'vitest';
import { createMemoryTokenStore, createTilawat, type TilawatOptions } from '../src/index';

export interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

type Handler = (call: Call, index: number) => Response | Promise<Response>;

/** JSON Response helper. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * A Tilawat instance over an injected fetch that records every call and answers
 * through `handler`; an unexpected call fails the test (like msw's onUnhandledRequest: 'error').
 */
export function createObservedTilawat(handler: Handler, options: Partial<TilawatOptions> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call: Call = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.body ? await request.text() : '',
    };
    calls.push(call);
    return handler(call, calls.length - 1);
  });
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  const logger = { warn: vi.fn() };
  const onUnauthorized = vi.fn();
  const api = createTilawat({
    origin: 'http://api.test',
    fetch,
    tokenStore,
    logger,
    onUnauthorized,
    ...options,
  });
  return { api, calls, fetch, tokenStore, logger, onUnauthorized };
}

export const tokens = (n: number) => ({
  accessToken: `access-${n}`,
  accessTokenExp: '2026-11-21T10:15:00+06:00',
  refreshToken: `refresh-${n}`,
  refreshTokenExp: '2026-12-21T10:00:00+06:00',
});

/** Fails the test on a call no handler expected. */
export function unexpected(call: Call): never {
  throw new Error(`unexpected request ${call.method} ${call.url.pathname}`);
}
