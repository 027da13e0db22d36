'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { NewTake, PracticeQueue, QueueSnapshot } from '~/lib/practice-queue';
import type { StoredTake } from '~/lib/practice-takes';
import type { UploadSession } from '~/lib/practice-tus';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser says it is online: `navigator.onLine`, followed through the `online` and
 * `offline` events. The server (and the first paint) assumes online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const EMPTY: QueueSnapshot = { takes: new Map(), online: true, kept: true };
const noSubscription = () => () => {};

export interface PracticeQueueHandle {
  snapshot: QueueSnapshot;
  /** A new take of an ayah: loads the queue if need be, keeps the take on the device, sends it. */
  add(ayah: number, take: NewTake): Promise<void>;
  retry(ayah: number): void;
  /** The practice was sent: the sent takes are its round's. */
  forgetSent(): void;
  /** Loads the queue (and tus, idb) ahead of the first take, e.g. as recording starts. */
  prepare(): void;
}

/**
 * This page's queue of takes (`~/lib/practice-queue`), loaded only when it is used: on the first
 * take, or after paint when this device keeps takes of this assignment from an earlier visit (only
 * `idb` is loaded to look). tus-js-client is loaded with the first upload. Online and offline are
 * passed on; on leaving the page every upload stops (the next visit resumes it).
 */
export function usePracticeQueue({
  assignmentId,
  session,
  notNeeded,
  onAllSent,
}: {
  assignmentId: number;
  /** The tab's SDK client (origin and session); null until it is loaded (uploads wait for it). */
  session: UploadSession | null;
  /** Whether a take kept from an earlier visit is on the server already, or cannot go (see `takeNotNeeded`). */
  notNeeded: (take: StoredTake) => boolean;
  onAllSent: () => void;
}): PracticeQueueHandle {
  const online = useOnline();
  const [queue, setQueue] = useState<PracticeQueue | null>(null);
  const loading = useRef<Promise<PracticeQueue> | null>(null);
  /** Counts the page's unmounts: a queue that finishes loading after one is disposed of. */
  const generation = useRef(0);
  const latest = useRef({ notNeeded, onAllSent, online });
  latest.current = { notNeeded, onAllSent, online };

  // Takes are kept from the first press, even before the tab's session has loaded; uploads wait for it.
  const [sessionReady] = useState(() => {
    let resolve: (value: UploadSession) => void = () => {};
    const promise = new Promise<UploadSession>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  useEffect(() => {
    if (session) sessionReady.resolve(session);
  }, [session, sessionReady]);

  const load = useCallback((): Promise<PracticeQueue> => {
    if (loading.current) return loading.current;
    const mounting = generation.current;
    const mine: Promise<PracticeQueue> = (async () => {
      const [{ createPracticeQueue }, { createMemoryTakeStore, lazyUploader }, { openTakeStore }] =
        await Promise.all([
          import('~/lib/practice-queue'),
          import('~/lib/practice-takes'),
          import('~/lib/practice-store'),
        ]);
      const store = await openTakeStore().catch(() => null);
      const made = createPracticeQueue({
        assignmentId,
        store: store ?? createMemoryTakeStore(),
        persistent: store !== null,
        // tus-js-client is fetched with the first upload, not with the first take.
        uploader: lazyUploader(async () => {
          const [{ createTusUploader }, ready] = await Promise.all([
            import('~/lib/practice-tus'),
            sessionReady.promise,
          ]);
          return createTusUploader(ready);
        }),
        online: latest.current.online,
        onAllSent: () => latest.current.onAllSent(),
      });
      // The page was left while the chunks loaded: this queue is nobody's.
      if (generation.current !== mounting) {
        made.dispose();
        throw new Error('the practice page was left');
      }
      setQueue(made);
      return made;
    })();
    loading.current = mine;
    return mine;
  }, [assignmentId, sessionReady]);

  // Takes kept from an earlier visit: look with idb alone; load the queue (and tus) only if there are some.
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const { openTakeStore } = await import('~/lib/practice-store');
        const kept = await (await openTakeStore()).list(assignmentId);
        if (!live || kept.length === 0) return;
        const q = await load();
        if (live) await q.restore((take) => latest.current.notNeeded(take));
      } catch {
        // no IndexedDB here: nothing was kept
      }
    })();
    return () => {
      live = false;
    };
  }, [assignmentId, load]);

  useEffect(() => {
    queue?.setOnline(online);
  }, [queue, online]);

  // Leaving the page stops the uploads; what was kept resumes on the next visit.
  useEffect(
    () => () => {
      generation.current += 1;
      void loading.current?.then((q) => q.dispose()).catch(() => undefined);
      loading.current = null;
      setQueue(null);
    },
    [],
  );

  const snapshot = useSyncExternalStore(
    queue ? queue.subscribe : noSubscription,
    () => (queue ? queue.getSnapshot() : EMPTY),
    () => EMPTY,
  );

  const add = useCallback(async (ayah: number, take: NewTake) => (await load()).add(ayah, take), [load]);
  const retry = useCallback((ayah: number) => queue?.retry(ayah), [queue]);
  const prepare = useCallback(() => void load().catch(() => undefined), [load]);
  const forgetSent = useCallback(() => queue?.forgetSent(), [queue]);

  return { snapshot: queue ? snapshot : { ...EMPTY, online }, add, retry, prepare, forgetSent };
}
