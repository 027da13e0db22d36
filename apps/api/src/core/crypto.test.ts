import { describe, expect, it } from 'vitest';
import { hmac, safeEqualHex } from './crypto';

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
