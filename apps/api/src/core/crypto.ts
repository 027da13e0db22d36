import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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
