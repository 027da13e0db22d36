import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './api-error';
import type { Tilawat } from './create-tilawat';
import type { components, operations, paths } from './generated/admin';
import { querySerializer } from './query';
import { createV3SessionMiddleware, errorMiddleware } from './session';

export type { components as AdminComponents, operations as AdminOperations, paths as AdminPaths };

/** The console's named schemas (`AdminSchemas['AdminOrder']`). */
export type AdminSchemas = components['schemas'];

/** The operator console's client: `${origin}/api/v3/admin`, answers wrapped in `data`. */
export type TilawatAdmin = Client<paths>;

/**
 * The operator console's client (issue 19), over a session made with `createTilawat`: the same origin,
 * token store and refresh (a teacher or an admin signs in with the v3 sign-in). A separate entry point,
 * `@tilawat/sdk/admin`, so that learners' bundles never carry the console's types or code.
 *
 * ```ts
 * import { createTilawat, unwrap } from '@tilawat/sdk';
 * import { createTilawatAdmin } from '@tilawat/sdk/admin';
 * const tilawat = createTilawat({ environment: 'local' });
 * const admin = createTilawatAdmin(tilawat);
 * const orders = await unwrap(admin.GET('/orders', { params: { query: { status: 'wait-send' } } }));
 * ```
 *
 * Every operation needs the access token; a 401 refreshes once and retries, a 403 (`FORBIDDEN_ROLE`,
 * a learner's token) rejects with an `ApiError` like any other failure.
 */
export function createTilawatAdmin(
  tilawat: Pick<Tilawat, 'origin' | 'tokenStore' | 'refresh'>,
  options: { fetch?: typeof globalThis.fetch; onUnauthorized?: () => void } = {},
): TilawatAdmin {
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({
    baseUrl: `${tilawat.origin}/api/v3/admin`,
    fetch: fetchImpl,
    querySerializer,
  });
  client.use(
    errorMiddleware,
    createV3SessionMiddleware({
      store: tilawat.tokenStore,
      isPublic: () => false,
      refresh: () => tilawat.refresh(),
      onUnauthorized: options.onUnauthorized,
    }),
  );
  return client;
}

/** Where an upload stands: `fraction` of the file's bytes sent (0–1). */
export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  /** Stops the upload (it rejects with an `AbortError` DOMException). */
  signal?: AbortSignal;
  /** The browser's XMLHttpRequest (for progress); without one (Node) the upload goes by fetch, with no progress until the end. */
  XMLHttpRequest?: typeof globalThis.XMLHttpRequest;
  fetch?: typeof globalThis.fetch;
}

interface RawAnswer {
  status: number;
  body: string;
}

function sendWithXhr(
  Xhr: typeof globalThis.XMLHttpRequest,
  url: string,
  token: string | null | undefined,
  form: FormData,
  { onProgress, signal }: UploadOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('accesstoken', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(ApiError.network(new Error('the upload did not reach the api')));
    xhr.onabort = () => reject(new DOMException('the upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

async function sendWithFetch(
  fetchImpl: typeof globalThis.fetch,
  url: string,
  token: string | null | undefined,
  form: FormData,
  { signal }: UploadOptions,
): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      body: form,
      headers: token ? { accesstoken: token } : {},
      signal,
    });
  } catch (error) {
    if ((error as { name?: unknown }).name === 'AbortError') throw error;
    throw ApiError.network(error);
  }
  return { status: response.status, body: await response.text() };
}

/**
 * Posts a multipart form to a console operation with the session's access token, reporting the bytes
 * sent; a 401 refreshes once and sends again. Resolves with the answer's `data`; rejects with an
 * `ApiError` as every other call does.
 */
async function upload<T>(
  tilawat: Pick<Tilawat, 'origin' | 'tokenStore' | 'refresh'>,
  path: string,
  form: FormData,
  options: UploadOptions,
): Promise<T> {
  const url = `${tilawat.origin}/api/v3/admin${path}`;
  const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  const send = async (token: string | null | undefined) =>
    Xhr
      ? sendWithXhr(Xhr, url, token, form, options)
      : sendWithFetch(options.fetch ?? globalThis.fetch, url, token, form, options);
  let answer = await send(await tilawat.tokenStore.getAccessToken());
  if (answer.status === 401) {
    const tokens = await tilawat.refresh();
    if (tokens) answer = await send(tokens.accessToken);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    body = undefined;
  }
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromBody(answer.status, body);
  options.onProgress?.(1);
  return (body as { data: T }).data;
}

/**
 * Uploads a lesson's video (`POST /lessons/{id}/video`), reporting the bytes sent; resolves with the
 * queued upload, which `GET /video-jobs/{id}` follows to `ready`.
 *
 * ```ts
 * const job = await uploadLessonVideo(tilawat, 90, file, { onProgress: (f) => setSent(f) });
 * const { data } = await admin.GET('/video-jobs/{id}', { params: { path: { id: job.id } } });
 * ```
 */
export function uploadLessonVideo(
  tilawat: Pick<Tilawat, 'origin' | 'tokenStore' | 'refresh'>,
  lessonId: number,
  video: Blob,
  options: UploadOptions & { filename?: string } = {},
): Promise<AdminSchemas['AdminVideoJob']> {
  const form = new FormData();
  form.append('video', video, options.filename ?? (video as File).name ?? 'video');
  return upload(tilawat, `/lessons/${lessonId}/video`, form, options);
}

/** Adds a PDF with its title to a lesson (`POST /lessons/{id}/notes`); resolves with the lesson and its PDFs. */
export function addLessonNote(
  tilawat: Pick<Tilawat, 'origin' | 'tokenStore' | 'refresh'>,
  lessonId: number,
  note: { title: string; pdf: Blob },
  options: UploadOptions = {},
): Promise<AdminSchemas['AdminLesson']> {
  const form = new FormData();
  // the title first: the api reads the parts in order
  form.append('title', note.title);
  form.append('pdf', note.pdf, (note.pdf as File).name ?? 'notes.pdf');
  return upload(tilawat, `/lessons/${lessonId}/notes`, form, options);
}

/**
 * Records a teacher's voice correction for a recitation mark (`POST /practice-marks/{id}/correction`):
 * 3–10 s of audio (WebM/Opus, Ogg, MP4/AAC, MP3 or WAV), at most 1 MB; resolves with the mark, its
 * correction converting until `correction.status` is `ready`.
 *
 * ```ts
 * const mark = await uploadPracticeCorrection(tilawat, mark.id, recordedBlob);
 * ```
 */
export function uploadPracticeCorrection(
  tilawat: Pick<Tilawat, 'origin' | 'tokenStore' | 'refresh'>,
  markId: string,
  audio: Blob,
  options: UploadOptions & { filename?: string } = {},
): Promise<AdminSchemas['PracticeMark']> {
  const form = new FormData();
  form.append('audio', audio, options.filename ?? (audio as File).name ?? 'correction.webm');
  return upload(tilawat, `/practice-marks/${encodeURIComponent(markId)}/correction`, form, options);
}
