import { describe, expect, it } from 'vitest';
import { accountFromCookies } from './server-account';

/** An unsigned JWT with these claims (decodeUser reads claims; the api checks signatures). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const jar = (cookies: Partial<Record<string, string>>) => (name: string) => cookies[name];

describe('accountFromCookies', () => {
  it("names the learner from the access token's claims", () => {
    const accessToken = jwt({ sub: '7', name: 'আমিনা খাতুন', role: 'learner' });
    expect(accountFromCookies(jar({ accessToken, refreshToken: 'opaque' }))).toEqual({ name: 'আমিনা খাতুন' });
  });

  it('knows a learner whose access token has expired by the refresh token, without a name yet', () => {
    expect(accountFromCookies(jar({ refreshToken: 'opaque' }))).toEqual({ name: '' });
  });

  it('falls back to the refresh token when the access token is unreadable', () => {
    expect(accountFromCookies(jar({ accessToken: 'not-a-jwt', refreshToken: 'opaque' }))).toEqual({
      name: '',
    });
  });

  it.each([
    { given: {}, why: 'no cookies' },
    { given: { accessToken: 'not-a-jwt' }, why: 'an unreadable access token alone' },
    { given: { orderDetails: '{"order_id":"batch-1"}' }, why: 'only a held order' },
  ])('is signed out with $why', ({ given }) => {
    expect(accountFromCookies(jar(given))).toBeNull();
  });
});
