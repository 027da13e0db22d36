import { describe, expect, it } from 'vitest';
import {
  allowsMicrophone,
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  newNonce,
  permissionsPolicy,
  type SecurityHeadersOptions,
  securityHeaders,
} from './security-headers';

const base: SecurityHeadersOptions = {
  nonce: 'c2VjdXJpdHktbm9uY2UtMTI=',
  pathname: '/',
  production: true,
  apiOrigin: 'https://api.tilawat.com.bd',
  siteOrigin: 'https://tilawat.com.bd',
};

/** The policy's directives by name: `{ 'script-src': ["'self'", …] }`. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it("lets an inline script run only with this request's nonce, a script file only from the site", () => {
    const policy = directives(contentSecurityPolicy(base));
    // not 'strict-dynamic': any script the page's code adds would run, inline or from anywhere
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${base.nonce}'`]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
  });

  it.each([true, false])(
    "never allows inline scripts (production: %s); 'unsafe-eval' only in development",
    (production) => {
      const policy = directives(contentSecurityPolicy({ ...base, production }));
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['default-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']?.includes("'unsafe-eval'")).toBe(!production);
    },
  );

  it('puts script-src before any other script directive, where Next reads the nonce from', () => {
    const names = Object.keys(directives(contentSecurityPolicy(base)));
    expect(names.find((name) => name.startsWith('script-src'))).toBe('script-src');
  });

  it('forbids every other site to frame a page', () => {
    expect(directives(contentSecurityPolicy(base))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the pages reach the api and the media origins, and load recordings, avatars, PDFs and workers', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...base,
        mediaOrigins: ['https://cdn.tilawat.com.bd', 'https://api.tilawat.com.bd'],
      }),
    );
    const media = ['https://api.tilawat.com.bd', 'https://cdn.tilawat.com.bd'];
    expect(policy['connect-src']).toEqual(["'self'", ...media]);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', ...media]);
    // pictures from any https address: the editors' pages (sanitizeCmsHtml keeps https pictures) and covers
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', ...media]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['font-src']).toEqual(["'self'"]);
  });

  it('writes origins without their paths, and drops what is not a URL', () => {
    const policy = directives(
      contentSecurityPolicy({ ...base, apiOrigin: 'http://127.0.0.1:4100/', mediaOrigins: ['not a url'] }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4100']);
  });

  it('upgrades http addresses only in production on an https site', () => {
    const given = [
      { production: true, siteOrigin: 'https://tilawat.com.bd', want: true },
      { production: true, siteOrigin: 'http://127.0.0.1:3100', want: false },
      { production: false, siteOrigin: 'https://tilawat.com.bd', want: false },
    ];
    for (const { production, siteOrigin, want } of given) {
      expect(
        'upgrade-insecure-requests' in directives(contentSecurityPolicy({ ...base, production, siteOrigin })),
      ).toBe(want);
    }
  });

  it('refuses a nonce that is not base64 (it would break out of the header)', () => {
    expect(() => contentSecurityPolicy({ ...base, nonce: "abc'; script-src *" })).toThrow('nonce');
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, new for every request', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('permissionsPolicy', () => {
  it.each([
    { pathname: '/practice/12', want: true },
    { pathname: '/practice/12/', want: true },
    { pathname: '/console/practice/0b6f2c1e-8d5a-4c3b-9e7f-1a2b3c4d5e6f', want: true },
    { pathname: '/', want: false },
    { pathname: '/login', want: false },
    { pathname: '/exam/3', want: false },
    { pathname: '/dashboard', want: false },
    { pathname: '/console/practice', want: false },
    { pathname: '/practice', want: false },
    { pathname: '/practice/12/extra', want: false },
    { pathname: '/notes/practice/12', want: false },
    { pathname: '/al-quran-course/practice', want: false },
  ])('allows the microphone on $pathname: $want', ({ pathname, want }) => {
    expect(allowsMicrophone(pathname)).toBe(want);
    expect(permissionsPolicy(pathname)).toContain(want ? 'microphone=(self)' : 'microphone=()');
  });

  it('denies the camera, location, payment handlers and USB everywhere', () => {
    for (const pathname of ['/', '/practice/12']) {
      expect(permissionsPolicy(pathname).split(', ')).toEqual(
        expect.arrayContaining(['camera=()', 'geolocation=()', 'payment=()', 'usb=()']),
      );
    }
  });
});

describe('securityHeaders', () => {
  it('sends the policy, nosniff, a referrer policy and no framing on every answer', () => {
    const headers = securityHeaders(base);
    expect(headers['Content-Security-Policy']).toContain(`'nonce-${base.nonce}'`);
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('sends HSTS in production only', () => {
    expect(securityHeaders(base)['Strict-Transport-Security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`);
    expect(HSTS_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(securityHeaders({ ...base, production: false })).not.toHaveProperty('Strict-Transport-Security');
  });
});
