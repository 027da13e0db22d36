import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** SHA-256 hex of a high-entropy token (refresh tokens, e-mail links): safe to store. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An unguessable token, base64url, with a readable prefix. */
export function randomToken(prefix: string, bytes = 32): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

/** `count` random decimal digits (a one-time code). */
export function randomDigits(count: number): string {
  return String(randomInt(0, 10 ** count)).padStart(count, '0');
}

/** Letters and digits a person reads and types without confusing them (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` random characters of {@link CODE_ALPHABET} (a coupon's code). */
export function randomCode(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
}

/** HMAC-SHA256 hex of `data` under `secret`: OTP hashes and gateway signatures. */
export function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

const hex = /^(?:[0-9a-f]{2})+$/i;

/**
 * Constant-time comparison of two hex strings. Anything but whole hex bytes is unequal: Node's hex
 * decoder stops at the first bad character, so a valid signature with junk after it would otherwise pass.
 */
export function safeEqualHex(a: string, b: string): boolean {
  if (!hex.test(a) || !hex.test(b)) return false;
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** The AES-256 key {@link seal} derives from a high-entropy token. */
const sealKey = (token: string) => createHash('sha256').update(`tilawat-seal|${token}`).digest();

/**
 * Encrypts `plaintext` (AES-256-GCM) under a key derived from `token`, a high-entropy secret the
 * database does not hold (it keeps only the token's hash): what is sealed can be read back only by
 * whoever presents the token again. base64url of iv, tag and ciphertext.
 */
export function seal(token: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** What {@link seal} sealed under `token`; undefined for another token or altered bytes. */
export function unseal(token: string, sealed: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
