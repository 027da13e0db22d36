// Learners' avatars: checked, re-encoded and kept in the FileStorage as `avatars/<random uuid>.webp`
// (a folder outside anything served as files, or a bucket); ops serves them by their random names only
// (`GET /media/avatars/:name`).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DomainError } from '../../core/errors';
import type { FileStorage } from '../../core/storage';

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

/**
 * An avatar's stored name: what `GET /media/avatars/:name` accepts, and nothing else. New avatars are
 * always `.webp`; `.jpg` and `.png` are names stored before avatars were re-encoded.
 */
export const AVATAR_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** The side of every stored avatar, in pixels: a square. */
export const AVATAR_SIZE = 256;

/**
 * The most pixels an uploaded image may have (about 24 MP: 6000 × 4000). More is refused before it is
 * decoded: a few kilobytes of PNG can claim a picture that would take gigabytes to hold.
 */
export const AVATAR_MAX_PIXELS = 25_000_000;

/** The storage key of an avatar name. */
export const avatarKey = (name: string) => `avatars/${name}`;

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

/**
 * The avatar made from an uploaded image, so that no uploaded byte is ever served as it came: decoded
 * (a file of the right type that does not decode is AVATAR_UNREADABLE), turned upright by its EXIF
 * orientation, cropped to the centre square and scaled to AVATAR_SIZE, written as WebP without any of
 * its metadata (EXIF, GPS, ICC, XMP). Too many pixels is AVATAR_TOO_MANY_PIXELS.
 */
export async function avatarImage(bytes: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' } as const;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { ...options, limitInputPixels: false }).metadata());
  } catch {
    throw new DomainError('AVATAR_UNREADABLE');
  }
  if (!width || !height) throw new DomainError('AVATAR_UNREADABLE');
  if (width * height > AVATAR_MAX_PIXELS) throw new DomainError('AVATAR_TOO_MANY_PIXELS');
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch {
    // the header read well but the pixels do not: cut short, corrupt
    throw new DomainError('AVATAR_UNREADABLE');
  }
}

/** Stores a re-encoded avatar (`avatarImage`) under a new random name; answers the name. */
export async function storeAvatar(storage: FileStorage, webp: Buffer): Promise<string> {
  const name = `${randomUUID()}.webp`;
  await storage.put(avatarKey(name), webp, 'image/webp');
  return name;
}

/** Removes a stored avatar; a name that is not an avatar's (or none) removes nothing. */
export async function removeAvatar(storage: FileStorage, name: string | null | undefined): Promise<void> {
  if (name && AVATAR_NAME.test(name)) await storage.delete(avatarKey(name));
}
