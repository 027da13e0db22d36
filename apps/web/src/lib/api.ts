import { createTilawat } from '@tilawat/sdk';
import { env } from '~/env';

/** How long the server waits for the api before it renders the page's error state instead. */
export const API_TIMEOUT_MS = 5_000;

/**
 * The api client of Server Components: public reads only, no session (the learner's session lives in
 * the browser's cookies and arrives with the later login work). Answers go through Next's data cache
 * for `API_REVALIDATE_SECONDS`, so a busy page does not hit the api on every request.
 */
export const api = createTilawat({
  origin: env.API_ORIGIN,
  fetch: (input, init) =>
    fetch(input, {
      ...init,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      next: { revalidate: env.API_REVALIDATE_SECONDS },
    }),
});

/**
 * The same api, never through Next's data cache: reads whose answer may change from one minute to the
 * next and must not be shown stale (a certificate revoked, issue 40).
 */
export const liveApi = createTilawat({
  origin: env.API_ORIGIN,
  fetch: (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS), cache: 'no-store' }),
});
