import { avatarWords, fileSizeUnits } from '../copy/files';
import { toBengaliDigits as bn } from './digits';

/**
 * The most bytes an avatar may have: 2 MB, as the contract's `AvatarUpload` says (specs/v2.yaml,
 * `POST /user/upload-avatar` answers 413 above it).
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The image types an avatar may be (JPEG, PNG or WebP; another answers 415), as `accept` lists them. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type AvatarType = (typeof AVATAR_TYPES)[number];

const GB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;
const KB = 1024;

/**
 * A size in bytes as a sentence states it, in Bengali digits: 2 MiB → '২ মেগাবাইট', 500 KiB → '৫০০ কিলোবাইট',
 * 3.5 GiB (the space a browser reports free) → '৩.৫ গিগাবাইট'.
 */
export function fileSizeText(bytes: number): string {
  const [amount, unit] =
    bytes >= GB
      ? [bytes / GB, fileSizeUnits.gb]
      : bytes >= MB
        ? [bytes / MB, fileSizeUnits.mb]
        : [bytes / KB, fileSizeUnits.kb];
  // One decimal at most (1.5 MB), a whole number shown whole.
  return `${bn(String(Math.floor(amount * 10) / 10))} ${unit}`;
}

/**
 * The Bengali messages of a refused avatar, the same sentences the api answers with 415 and 413, so
 * the learner reads one text whether the browser or the server caught it.
 */
export const avatarMessages = {
  type: avatarWords.type,
  tooLarge: (maxBytes: number = AVATAR_MAX_BYTES) => avatarWords.tooLarge(fileSizeText(maxBytes)),
} as const;

/**
 * A file chosen as an avatar, checked before it is sent: null when it may go, else the Bengali
 * message to show beside the picker — another type than JPEG, PNG or WebP (by the browser's declared
 * type; the server checks the bytes too), or more than `maxBytes`.
 */
export function checkAvatarFile(
  file: { type: string; size: number },
  maxBytes: number = AVATAR_MAX_BYTES,
): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type.toLowerCase())) return avatarMessages.type;
  if (file.size > maxBytes) return avatarMessages.tooLarge(maxBytes);
  return null;
}
