// The FileStorage of one machine: a folder (UPLOAD_DIR), outside anything served as files.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { checkStorageKey, type FileStorage } from '../../core/storage';

/** A file's media type, from its key's extension: the folder keeps no other record of it. */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webm': 'audio/webm',
  '.json': 'application/json',
};

export const localContentType = (key: string) =>
  TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes(String((error as { code?: unknown }).code));

/**
 * Files under `dir`, one per key (`<dir>/avatars/<uuid>.webp`), readable by this process's user only
 * (files 0600, folders 0700). A file is written beside its place and renamed into it, so a reader never
 * sees half of one. Its media type is its extension's: `put` refuses another (the S3 driver keeps what
 * it is given, so both answer the same).
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = resolve(root, checkStorageKey(key));
    // isStorageKey already refuses `..` and absolute keys; this holds whatever it lets through.
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the folder: ${key}`);
    return path;
  };

  /** Writes a key's file beside its place with `write`, then renames it into place. */
  async function placed(key: string, contentType: string, write: (temporary: string) => Promise<void>) {
    const path = pathOf(key);
    if (contentType !== localContentType(key)) {
      throw new Error(`the folder storage keeps ${localContentType(key)} under ${key}, not ${contentType}`);
    }
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = join(dirname(path), `.${randomUUID()}.part`);
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',

    put: (key, bytes, contentType) =>
      placed(key, contentType, (temporary) => writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' })),

    putFile: (key, source, contentType) =>
      placed(key, contentType, async (temporary) => {
        await copyFile(source, temporary, constants.COPYFILE_EXCL);
        await chmod(temporary, 0o600);
      }),

    async get(key) {
      const path = pathOf(key);
      // Opened once and read from that handle, so the size and the bytes are of the same file.
      const handle = await open(path, 'r').catch((error) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return {
          body: handle.createReadStream(),
          contentType: localContentType(key),
          size: info.size,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async size(key) {
      const info = await stat(pathOf(key)).catch((error) => {
        if (missing(error)) return null;
        throw error;
      });
      return info?.isFile() ? info.size : null;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async deleteFolder(key) {
      const path = pathOf(key);
      // a key that is no folder (none, or a file) has nothing under it
      const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch((error) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!entries) return 0;
      await rm(path, { recursive: true, force: true });
      return entries.filter((entry) => entry.isFile()).length;
    },
  };
}
