// Where learners' avatars live: `<UPLOAD_DIR>/avatars/<random uuid>.<ext>`, outside anything served as
// files; ops serves them by their random names only (`GET /media/avatars/:name`).
import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const IMAGE_TYPES = {
  jpg: {
    type: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  png: {
    type: 'image/png',
    magic: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  webp: {
    type: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;

type Extension = keyof typeof IMAGE_TYPES;

/** An avatar's stored name: what `GET /media/avatars/:name` accepts, and nothing else. */
export const AVATAR_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/**
 * The file extension of an image of an accepted type — JPEG, PNG or WebP, checked by its bytes, not
 * only by its declared type — or undefined.
 */
export function imageExtension(declaredType: string, bytes: Buffer): Extension | undefined {
  const found = (Object.keys(IMAGE_TYPES) as Extension[]).find(
    (ext) => IMAGE_TYPES[ext].type === declaredType,
  );
  return found && IMAGE_TYPES[found].magic(bytes) ? found : undefined;
}

/** Stores an avatar under a new random name (readable by its owner process only); answers the name. */
export async function storeAvatar(uploadDir: string, bytes: Buffer, ext: Extension): Promise<string> {
  const name = `${randomUUID()}.${ext}`;
  const dir = join(uploadDir, 'avatars');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), bytes, { mode: 0o600 });
  return name;
}

/** The stored file of an avatar name with its media type, or undefined when there is none. */
export async function avatarFile(
  uploadDir: string,
  name: string,
): Promise<{ path: string; type: string } | undefined> {
  const match = AVATAR_NAME.exec(name);
  if (!match) return undefined;
  const path = join(uploadDir, 'avatars', name);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return undefined;
  return { path, type: IMAGE_TYPES[match[1] as Extension].type };
}
