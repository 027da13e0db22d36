/// <reference lib="webworker" />
// The site's service worker (issue 39), built by `serwist build` after `next build` into public/sw.js
// (serwist.config.mjs) and registered only by production builds (~/components/service-worker.tsx).
//
// - Precached (installed with the worker): the Bengali offline page and the two Bengali font files (the regular
//   weight every page preloads, the semibold pages add once the browser has it), within the budget of apps/web/README.md ("Offline").
// - Pages (documents) are fetched from the network first; the answer is kept, and when the network fails or
//   is slower than NETWORK_TIMEOUT_SECONDS the kept copy is shown, marked so the page can say it is offline
//   and when it was last updated (`Server-Timing: offline-cache;desc=<ISO moment>`). A page never kept gets
//   the offline page. The console, checkout, sign-in and link pages are never kept.
// - Next's build files (hashed, immutable) and pdf.js's worker are kept as they are first loaded, so a kept
//   page can run and a kept PDF can be drawn.
// - Downloaded lessons (src/lib/kept-lessons): `/kept/<recording>/<file>` is answered from what the page
//   stored in DOWNLOADS_CACHE, never from the network (404 when it is not there).
// - A new worker waits until the learner chooses "আপডেট করুন" (message SKIP_WAITING), then the page
//   reloads once: a page is never run by a mix of two builds.
// - `self.addEventListener` is used for each concern: reminders by web push (issue 40) are two more — the
//   push shows a notification, a tap opens its page (or, from its action, the page that turns push off).
import type { PrecacheEntry, SerwistGlobalConfig, SerwistPlugin } from 'serwist';
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from 'serwist';
import {
  DOWNLOADS_CACHE,
  KEPT_PREFIX,
  keepsPage,
  OFFLINE_PAGE,
  PAGES_CACHE,
  PDFJS_PREFIX,
  SKIP_WAITING,
  STATIC_CACHE,
} from './offline-rules';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** How long a page's answer is waited for before its kept copy is shown (a link that is up but crawling). */
const NETWORK_TIMEOUT_SECONDS = 6;
const FETCHED_AT = 'x-tilawat-fetched-at';

/** Stamps each kept page with the moment it was fetched, and marks a kept copy when it is shown. */
const stampPages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT, new Date().toISOString());
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    const at = headers.get(FETCHED_AT) ?? '';
    headers.append('Server-Timing', `offline-cache;desc="${at}"`);
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && keepsPage(url.pathname),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [stampPages, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(KEPT_PREFIX),
      handler: async ({ request }) => {
        const kept = await (await caches.open(DOWNLOADS_CACHE)).match(request.url);
        return kept ?? new Response('', { status: 404 });
      },
    },
    {
      // not hashed: the kept copy answers at once and is replaced by the network's (a new pdf.js version)
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(PDFJS_PREFIX),
      handler: new StaleWhileRevalidate({ cacheName: STATIC_CACHE }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

/** A reminder as the api pushes it (apps/api/src/modules/reminders/reminders.service.ts `sendPush`). */
interface ReminderPush {
  title: string;
  body: string;
  /** The site's page it opens. */
  url: string;
  tag: string;
  /** The page that turns push off, in one tap (the notification's action). */
  unsubscribe: string;
}

/** A path of this site, or the dashboard for anything else (a message never sends the learner elsewhere). */
const sitePath = (path: unknown) =>
  typeof path === 'string' && /^\/(?!\/)/.test(path) ? path : '/dashboard';

// reminders by web push (issue 40): shown as a notification with the learner's one-tap way to stop them
self.addEventListener('push', (event) => {
  let message: Partial<ReminderPush> = {};
  try {
    message = (event.data?.json() ?? {}) as Partial<ReminderPush>;
  } catch {
    message = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'তিলাওয়াত', {
      body: message.body ?? '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'bn',
      data: { url: sitePath(message.url), unsubscribe: sitePath(message.unsubscribe) },
      actions: [{ action: 'unsubscribe', title: 'এগুলো বন্ধ করুন' }],
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { url?: string; unsubscribe?: string };
  const path = event.action === 'unsubscribe' ? sitePath(data.unsubscribe) : sitePath(data.url);
  event.waitUntil(
    (async () => {
      const url = new URL(path, self.location.origin).href;
      const open = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).find(
        (client) => client.url === url,
      );
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});

serwist.addEventListeners();
