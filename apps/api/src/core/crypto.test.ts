import { describe, expect, it } from 'vitest';
import { hmac, safeEqualHex, seal, unseal } from './crypto';

describe('safeEqualHex', () => {
  const digest = hmac('secret', 'data');

  it.each([
    ['the same digest', digest, true],
    ['the same digest in upper case', digest.toUpperCase(), true],
    ['another digest', hmac('secret', 'other'), false],
    ['the digest with junk after it', `${digest}zz`, false],
    ['the digest with half a byte more', `${digest}0`, false],
    ['the digest cut short', digest.slice(0, 10), false],
    ['an empty string', '', false],
  ])('%s → %s', (_, given, want) => {
    expect(safeEqualHex(given, digest)).toBe(want);
  });
});

describe('seal and unseal (issue 35: the refresh reuse grace keeps the successor pair sealed)', () => {
  const token = 'rt_9b1d7c0e4a2f4f5e8c3a6b1d2e7f9a0c';

  it('opens what was sealed under the same token, and nothing under another', () => {
    const sealed = seal(token, '{"refreshToken":"rt_next"}');
    expect(sealed).not.toContain('rt_next');
    expect(unseal(token, sealed)).toBe('{"refreshToken":"rt_next"}');
    expect(unseal('rt_another', sealed)).toBeUndefined();
  });

  it('refuses altered or cut bytes', () => {
    const sealed = seal(token, 'secret');
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    expect(unseal(token, bytes.toString('base64url'))).toBeUndefined();
    expect(unseal(token, sealed.slice(0, 10))).toBeUndefined();
    expect(unseal(token, '')).toBeUndefined();
  });
});
