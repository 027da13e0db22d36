import { describe, expect, it } from 'vitest';
import { DEV_SECRETS, loadEnv } from './env';

describe('loadEnv', () => {
  it('has safe development defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 4000,
      HOST: '127.0.0.1',
      PGLITE_DIR: '.data/pglite',
    });
    expect(env.JWT_SECRET).toBe(DEV_SECRETS.JWT_SECRET);
    expect(env.WEB_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('refuses the development secrets in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        GATEWAY_SECRET: DEV_SECRETS.GATEWAY_SECRET,
      }),
    ).toThrow(/GATEWAY_SECRET must be set/);
    expect(
      loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), GATEWAY_SECRET: 'y'.repeat(40) })
        .NODE_ENV,
    ).toBe('production');
  });

  it('rejects a bad value with its name', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads the web origins as a list without trailing slashes', () => {
    expect(
      loadEnv({ WEB_ORIGINS: 'https://tilawat.com.bd/, https://www.tilawat.com.bd' }).WEB_ORIGINS,
    ).toEqual(['https://tilawat.com.bd', 'https://www.tilawat.com.bd']);
  });
});
