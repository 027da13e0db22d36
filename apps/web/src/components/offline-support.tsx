'use client';

import { ConnectionBanner } from '@tilawat/ui';
import { useEffect, useState } from 'react';
import { OFFLINE_CACHE_TIMING, SKIP_WAITING } from '~/sw/offline-rules';

export interface OfflineSupportProps {
  /** Registers the service worker (production builds only: a development server has none). */
  register: boolean;
}

/** How long a page may stay busy before the worker is registered anyway (ms). */
const IDLE_TIMEOUT_MS = 5_000;

/** When the page shown was fetched, if the service worker served it from what it kept. */
function keptCopyMoment(): string | null | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const kept = navigation?.serverTiming?.find((entry) => entry.name === OFFLINE_CACHE_TIMING);
  return kept ? kept.description || null : undefined;
}

/**
 * Offline use (issue 39), in the root layout through `page-services-loader.tsx` (a chunk loaded after
 * hydration on every page, so the service worker keeps it for the pages read offline): registers the
 * service worker once the page has loaded and is idle (it never competes with the first paint), says when
 * the page is a kept copy shown without a connection and when it was fetched, and offers a new version of
 * the site with "আপডেট করুন" — the waiting worker takes over and the page reloads once, so no page runs on
 * two builds.
 */
export function OfflineSupport({ register }: OfflineSupportProps) {
  // undefined: a page from the network; null: a kept copy, moment unknown; string: a kept copy fetched then
  const [offline, setOffline] = useState<string | null | undefined>(undefined);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    // Only a page the worker served from what it kept says so. A page that was loaded live and loses its
    // connection says nothing here: those that need the connection (the player, an exam, the practice)
    // tell the learner themselves what they keep and send later.
    const served = keptCopyMoment();
    if (served !== undefined) setOffline(served);
  }, []);

  useEffect(() => {
    if (!register || !('serviceWorker' in navigator)) return;
    let live = true;
    let reloading = false;
    // The first worker of a device takes the page it registers from (no reload: nothing ran before it).
    // A later one takes over only when a learner chose "আপডেট করুন" (here or in another tab): this page's
    // scripts are the old build's, so it reloads once, to run on one build.
    let controlled = navigator.serviceWorker.controller !== null;
    const onControllerChange = () => {
      if (!controlled) {
        controlled = true;
        return;
      }
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    const watch = (registration: ServiceWorkerRegistration) => {
      // a worker already waiting (installed while an earlier page was open), or one that finishes installing
      if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // the first worker of a device takes the page at once (nothing to update from)
          if (live && installing.state === 'installed' && navigator.serviceWorker.controller)
            setWaiting(installing);
        });
      });
    };
    const start = () => {
      if (!live) return;
      navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
      // a browser that blocks workers (a policy, an automated one) may answer with no registration
      void navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
        (registration) => (registration ? watch(registration) : undefined),
        () => {},
      );
    };
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(start, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', whenIdle);
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, [register]);

  if (offline === undefined && !waiting) return null;
  // fixed at the bottom of the screen: appearing, it moves nothing of the page
  return (
    <div className="connection-banners">
      {offline !== undefined ? <ConnectionBanner kind="offline" updatedAt={offline} /> : null}
      {waiting ? (
        <ConnectionBanner kind="update" onUpdate={() => waiting.postMessage({ type: SKIP_WAITING })} />
      ) : null}
    </div>
  );
}
