import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_DIR, DEV_SECRETS, loadEnv } from './env';

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
    expect(env.MEDIA_SECRET).toBe(DEV_SECRETS.MEDIA_SECRET);
    expect(env.MEDIA_URL_TTL_SECONDS).toBe(4 * 3600);
  });

  it('finds the media folder from the api package, whatever the working directory', () => {
    expect(loadEnv({}).MEDIA_DIR).toBe(DEFAULT_MEDIA_DIR);
    expect(DEFAULT_MEDIA_DIR).toBe(fileURLToPath(new URL('../media', import.meta.url)));
    expect(existsSync(join(DEFAULT_MEDIA_DIR, 'hls', 'sample', 'index.m3u8'))).toBe(true);
    expect(loadEnv({ MEDIA_DIR: '/srv/media' }).MEDIA_DIR).toBe('/srv/media');
  });

  it('trusts no proxy unless told, and then exactly the listed ones (DESIGN.md §6)', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12 ,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
    // not "trust everyone", and no hop count: either would believe what a client writes
    for (const bad of ['true', '*', '1', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
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
    expect(() =>
      loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), GATEWAY_SECRET: 'y'.repeat(40) }),
    ).toThrow(/MEDIA_SECRET must be set/);
    expect(
      loadEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        GATEWAY_SECRET: 'y'.repeat(40),
        MEDIA_SECRET: 'z'.repeat(40),
      }).NODE_ENV,
    ).toBe('production');
  });

  it('rejects a bad value with its name', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ MEDIA_SECRET: 'short' })).toThrow(/MEDIA_SECRET/);
    expect(() => loadEnv({ MEDIA_URL_TTL_SECONDS: '0' })).toThrow(/MEDIA_URL_TTL_SECONDS/);
  });

  it('configures delivery of codes whole or not at all (issue 17), in production too', () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      GATEWAY_SECRET: 'y'.repeat(40),
      MEDIA_SECRET: 'z'.repeat(40),
    };
    const smtp = {
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'তিলাওয়াত <no-reply@tilawat.com.bd>',
    };
    const sms = {
      SMS_URL: 'https://bulksmsbd.net/api/smsapi',
      SMS_API_KEY: 'key',
      SMS_SENDER_ID: '8809617000000',
    };
    const none = loadEnv({ ...prod });
    expect([none.SMTP_URL, none.SMS_URL, none.SMS_PROVIDER]).toEqual([undefined, undefined, 'bulksmsbd']);
    expect(loadEnv({ ...prod, ...smtp, ...sms })).toMatchObject({ ...smtp, ...sms });
    // an empty value in a .env file is unset
    expect(loadEnv({ SMTP_URL: '', MAIL_FROM: '', SMS_URL: '' }).SMTP_URL).toBeUndefined();
    for (const [given, want] of [
      [{ SMTP_URL: smtp.SMTP_URL }, /MAIL_FROM must be set with SMTP_URL/],
      [{ MAIL_FROM: smtp.MAIL_FROM }, /SMTP_URL must be set with MAIL_FROM/],
      [{ SMS_URL: sms.SMS_URL, SMS_SENDER_ID: 'x' }, /SMS_API_KEY must be set/],
      [{ SMS_URL: sms.SMS_URL, SMS_API_KEY: 'key' }, /SMS_SENDER_ID must be set/],
      [{ SMS_API_KEY: 'key' }, /SMS_URL must be set/],
      [
        { ...smtp, SMTP_URL: 'https://smtp.example.com' },
        /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
      ],
      [{ ...smtp, MAIL_FROM: 'তিলাওয়াত' }, /MAIL_FROM/],
      [{ ...sms, SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER/],
    ] as const) {
      expect(() => loadEnv({ ...prod, ...given }), JSON.stringify(given)).toThrow(want);
    }
    // the generic JSON shape needs no sender id
    expect(
      loadEnv({ ...prod, SMS_URL: sms.SMS_URL, SMS_API_KEY: 'key', SMS_PROVIDER: 'json' }).SMS_PROVIDER,
    ).toBe('json');
  });

  it('keeps the sandbox gateway by default and refuses SSLCommerz without its credentials (issue 21)', () => {
    const defaults = loadEnv({});
    expect(defaults.PAYMENT_GATEWAY).toBe('sandbox');
    expect(defaults.SSLCOMMERZ_SANDBOX).toBe(true);
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'sslcommerz' })).toThrow(
      /SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD/,
    );
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'sslcommerz', SSLCOMMERZ_STORE_ID: 'store' })).toThrow(
      /SSLCOMMERZ_STORE_PASSWORD/,
    );
    const live = loadEnv({
      PAYMENT_GATEWAY: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
      SSLCOMMERZ_SANDBOX: 'false',
      SSLCOMMERZ_WALLETS: 'bkash, nagad',
    });
    expect(live).toMatchObject({ SSLCOMMERZ_SANDBOX: false, SSLCOMMERZ_WALLETS: ['bkash', 'nagad'] });
    expect(() => loadEnv({ SSLCOMMERZ_WALLETS: 'bkash,paypal' })).toThrow(/SSLCOMMERZ_WALLETS/);
    expect(() => loadEnv({ SSLCOMMERZ_SANDBOX: 'yes' })).toThrow(/SSLCOMMERZ_SANDBOX/);
  });

  it('reads the web origins as a list without trailing slashes', () => {
    expect(
      loadEnv({ WEB_ORIGINS: 'https://tilawat.com.bd/, https://www.tilawat.com.bd' }).WEB_ORIGINS,
    ).toEqual(['https://tilawat.com.bd', 'https://www.tilawat.com.bd']);
  });
});
