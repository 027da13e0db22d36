import type { SessionTokens } from '@tilawat/sdk';
import { Upload } from 'tus-js-client';
import type { StoredTake, TakeUploader, UploadFailure } from './practice-takes';

/**
 * A take's upload with tus-js-client (tus 1.0, issue 20) to `${origin}/api/v3/practice-uploads`:
 * metadata `practice` and `ayah` (decimal strings) and `filetype`; the learner's current access token
 * in `accesstoken`, read from the tab's session before every request (a 401 refreshes the session once —
 * shared with the SDK's own refresh — and tries again); resumed from the upload's address kept with the
 * take (tus asks the server for the offset with HEAD; an address the server no longer knows, at HEAD or
 * at a PATCH, starts a new upload of the whole take). Loaded with `import()` only when a take has to go.
 */

export const PRACTICE_UPLOADS_PATH = '/api/v3/practice-uploads';

/** tus's waits between tries after no answer or a failing server; a refusal (4xx) is never retried. */
export const UPLOAD_RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000];

/** At most this much in one PATCH (a take is ≤ 2 MB; most are well under one chunk). */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

/** The part of the tab's SDK client the uploader uses: where the api is and the learner's session. */
export interface UploadSession {
  origin: string;
  tokenStore: {
    getAccessToken(): string | null | undefined | Promise<string | null | undefined>;
    getRefreshToken(): string | null | undefined | Promise<string | null | undefined>;
  };
  /** The SDK's refresh: one at a time, shared with any under way; null when it failed. */
  refresh(): Promise<SessionTokens | null>;
}

/** The fields of a tus error the queue needs (tus-js-client's `DetailedError`). */
export interface TusErrorLike {
  originalRequest?: { getMethod(): string } | null;
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

/**
 * Whether a PATCH was answered 404 or 410: the upload's address is gone (expired, replaced, or never
 * known to the host that answered) while the take itself is still on the device.
 */
export function isLostUpload(error: unknown): boolean {
  const { originalRequest, originalResponse } = (error as TusErrorLike | null) ?? {};
  const status = originalResponse?.getStatus();
  return originalRequest?.getMethod() === 'PATCH' && (status === 404 || status === 410);
}

/**
 * A failed upload as the queue keeps it: the api's status and its Bengali `msg` from the JSON body
 * (`{ msg, code }`); status 0 and no msg when no answer came.
 */
export function uploadFailure(error: unknown): UploadFailure {
  const response = (error as TusErrorLike | null)?.originalResponse;
  if (!response) return { status: 0, msg: '' };
  const status = response.getStatus();
  let msg = '';
  try {
    const body = JSON.parse(response.getBody()) as { msg?: unknown };
    if (typeof body.msg === 'string') msg = body.msg;
  } catch {
    // not JSON (a proxy's page): the status says enough
  }
  return { status, msg };
}

/** Whether tus should try again after an answer with this status (0: none came). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 423 || status === 429 || status >= 500;
}

/** tus-js-client's options. */
type TusOptions = NonNullable<ConstructorParameters<typeof Upload>[1]>;

/**
 * The queue's uploader over tus. `transport` replaces tus's HTTP stack and file reader (tests drive
 * the protocol without a server); the page passes nothing.
 */
export function createTusUploader(
  session: UploadSession,
  transport: Pick<TusOptions, 'httpStack' | 'fileReader'> = {},
): TakeUploader {
  const endpoint = `${session.origin}${PRACTICE_UPLOADS_PATH}`;

  async function accessToken(): Promise<string | null> {
    const token = await session.tokenStore.getAccessToken();
    if (token) return token;
    // The access cookie expired with its token while the refresh token lives: refresh first, as the SDK does.
    if (await session.tokenStore.getRefreshToken()) return (await session.refresh())?.accessToken ?? null;
    return null;
  }

  return {
    upload(take: StoredTake, handlers) {
      // One refresh per run after a 401; then the 401 stands (the session is over: log in again).
      let refreshed: Promise<SessionTokens | null> | null = null;
      let refreshWorked = false;
      // One new upload per run after the address was lost; then the 404 stands (a refusal the queue shows).
      let startedAnew = false;

      const upload: Upload = new Upload(take.blob, {
        ...transport,
        endpoint,
        uploadUrl: take.uploadUrl,
        uploadSize: take.size,
        metadata: { practice: String(take.assignmentId), ayah: String(take.ayah), filetype: take.mime },
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: UPLOAD_RETRY_DELAYS,
        // The address is kept with the take in IndexedDB, not in tus's localStorage list.
        storeFingerprintForResuming: false,
        removeFingerprintOnSuccess: false,
        async onBeforeRequest(req) {
          if (refreshed) await refreshed;
          const token = await accessToken();
          if (token) req.setHeader('accesstoken', token);
        },
        async onAfterResponse(_req, res) {
          if (res.getStatus() !== 401 || refreshed) return;
          refreshed = session.refresh();
          refreshWorked = (await refreshed) !== null;
        },
        onShouldRetry(error, retryAttempt) {
          const { status } = uploadFailure(error);
          if (status === 401) return refreshWorked && retryAttempt < UPLOAD_RETRY_DELAYS.length;
          // tus tries again from the address: its HEAD answers 404 too, and tus makes a new upload (POST)
          // of the whole take, rather than the take being dropped as refused
          if (isLostUpload(error) && !startedAnew) {
            startedAnew = true;
            return true;
          }
          const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
          return isRetryableStatus(status) && !offline;
        },
        onUploadUrlAvailable() {
          if (upload.url) handlers.onUrl(upload.url);
        },
        onProgress: (sent, total) => handlers.onProgress(sent, total),
        onSuccess: () => handlers.onSuccess(),
        onError: (error) => handlers.onFailure(uploadFailure(error)),
      });
      upload.start();
      return {
        // Stop without deleting it on the server: the next start resumes from what arrived.
        abort: () => void upload.abort(false).catch(() => undefined),
      };
    },
  };
}
