// http_ece (RFC 8188 / RFC 8291, web-push's own dependency) ships no types: the one call the e2e run makes.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts a web push message (aes128gcm) with the receiving browser's key pair and auth secret. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
