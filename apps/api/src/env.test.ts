import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env';
import { DEFAULT_MEDIA_DIR, DEV_SECRETS, databaseOptionsOf, isLoopbackHost, loadEnv } from './env';

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

  it('trusts no proxy unless told, and then exactly the listed ones (docs/decisions/0004-one-time-codes-and-rate-limits.md)', () => {
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
    const { JWT_SECRET: _j, GATEWAY_SECRET: _g, MEDIA_SECRET: _m, ...noSecrets } = PRODUCTION_ENV;
    expect(() => loadEnv(noSecrets)).toThrow(/JWT_SECRET must be set/);
    expect(() =>
      loadEnv({ ...noSecrets, JWT_SECRET: 'x'.repeat(40), GATEWAY_SECRET: DEV_SECRETS.GATEWAY_SECRET }),
    ).toThrow(/GATEWAY_SECRET must be set/);
    expect(() =>
      loadEnv({ ...noSecrets, JWT_SECRET: 'x'.repeat(40), GATEWAY_SECRET: 'y'.repeat(40) }),
    ).toThrow(/MEDIA_SECRET must be set/);
    expect(loadEnv(PRODUCTION_ENV).NODE_ENV).toBe('production');
  });

  it("moves the clock by a file only outside production (issue 41: the e2e run's next day)", () => {
    expect(loadEnv({ TEST_CLOCK_FILE: '/tmp/clock' }).TEST_CLOCK_FILE).toBe('/tmp/clock');
    expect(() => loadEnv({ ...PRODUCTION_ENV, TEST_CLOCK_FILE: '/tmp/clock' })).toThrow(/TEST_CLOCK_FILE/);
  });

  it('is development when NODE_ENV is unset only on this machine alone; anything else must say (issue 35)', () => {
    // pnpm start, the e2e's api and the benches: loopback, a local origin, PGlite or a local PostgreSQL
    for (const local of [
      {},
      { HOST: 'localhost', PUBLIC_ORIGIN: 'http://127.0.0.1:4100' },
      { HOST: '::1', DATABASE_URL: 'postgres://tilawat:tilawat@127.0.0.1:5432/tilawat' },
    ]) {
      expect(loadEnv(local).NODE_ENV, JSON.stringify(local)).toBe('development');
    }
    // a server that forgot NODE_ENV would serve /dev/outbox, the demo admin and the published secrets
    for (const [given, named] of [
      [{ HOST: '0.0.0.0' }, /NODE_ENV must be set .*HOST=0\.0\.0\.0 is not a loopback address/],
      [{ HOST: '10.0.0.5' }, /HOST=10\.0\.0\.5/],
      [
        { PUBLIC_ORIGIN: 'https://api.tilawat.com.bd' },
        /NODE_ENV must be set .*PUBLIC_ORIGIN=https:\/\/api\.tilawat\.com\.bd/,
      ],
      [
        { DATABASE_URL: 'postgres://app:secret@db.internal:5432/tilawat' },
        /NODE_ENV must be set .*DATABASE_URL names another machine/,
      ],
    ] as const) {
      expect(() => loadEnv(given), JSON.stringify(given)).toThrow(named);
      // never the password of a database URL in the message
      expect(() => loadEnv(given)).not.toThrow(/secret/);
    }
    // said in so many words, any host may be development or production
    expect(loadEnv({ HOST: '0.0.0.0', NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(loadEnv({ ...PRODUCTION_ENV, HOST: '0.0.0.0' }).NODE_ENV).toBe('production');
  });

  it('knows a loopback host from another', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '192.168.1.2',
      'tilawat.com.bd',
      'localhost.example.com',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('in production, refuses payments that take no money unless a staging copy is said (issue 35)', () => {
    const { PAYMENT_GATEWAY: _p, SSLCOMMERZ_SANDBOX: _s, ...noGateway } = PRODUCTION_ENV;
    expect(() => loadEnv(noGateway)).toThrow(/PAYMENT_GATEWAY must be set when NODE_ENV is production/);
    expect(() => loadEnv({ ...noGateway, PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      /PAYMENT_GATEWAY=sandbox takes no money: .*ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging/,
    );
    // only the word: not "true", not "1"
    for (const word of ['true', '1', 'yes']) {
      expect(() =>
        loadEnv({ ...noGateway, PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: word }),
      ).toThrow(/ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION/);
    }
    const staging = loadEnv({
      ...noGateway,
      PAYMENT_GATEWAY: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'staging',
    });
    expect(staging).toMatchObject({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' });
    // SSLCommerz in production: its sandbox takes no money either, and only over https
    expect(() => loadEnv({ ...noGateway, PAYMENT_GATEWAY: 'sslcommerz' })).toThrow(
      /SSLCOMMERZ_SANDBOX must be false when NODE_ENV is production/,
    );
    expect(() => loadEnv({ ...PRODUCTION_ENV, SSLCOMMERZ_SANDBOX: 'true' })).toThrow(
      /SSLCOMMERZ_SANDBOX must be false/,
    );
    for (const base of ['http://securepay.sslcommerz.com', 'https://sandbox.sslcommerz.com']) {
      expect(() => loadEnv({ ...PRODUCTION_ENV, SSLCOMMERZ_BASE_URL: base }), base).toThrow(
        /SSLCOMMERZ_BASE_URL must be an https:\/\/ address other than sandbox\.sslcommerz\.com/,
      );
    }
    expect(
      loadEnv({ ...PRODUCTION_ENV, SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com' })
        .SSLCOMMERZ_SANDBOX,
    ).toBe(false);
    // outside production the sandboxes stay the defaults, and the tests' local simulator may be http
    expect(loadEnv({}).PAYMENT_GATEWAY).toBe('sandbox');
    expect(
      loadEnv({
        NODE_ENV: 'test',
        PAYMENT_GATEWAY: 'sslcommerz',
        SSLCOMMERZ_STORE_ID: 's',
        SSLCOMMERZ_STORE_PASSWORD: 'p',
        SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:9999',
      }).SSLCOMMERZ_SANDBOX,
    ).toBe(true);
  });

  it('names every problem of a production environment at once', () => {
    const message = (() => {
      try {
        loadEnv({ NODE_ENV: 'production' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of ['JWT_SECRET', 'GATEWAY_SECRET', 'MEDIA_SECRET', 'PAYMENT_GATEWAY']) {
      expect(message).toContain(`${name} must be set`);
    }
  });

  it('rejects a bad value with its name', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ MEDIA_SECRET: 'short' })).toThrow(/MEDIA_SECRET/);
    expect(() => loadEnv({ MEDIA_URL_TTL_SECONDS: '0' })).toThrow(/MEDIA_URL_TTL_SECONDS/);
  });

  it('configures delivery of codes whole or not at all (issue 17), in production too', () => {
    const prod = PRODUCTION_ENV;
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
      // not a URL at all: named like any other bad value, not a TypeError out of the check of its scheme
      [{ ...smtp, SMTP_URL: 'mail-server' }, /Invalid environment: SMTP_URL/],
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

  it('bounds uploads and requests in time and size by default (issue 35), and refuses limits that contradict', () => {
    expect(loadEnv({})).toMatchObject({
      PRACTICE_UPLOAD_EXPIRY_MINUTES: 60,
      PRACTICE_UPLOADS_MAX_BYTES: 1024 * 1024 * 1024,
      PROBE_TIMEOUT_SECONDS: 30,
      REQUEST_TIMEOUT_SECONDS: 30,
      UPLOAD_REQUEST_TIMEOUT_SECONDS: 3600,
    });
    // before issue 35 REQUEST_TIMEOUT_SECONDS=3600 held every route an hour: such a setting is refused
    // by name rather than quietly meaning the same on every route
    expect(() => loadEnv({ REQUEST_TIMEOUT_SECONDS: '3600' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadEnv({ PRACTICE_UPLOAD_EXPIRY_MINUTES: '2880' })).toThrow(
      /PRACTICE_UPLOAD_EXPIRY_MINUTES/,
    );
    expect(() => loadEnv({ PRACTICE_UPLOADS_MAX_BYTES: '1000', PRACTICE_AUDIO_MAX_BYTES: '2000' })).toThrow(
      /PRACTICE_UPLOADS_MAX_BYTES must be at least PRACTICE_AUDIO_MAX_BYTES/,
    );
  });

  it('sizes and bounds the PostgreSQL connections from the environment (issue 37), refusing a bad value by name', () => {
    expect(loadEnv({})).toMatchObject({
      DATABASE_POOL_MAX: 10,
      DATABASE_CONNECT_TIMEOUT_MS: 5_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
    });
    const set = loadEnv({
      DATABASE_URL: 'postgres://tilawat:tilawat@127.0.0.1:5432/tilawat',
      DATABASE_POOL_MAX: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
    });
    expect(databaseOptionsOf(set)).toEqual({
      databaseUrl: 'postgres://tilawat:tilawat@127.0.0.1:5432/tilawat',
      pgliteDir: '.data/pglite',
      poolSize: 25,
      connectTimeoutMs: 2000,
      // 0: no statement timeout
      statementTimeoutMs: 0,
    });
    for (const [name, bad] of [
      ['DATABASE_POOL_MAX', '0'],
      ['DATABASE_POOL_MAX', 'ten'],
      ['DATABASE_POOL_MAX', '2.5'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '50'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '-1'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '5s'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', String(2 * 3_600_000)],
    ] as const) {
      expect(() => loadEnv({ [name]: bad }), `${name}=${bad}`).toThrow(
        new RegExp(`Invalid environment: .*${name}`),
      );
    }
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '10' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS: must be 0 \(no limit\) or a whole number of milliseconds from 100/,
    );
  });
});
