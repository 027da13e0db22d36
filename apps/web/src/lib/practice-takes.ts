/**
 * A recitation take on this device (issue 20): what is kept of it (`StoredTake`), where
 * (`TakeStore`: IndexedDB in `practice-store.ts`, or memory), how it goes up (`TakeUploader`: tus in
 * `practice-tus.ts`, loaded on first use) and which failures are refusals. The queue
 * (`practice-queue.ts`) puts them together.
 */

/** A take as the store keeps it: key `${assignmentId}:${ayah}` (one take per ayah, the newest). */
export interface StoredTake {
  key: string;
  assignmentId: number;
  ayah: number;
  blob: Blob;
  /** The recorder's MIME type (`audio/webm;codecs=opus`, …), sent as tus metadata `filetype`. */
  mime: string;
  size: number;
  durationMs: number;
  /** ISO time the take was made. */
  createdAt: string;
  /** The tus upload's address once the server made one: the upload resumes there. */
  uploadUrl: string | null;
  /** The server refused these bytes (not retried on the next visit). */
  refused: UploadFailure | null;
}

/** Where takes are kept until the server has them (IndexedDB; in memory in tests or without it). */
export interface TakeStore {
  put(take: StoredTake): Promise<void>;
  list(assignmentId: number): Promise<StoredTake[]>;
  delete(key: string): Promise<void>;
}

/** Why an upload did not finish: the api's status and Bengali `msg` (status 0: no answer came). */
export interface UploadFailure {
  status: number;
  msg: string;
}

export interface UploadHandlers {
  /** The server made the upload: its address, to resume from. */
  onUrl(url: string): void;
  onProgress(sent: number, total: number): void;
  /** The server accepted the whole recording. */
  onSuccess(): void;
  onFailure(failure: UploadFailure): void;
}

/** Sends one take (tus); `abort` stops it without deleting it on the server, so it can resume. */
export interface TakeUploader {
  upload(take: StoredTake, handlers: UploadHandlers): { abort(): void };
}

/** One ayah's take in the queue. */
/** Statuses the api answers when the bytes or the ayah are refused: trying the same bytes again cannot help. */
export function isRefusal(failure: UploadFailure): boolean {
  const { status } = failure;
  return status >= 400 && status < 500 && ![401, 408, 423, 429].includes(status);
}

/** A store that lives as long as the page (no IndexedDB: private mode, an old browser; and tests). */
export function createMemoryTakeStore(initial: StoredTake[] = []): TakeStore {
  const takes = new Map(initial.map((take) => [take.key, take]));
  return {
    put: async (take) => {
      takes.set(take.key, take);
    },
    list: async (assignmentId) => [...takes.values()].filter((take) => take.assignmentId === assignmentId),
    delete: async (key) => {
      takes.delete(key);
    },
  };
}

/**
 * An uploader whose code loads on its first upload (tus-js-client is fetched only when a take has to
 * go). A load that fails (offline before it was ever fetched) is a failure with no answer: the take
 * waits and goes when the browser is back online.
 */
export function lazyUploader(load: () => Promise<TakeUploader>): TakeUploader {
  let loaded: Promise<TakeUploader> | null = null;
  return {
    upload(take, handlers) {
      let aborted = false;
      let inner: { abort(): void } | null = null;
      loaded ??= load().catch((error: unknown) => {
        loaded = null; // try loading again next time
        throw error;
      });
      loaded.then(
        (uploader) => {
          if (!aborted) inner = uploader.upload(take, handlers);
        },
        () => {
          if (!aborted) handlers.onFailure({ status: 0, msg: '' });
        },
      );
      return {
        abort() {
          aborted = true;
          inner?.abort();
        },
      };
    },
  };
}

export const takeKey = (assignmentId: number, ayah: number) => `${assignmentId}:${ayah}`;
