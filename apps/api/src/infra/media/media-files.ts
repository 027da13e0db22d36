// Where a recording's media files are, read by whoever needs them whole or by size: the demo's under
// MEDIA_DIR, an operator's uploads (`uploads/<id>`, issue 19) in the FileStorage every process shares.
// The routes that serve them (ops.service.ts) and a lesson's download (issue 39) read through here.
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FileStorage } from '../../core/storage';
import { isUploadedMediaKey, MEDIA_KEY, storedMediaKey } from './media';

export interface MediaFiles {
  /** A text file of a media key (a rendition's `index.m3u8`), or null when there is none. */
  text(key: string, file: string): Promise<string | null>;
  /** The bytes of a media key's file without reading it, or null when there is none. */
  size(key: string, file: string): Promise<number | null>;
  /** The file of a media key under MEDIA_DIR, or null for an upload's (in the FileStorage) or a path outside it. */
  localPath(key: string, file: string): string | null;
}

/** A file name the api keeps beside a media key: no slash, no leading dot. */
const FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export function createMediaFiles({
  mediaDir,
  storage,
}: {
  mediaDir: string;
  storage: FileStorage;
}): MediaFiles {
  const root = resolve(mediaDir);

  const localPath = (key: string, file: string) => {
    if (!MEDIA_KEY.test(key) || !FILE_NAME.test(file) || isUploadedMediaKey(key)) return null;
    const path = join(root, key, file);
    return path.startsWith(root + sep) ? path : null;
  };
  const valid = (key: string, file: string) => MEDIA_KEY.test(key) && FILE_NAME.test(file);

  return {
    localPath,

    async text(key, file) {
      if (!valid(key, file)) return null;
      if (isUploadedMediaKey(key)) {
        const stored = await storage.get(storedMediaKey(key, file));
        if (!stored) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
        return Buffer.concat(chunks).toString('utf8');
      }
      const path = localPath(key, file);
      return path ? readFile(path, 'utf8').catch(() => null) : null;
    },

    async size(key, file) {
      if (!valid(key, file)) return null;
      if (isUploadedMediaKey(key)) return storage.size(storedMediaKey(key, file));
      const path = localPath(key, file);
      const info = path ? await stat(path).catch(() => null) : null;
      return info?.isFile() ? info.size : null;
    },
  };
}
