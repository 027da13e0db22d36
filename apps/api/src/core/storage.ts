// One storage for uploaded files (docs/decisions/0017-how-the-platform-runs.md): avatars, lessons' PDFs and
// recordings' renditions. The drivers live in infra/storage (storage-local.ts, storage-s3.ts); app.ts picks one
// by STORAGE_URL.
import type { Readable } from 'node:stream';

/** A stored file, ready to stream. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes. */
  size: number;
  /** An entity tag, quoted as HTTP writes it, when the store gives one. */
  etag?: string;
}

/**
 * Where uploaded files live: a folder on this machine, or an S3-compatible object store that every
 * api process shares. Keys are relative paths of lower-case-safe segments (`avatars/<uuid>.webp`, see
 * `isStorageKey`); a key that is not one is refused before the store is touched.
 */
export interface FileStorage {
  /** Which driver: `local` (a folder) or `s3`. */
  readonly kind: 'local' | 's3';
  /** Stores (or replaces) the file of a key. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores (or replaces) the file of a key from a file on this machine, streamed (a video's rendition, a source upload). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The file of a key, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /**
   * The bytes of a key's file without reading it (a stat, an S3 HEAD), or null when there is none: what a
   * lesson's download says it weighs (issue 39).
   */
  size(key: string): Promise<number | null>;
  /** Removes the file of a key; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /**
   * Removes every file under the folder `key` (`media/uploads/<id>`: a rendition's playlist and segments;
   * `practice/<id>`: an audio's source and playable files) and answers how many went; 0 when there is
   * none. Only whole segments match: `practice/a` never touches `practice/ab/…`.
   */
  deleteFolder(key: string): Promise<number>;
}

/** A stored file's key: 1–8 segments of letters, digits, `.`, `_`, `-`, none of them `.` or `..`, ≤ 512 characters. */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const segments = key.split('/');
  return (
    segments.length <= 8 &&
    segments.every((s) => /^[A-Za-z0-9._-]{1,128}$/.test(s) && s !== '.' && s !== '..' && !s.startsWith('.'))
  );
}

/** Throws (a programming error, never a client's: callers build keys from their own names) unless `key` is a storage key. */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/** Where files are stored, from `STORAGE_URL` (unset: the folder `UPLOAD_DIR`). */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      /** `https://host[:port]` (`s3://`) or `http://host[:port]` (`s3+http://`). */
      endpoint: string;
      bucket: string;
      /** Prepended to every key (`path/` after the bucket in the URL), or ''. */
      prefix: string;
      region: string;
      forcePathStyle: boolean;
      /** From the URL's user and password; absent: the AWS SDK's default chain (refused in production). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

const S3_PARAMS = new Set(['region', 'forcePathStyle']);

/**
 * Reads `STORAGE_URL`: unset or empty → the folder `uploadDir`;
 * `s3://ACCESS:SECRET@host[:port]/bucket[/prefix]?region=…&forcePathStyle=true` → an S3-compatible
 * store over HTTPS (`s3+http://` for plain HTTP, e.g. a MinIO on a private network). ACCESS and
 * SECRET are percent-encoded when they hold `/`, `+`, `@` or `:`. Throws a sentence naming what is wrong.
 */
export function storageConfig(url: string | undefined, uploadDir: string): StorageConfig {
  if (!url) return { kind: 'local', dir: uploadDir };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('not a URL (s3://ACCESS:SECRET@host/bucket?region=…)');
  }
  if (parsed.protocol !== 's3:' && parsed.protocol !== 's3+http:') {
    throw new Error(
      `unknown scheme ${parsed.protocol} (s3:// or s3+http://; unset for the folder UPLOAD_DIR)`,
    );
  }
  if (!parsed.hostname) throw new Error('names no host (s3://ACCESS:SECRET@host/bucket)');
  const [bucket = '', ...rest] = parsed.pathname.replace(/^\/+/, '').split('/');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error('names no bucket, or not a valid bucket name (s3://ACCESS:SECRET@host/bucket)');
  }
  const prefixPath = rest.filter(Boolean).join('/');
  if (prefixPath && !isStorageKey(prefixPath)) throw new Error(`not a valid key prefix: ${prefixPath}`);
  const unknown = [...parsed.searchParams.keys()].filter((name) => !S3_PARAMS.has(name));
  if (unknown.length) throw new Error(`unknown parameters: ${unknown.join(', ')} (region, forcePathStyle)`);
  const forcePathStyle = parsed.searchParams.get('forcePathStyle') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false')
    throw new Error('forcePathStyle must be true or false');
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  if (Boolean(user) !== Boolean(password))
    throw new Error('has an access key without a secret, or a secret without a key');
  return {
    kind: 's3',
    endpoint: `${parsed.protocol === 's3:' ? 'https' : 'http'}://${parsed.host}`,
    bucket,
    prefix: prefixPath ? `${prefixPath}/` : '',
    region: parsed.searchParams.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    ...(user ? { credentials: { accessKeyId: user, secretAccessKey: password } } : {}),
  };
}
