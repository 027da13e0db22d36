import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isVerifyToken, verifyTokenPattern } from './verify-link';

describe('isVerifyToken', () => {
  it('states the pattern of the contract (specs/v2.yaml, VerifyToken)', () => {
    const spec = readFileSync(new URL('../../../../specs/v2.yaml', import.meta.url), 'utf8');
    const parameter = spec.slice(spec.indexOf('    VerifyToken:'));
    const pattern = /pattern: '([^']+)'/.exec(parameter)?.[1];
    expect(pattern).toBe('^[A-Za-z0-9_\\-]{16,256}$');
    expect(new RegExp(pattern as string).source.replace('\\-', '-')).toBe(verifyTokenPattern.source);
  });

  it.each([
    { token: 'ev_4f9c2b7d1e8a3c6f5b0d9e2a', want: true },
    { token: 'a'.repeat(16), want: true },
    { token: 'a'.repeat(256), want: true },
    { token: 'a'.repeat(15), want: false },
    { token: 'a'.repeat(257), want: false },
    { token: 'ev_4f9c2b7d1e8a3c6f5b0d9e2a.', want: false },
    { token: 'ev_4f9c2b7d 1e8a3c6f5b0d9e2a', want: false },
    { token: '../../user/me/aaaaaaaaaaaa', want: false },
    { token: 'ইমেইল-যাচাই-লিংক-টোকেন-১২৩৪৫', want: false },
    { token: '', want: false },
    { token: undefined, want: false },
  ])('$token → $want', ({ token, want }) => {
    expect(isVerifyToken(token)).toBe(want);
  });
});
