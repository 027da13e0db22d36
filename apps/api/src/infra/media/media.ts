// Media URLs: signed playback URLs of recordings and their verification — the one place that knows
// how a recording's stored key becomes `${PUBLIC_ORIGIN}/media/<key>/index.m3u8?exp=…&sig=…` — and the
// unsigned URLs of thumbnails and content items.
import { type Clock, systemClock } from '../../core/clock';
import { hmac, safeEqualHex } from '../../core/crypto';

/** A stored media key: lower-case path segments without dots, so no `..` and no absolute path. */
export const MEDIA_KEY = /^[a-z0-9][a-z0-9_-]{0,63}(?:\/[a-z0-9][a-z0-9_-]{0,63}){0,7}$/;
/** The files of an HLS rendition the api serves: its playlist and its MPEG-TS segments. */
export const MEDIA_FILE = /^(?:index\.m3u8|seg\d{1,5}\.ts)$/;
/** A rendition's MPEG-TS segment, as its playlist names it (one of {@link MEDIA_FILE}). */
export const SEGMENT_FILE = /^seg\d{1,5}\.ts$/;
/** A PDF the api serves (a lesson's notes): one name in a stored folder, signed as `<folder>/<name>.pdf`. */
export const PDF_FILE = /^[a-z0-9][a-z0-9_-]{0,63}\.pdf$/;

/** A recitation practice's audio files the api serves (issue 20), signed as their folder `practice/<id>`. */
export const AUDIO_FILE = /^audio\.(?:m4a|webm)$/;
/**
 * A certificate's PDF (issue 40): kept in the FileStorage under `media/certificates/<code>/` and signed as
 * a PDF's own path, as a lesson's notes are.
 */
export const certificateMediaKey = (code: string) => `certificates/${code.toLowerCase()}`;
export const certificatePdfName = (code: string) => `certificate-${code.toLowerCase()}.pdf`;
export const isCertificateMediaKey = (key: string) => /^certificates\/[a-z0-9]{12}$/.test(key);
/** The folder of a practice audio's files in the FileStorage, and the key its links are signed for. */
export const practiceAudioKey = (id: string) => `practice/${id}`;
/** Whether a media key is a practice audio's (its files are in the FileStorage under the key itself). */
export const isPracticeAudioKey = (key: string) => /^practice\/[0-9a-f-]{36}$/.test(key);

/** The media key of an operator's upload (a rendition's or a PDF's folder), as a lesson stores it: `uploads/<id>`. */
export const uploadedMediaKey = (id: string) => `uploads/${id}`;
/** Whether a media key is an upload's, kept in the FileStorage (the rest are the demo's, in MEDIA_DIR). */
export const isUploadedMediaKey = (key: string) => key.startsWith('uploads/');
/** Where the files of an uploaded media key are in the FileStorage: the folder `media/uploads/<id>`. */
export const storedMediaFolder = (mediaKey: string) => `media/${mediaKey}`;
/** Where a file of an uploaded media key is in the FileStorage: `media/uploads/<id>/<file>`. */
export const storedMediaKey = (mediaKey: string, file: string) => `${storedMediaFolder(mediaKey)}/${file}`;

export interface MediaSignerOptions {
  secret: string;
  ttlSeconds: number;
  publicOrigin: string;
  /** What "now" is when a caller gives none (the app's clock). */
  clock?: Clock;
}

/** What {@link MediaSigner.verify} found: only `ok` may be served. */
export type MediaAccess = 'ok' | 'invalid' | 'expired';

export interface MediaSigner {
  /**
   * Where a recording plays: a signed URL of its HLS playlist, valid for the configured lifetime.
   * A stored absolute http(s) URL (a CDN) passes through unchanged.
   */
  playbackUrl(key: string, now?: Date): string;
  /**
   * Where a stored file (a PDF: `notes/<key>.pdf`) is fetched: a signed URL valid for `ttlSeconds` — minutes,
   * not the playback hours — and when it expires. A stored absolute http(s) URL (a CDN) passes through.
   */
  fileUrl(path: string, ttlSeconds: number, now?: Date): { url: string; expiresAt: Date };
  /**
   * Where a practice audio plays (issue 20): signed URLs of its AAC (`audio.m4a`) and Opus (`audio.webm`)
   * files, one signature for its folder, valid for the configured lifetime.
   */
  audioUrls(id: string, now?: Date): { mp4: string; webm: string };
  /**
   * Where the files of a rendition are fetched to be kept (a lesson's download, issue 39): signed URLs of
   * its folder valid for `ttlSeconds` (hours: a slow download), by file name, and when they expire.
   */
  renditionFileUrls(
    key: string,
    files: readonly string[],
    ttlSeconds: number,
    now?: Date,
  ): { urls: string[]; expiresAt: Date };
  /** The `exp` and `sig` query of a key, valid until `exp` (unix seconds). */
  sign(key: string, exp: number): { exp: string; sig: string };
  /** Whether `exp` and `sig` (as they came in the query) were signed for this key and are not past. */
  verify(key: string, exp: unknown, sig: unknown, now?: Date): MediaAccess;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createMediaSigner({
  secret,
  ttlSeconds,
  publicOrigin,
  clock = systemClock,
}: MediaSignerOptions): MediaSigner {
  // A newline cannot occur in a key, so `key` and `exp` cannot be shifted into each other.
  const signature = (key: string, exp: string) => hmac(secret, `media\n${key}\n${exp}`);

  const sign = (key: string, exp: number) => ({ exp: String(exp), sig: signature(key, String(exp)) });

  return {
    sign,
    playbackUrl(key, now = clock.now()) {
      if (/^https?:\/\//.test(key)) return key;
      const clean = key.replace(/^\/+|\/+$/g, '');
      const query = new URLSearchParams(sign(clean, seconds(now) + ttlSeconds));
      return `${publicOrigin}/media/${clean}/index.m3u8?${query}`;
    },
    audioUrls(id, now = clock.now()) {
      const key = practiceAudioKey(id);
      const query = new URLSearchParams(sign(key, seconds(now) + ttlSeconds));
      return {
        mp4: `${publicOrigin}/media/${key}/audio.m4a?${query}`,
        webm: `${publicOrigin}/media/${key}/audio.webm?${query}`,
      };
    },
    renditionFileUrls(key, files, ttl, now = clock.now()) {
      const exp = seconds(now) + ttl;
      const clean = key.replace(/^\/+|\/+$/g, '');
      const query = new URLSearchParams(sign(clean, exp));
      return {
        urls: files.map((file) => `${publicOrigin}/media/${clean}/${file}?${query}`),
        expiresAt: new Date(exp * 1000),
      };
    },
    fileUrl(path, ttl, now = clock.now()) {
      const exp = seconds(now) + ttl;
      const expiresAt = new Date(exp * 1000);
      if (/^https?:\/\//.test(path)) return { url: path, expiresAt };
      const clean = path.replace(/^\/+|\/+$/g, '');
      return { url: `${publicOrigin}/media/${clean}?${new URLSearchParams(sign(clean, exp))}`, expiresAt };
    },
    verify(key, exp, sig, now = clock.now()) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return 'invalid';
      if (!safeEqualHex(sig, signature(key, exp))) return 'invalid';
      return Number(exp) < seconds(now) ? 'expired' : 'ok';
    },
  };
}

/** The URIs a playlist plays, in its order: its lines that are neither blank nor tags (`#…`). */
export function playlistSegments(playlist: string): string[] {
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * An HLS playlist whose relative URIs (segments) carry `query`: a relative URI does not inherit the
 * playlist's query string, so without it every segment request would be unsigned.
 */
export function signPlaylist(playlist: string, query: string): string {
  return playlist
    .split(/\r?\n/)
    .map((line) => {
      const uri = line.trim();
      if (uri === '' || uri.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(uri)) return line;
      return `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
    })
    .join('\n');
}

/**
 * Where a stored media key of a thumbnail or a content item is answered (absolute URLs pass through):
 * `${publicOrigin}/media/<key>`, unsigned. Those files are for a media store to hold; the api itself
 * serves only recordings' HLS renditions, under signed URLs ({@link createMediaSigner}, ops.routes.ts).
 */
export function mediaUrl(publicOrigin: string, key: string): string;
export function mediaUrl(publicOrigin: string, key: string | null): string | null;
export function mediaUrl(publicOrigin: string, key: string | null): string | null {
  if (key === null) return null;
  if (/^https?:\/\//.test(key)) return key;
  return `${publicOrigin}/media/${key.replace(/^\/+/, '')}`;
}

/**
 * The one byte range of a `Range` header over a file of `size` bytes (RFC 9110: `bytes=a-b`, `bytes=a-`,
 * `bytes=-n`): `null` to answer the whole file (no header, a header this does not read, or several
 * ranges), `'unsatisfiable'` for a range wholly past the end (416), else the inclusive start and end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
