import type { UploadItemState } from '@tilawat/ui';
import {
  isRefusal,
  type StoredTake,
  type TakeStore,
  type TakeUploader,
  takeKey,
  type UploadFailure,
} from './practice-takes';

/**
 * The practice page's offline store and upload queue (issue 20), without a browser API of its own:
 * where takes are kept (`TakeStore`: IndexedDB in `practice-store.ts`) and how one goes up
 * (`TakeUploader`: tus in `practice-tus.ts`) are injected, so the rules below are tested with an
 * in-memory store and a scripted uploader.
 *
 * The rules:
 * - a take is written to the store BEFORE its upload starts, so closing the tab loses nothing;
 * - it is deleted from the store only after the server accepted it (the tus upload's last answer);
 * - one upload at a time, in ayah order (on a poor connection each one finishes sooner);
 * - offline (navigator.onLine false, or the `offline` event) nothing starts, a running upload stops
 *   where it is and the ayah waits; back `online` every waiting take goes on, resuming from the
 *   upload's address kept in the store (tus asks the server how much arrived);
 * - a refusal (413, 415, 409, 404, 400: the api's Bengali `msg`) is not retried: the ayah shows it
 *   and waits for a new take (or the learner's "try again"); the store remembers the refusal, so
 *   the next visit does not send the same bytes again;
 * - no answer, a busy or failing server: tus retries with its delays; after the last one the ayah is
 *   `failed` with the "cannot reach" sentence and is tried again when the browser comes back online,
 *   on the learner's "try again" and on the next visit;
 * - when nothing is left to send, `onAllSent` runs (the page reads the practice again).
 */

export interface QueuedTake {
  ayah: number;
  /** recorded (kept on the device, in line) → waiting (offline) → uploading → sent | failed. */
  state: UploadItemState;
  /** 0–1 of the bytes the server has. */
  progress: number;
  failure: UploadFailure | null;
  /** The take itself, to listen back to (kept in memory after it was sent, while the page is open). */
  blob: Blob;
  mime: string;
  size: number;
  durationMs: number;
}

export interface QueueSnapshot {
  /** By ayah number. */
  takes: ReadonlyMap<number, QueuedTake>;
  online: boolean;
  /** False when the store could not keep a take (no IndexedDB, private mode, quota): do not close the tab. */
  kept: boolean;
}

/** A new take from the recorder. */
export interface NewTake {
  blob: Blob;
  mime: string;
  durationMs: number;
}

export interface PracticeQueueOptions {
  assignmentId: number;
  store: TakeStore;
  uploader: TakeUploader;
  /** navigator.onLine when the queue is made. */
  online: boolean;
  /** Nothing left to send (after at least one take was sent): read the practice again. */
  onAllSent?: () => void;
  /** The clock for `createdAt` (tests fix it). */
  now?: () => Date;
  /** False when `store` lives only as long as the page (no IndexedDB): the snapshot says so from the start. */
  persistent?: boolean;
}

export interface PracticeQueue {
  getSnapshot(): QueueSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Takes kept from an earlier visit of this assignment go back in the queue and on their way.
   * `notNeeded` drops one the server already has (its upload finished but the tab closed before the
   * store forgot it) or would refuse.
   */
  restore(notNeeded?: (take: StoredTake) => boolean): Promise<void>;
  /** A new take of `ayah` replaces any older one: kept in the store, then sent. */
  add(ayah: number, take: NewTake): Promise<void>;
  /** Sends a failed take again. */
  retry(ayah: number): void;
  /** Forgets the ayah's take (re-record): stops its upload and deletes it from the store. */
  discard(ayah: number): Promise<void>;
  /**
   * Lets go of the takes the server has (`sent`): once the practice is sent to the teacher they are
   * its round's, and must not stand for the next one's ayahs.
   */
  forgetSent(): void;
  /** The browser's online state changed. */
  setOnline(online: boolean): void;
  /** Stops every upload (they resume on the next visit); the queue is not used again. */
  dispose(): void;
}

interface Entry {
  take: StoredTake;
  state: UploadItemState;
  progress: number;
  failure: UploadFailure | null;
  /** The running upload; each start gets a new generation so a stopped one's late events are dropped. */
  running: { abort(): void; generation: number } | null;
}

export function createPracticeQueue(opts: PracticeQueueOptions): PracticeQueue {
  const { assignmentId, store, uploader } = opts;
  const now = opts.now ?? (() => new Date());
  const entries = new Map<number, Entry>();
  const listeners = new Set<() => void>();
  let online = opts.online;
  let kept = opts.persistent ?? true;
  let generation = 0;
  let sentSinceSettled = false;
  let disposed = false;
  let snapshot: QueueSnapshot = { takes: new Map(), online, kept };

  function emit() {
    const takes = new Map<number, QueuedTake>();
    for (const [ayah, e] of [...entries].sort(([a], [b]) => a - b)) {
      takes.set(ayah, {
        ayah,
        state: e.state,
        progress: e.progress,
        failure: e.failure,
        blob: e.take.blob,
        mime: e.take.mime,
        size: e.take.size,
        durationMs: e.take.durationMs,
      });
    }
    snapshot = { takes, online, kept };
    for (const listener of listeners) listener();
  }

  async function keep(take: StoredTake) {
    try {
      await store.put(take);
    } catch {
      kept = false;
    }
  }

  const forget = (key: string) => store.delete(key).catch(() => undefined);

  const busy = () => [...entries.values()].some((e) => e.running !== null);

  /** Starts the next take in line (ayah order) when nothing is uploading and the browser is online. */
  function pump() {
    if (disposed) return;
    if (!online) {
      let changed = false;
      for (const e of entries.values()) {
        if (e.state === 'recorded') {
          e.state = 'waiting';
          changed = true;
        }
      }
      if (changed) emit();
      return;
    }
    if (busy()) return;
    const next = [...entries.values()]
      .filter((e) => e.state === 'recorded' || e.state === 'waiting')
      .sort((a, b) => a.take.ayah - b.take.ayah)[0];
    if (next) {
      start(next);
      return;
    }
    const pending = [...entries.values()].some((e) => e.state !== 'sent' && e.state !== 'failed');
    if (!pending && sentSinceSettled) {
      sentSinceSettled = false;
      opts.onAllSent?.();
    }
  }

  function start(entry: Entry) {
    const mine = ++generation;
    const live = () =>
      !disposed && entry.running?.generation === mine && entries.get(entry.take.ayah) === entry;
    entry.state = 'uploading';
    entry.failure = null;
    entry.running = { abort: () => {}, generation: mine };
    emit();
    const handle = uploader.upload(entry.take, {
      onUrl(url) {
        if (!live() || entry.take.uploadUrl === url) return;
        entry.take = { ...entry.take, uploadUrl: url };
        void keep(entry.take);
      },
      onProgress(sent, total) {
        if (!live()) return;
        entry.progress = total > 0 ? Math.min(1, sent / total) : 0;
        emit();
      },
      onSuccess() {
        if (!live()) return;
        entry.running = null;
        entry.state = 'sent';
        entry.progress = 1;
        sentSinceSettled = true;
        emit();
        // Only now is the take the server's: forget it here, then go on with the next.
        void forget(entry.take.key).then(pump);
      },
      onFailure(failure) {
        if (!live()) return;
        entry.running = null;
        if (!online && !isRefusal(failure)) {
          entry.state = 'waiting';
        } else {
          entry.state = 'failed';
          entry.failure = failure;
          if (isRefusal(failure)) {
            // A refusal is remembered, so the next visit does not send the same bytes again.
            entry.take = { ...entry.take, refused: failure, uploadUrl: null };
            void keep(entry.take);
          }
        }
        emit();
        pump();
      },
    });
    if (entry.running?.generation === mine) entry.running = { abort: () => handle.abort(), generation: mine };
    else handle.abort();
  }

  function stop(entry: Entry) {
    const running = entry.running;
    entry.running = null;
    running?.abort();
  }

  return {
    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async restore(notNeeded) {
      let takes: StoredTake[];
      try {
        takes = await store.list(assignmentId);
      } catch {
        return;
      }
      for (const take of takes) {
        if (disposed || entries.has(take.ayah)) continue;
        if (notNeeded?.(take)) {
          void forget(take.key);
          continue;
        }
        entries.set(take.ayah, {
          take,
          state: take.refused ? 'failed' : 'recorded',
          progress: 0,
          failure: take.refused,
          running: null,
        });
      }
      emit();
      pump();
    },

    async add(ayah, { blob, mime, durationMs }) {
      if (disposed) return;
      const old = entries.get(ayah);
      if (old) stop(old);
      const take: StoredTake = {
        key: takeKey(assignmentId, ayah),
        assignmentId,
        ayah,
        blob,
        mime,
        size: blob.size,
        durationMs,
        createdAt: now().toISOString(),
        uploadUrl: null,
        refused: null,
      };
      const entry: Entry = { take, state: 'recorded', progress: 0, failure: null, running: null };
      entries.set(ayah, entry);
      emit();
      // Kept on the device before a byte goes out: closing the tab now loses nothing.
      await keep(take);
      if (entries.get(ayah) !== entry) return; // replaced or discarded meanwhile
      emit();
      pump();
    },

    retry(ayah) {
      const entry = entries.get(ayah);
      if (entry?.state !== 'failed') return;
      entry.state = 'recorded';
      entry.failure = null;
      if (entry.take.refused) {
        entry.take = { ...entry.take, refused: null };
        void keep(entry.take);
      }
      emit();
      pump();
    },

    async discard(ayah) {
      const entry = entries.get(ayah);
      if (!entry) return;
      stop(entry);
      entries.delete(ayah);
      emit();
      await forget(entry.take.key);
      pump();
    },

    forgetSent() {
      let changed = false;
      for (const [ayah, e] of entries) {
        if (e.state === 'sent') {
          entries.delete(ayah);
          changed = true;
        }
      }
      if (changed) emit();
    },

    setOnline(next) {
      if (next === online) return;
      online = next;
      if (!online) {
        // Stop where they are; the server keeps what arrived and tus resumes from there.
        for (const e of entries.values()) {
          if (e.running) {
            stop(e);
            e.state = 'waiting';
          }
        }
      } else {
        // Back online: what waited goes on, and so does what failed for want of a connection.
        for (const e of entries.values()) {
          const transient = e.state === 'failed' && e.failure !== null && !isRefusal(e.failure);
          if (e.state === 'waiting' || transient) {
            e.state = 'recorded';
            e.failure = null;
          }
        }
      }
      emit();
      pump();
    },

    dispose() {
      disposed = true;
      for (const e of entries.values()) stop(e);
      listeners.clear();
    },
  };
}
