import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { storageConfig } from './core/storage';

/** Development defaults for secrets: fine on a laptop, refused when NODE_ENV is production. */
export const DEV_SECRETS = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef',
  GATEWAY_SECRET: 'dev-only-gateway-secret-change-me-0123456789',
  MEDIA_SECRET: 'dev-only-media-secret-change-me-0123456789ab',
} as const;

/**
 * The api package's own `media/` folder (the committed demo rendition), found from this file rather
 * than the working directory: `src/env.ts` and the bundled `dist/server.js` both sit one level below
 * the package root, and the e2e starts `node ../api/dist/server.js` from apps/web.
 */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean),
);

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' `X-Forwarded-For` to believe, for the client address that rate limits count by
 * (docs/decisions/0004-one-time-codes-and-rate-limits.md): unset or empty trusts none (the address is the
 * connection's); otherwise a comma-separated list of the proxies' addresses, CIDR ranges or proxy-addr's
 * names (`loopback`, `linklocal`, `uniquelocal`). The client address is then the nearest address in the
 * header that is not a trusted proxy, so whatever a client writes there itself is never believed. A hop count
 * is not offered: it cannot check the immediate peer, so a client that connects directly could forge the
 * header (Fastify 5 refuses to trust one for the same reason).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | string[] => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (bad.length) {
      context.addIssue({
        code: 'custom',
        message: `not an address, CIDR range or range name: ${bad.join(', ')}`,
      });
    }
    return entries.length ? entries : false;
  });

/** An optional setting: unset or empty (`SMTP_URL=` in a .env file) is absent. */
const optional = <T extends z.ZodTypeAny>(type: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), type.optional());

/** A URL of one of these schemes (`smtp:`, `https:`). */
const urlOf = (...protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/** The upload limits agree (issue 35): the folder of unfinished recordings holds at least one. */
function uploadProblems(env: Env): string[] {
  return env.PRACTICE_UPLOADS_MAX_BYTES < env.PRACTICE_AUDIO_MAX_BYTES
    ? ['PRACTICE_UPLOADS_MAX_BYTES must be at least PRACTICE_AUDIO_MAX_BYTES']
    : [];
}

/**
 * Delivery of codes and messages (issue 17) is configured whole or not at all: a half-configured
 * channel would fail every message it meets. Answers what is missing.
 */
function deliveryProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.SMTP_URL && !env.MAIL_FROM) problems.push('MAIL_FROM must be set with SMTP_URL');
  if (env.MAIL_FROM && !env.SMTP_URL) problems.push('SMTP_URL must be set with MAIL_FROM');
  if (env.SMS_URL && !env.SMS_API_KEY) problems.push('SMS_API_KEY must be set with SMS_URL');
  if (env.SMS_URL && env.SMS_PROVIDER === 'bulksmsbd' && !env.SMS_SENDER_ID) {
    problems.push('SMS_SENDER_ID must be set with SMS_URL when SMS_PROVIDER is bulksmsbd');
  }
  if (!env.SMS_URL && (env.SMS_API_KEY || env.SMS_SENDER_ID)) {
    problems.push('SMS_URL must be set with SMS_API_KEY and SMS_SENDER_ID');
  }
  if (env.PAYMENT_GATEWAY === 'sslcommerz' && !(env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD)) {
    problems.push(
      'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD must be set with PAYMENT_GATEWAY=sslcommerz',
    );
  }
  return problems;
}

const schema = z.object({
  /**
   * `production`, `development` or `test`. Unset, the api runs as development only when it is on this
   * machine alone (HOST, PUBLIC_ORIGIN and DATABASE_URL all loopback): anything else is refused at start,
   * so that a deployment that forgets it never serves /dev/outbox, the demo operators or the published
   * development secrets (issue 35).
   */
  NODE_ENV: optional(z.enum(['development', 'test', 'production'])),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… runs on PostgreSQL; unset runs embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** This api's public origin: links in the sandbox gateway and avatar URLs. */
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:4000'),
  /** The web's origins: CORS and the only places redirect/success/cancel/failed URLs may point to. */
  WEB_ORIGINS: list.default(['http://localhost:3000', 'http://127.0.0.1:3000']),
  JWT_SECRET: z.string().min(32).default(DEV_SECRETS.JWT_SECRET),
  GATEWAY_SECRET: z.string().min(32).default(DEV_SECRETS.GATEWAY_SECRET),
  /** Signs recording playback URLs (HMAC-SHA256 of key and expiry). */
  MEDIA_SECRET: z.string().min(32).default(DEV_SECRETS.MEDIA_SECRET),
  /** How long a signed playback URL stays valid. */
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(4 * 3600),
  /** How long a signed link to a PDF (`GET /download`) stays valid: minutes, not hours. */
  NOTES_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(300),
  /** Where recordings' HLS renditions live, one folder per stored key (`<MEDIA_DIR>/hls/sample/index.m3u8`). */
  MEDIA_DIR: z.string().default(DEFAULT_MEDIA_DIR),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /**
   * Where uploaded files (avatars) live: unset, the folder UPLOAD_DIR (one machine); else an
   * S3-compatible store every api process shares, `s3://ACCESS:SECRET@host[:port]/bucket[/prefix]
   * ?region=…&forcePathStyle=true` (`s3+http://` for plain HTTP). Read by `storageConfig`.
   */
  STORAGE_URL: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        storageConfig(value, '');
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /** The largest lesson video an operator may upload (issue 19): 2 GiB; it waits on disk while it is read. */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024 * 1024),
  /** The largest lesson PDF an operator may upload: 25 MB. */
  PDF_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  /**
   * The largest recording of an ayah a learner may upload (issue 20, tus `Upload-Length`): 2 MiB; a
   * minute of Opus or AAC from a browser's recorder is a few hundred kilobytes.
   */
  PRACTICE_AUDIO_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(100 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  /**
   * `on` (the default): this process also turns uploaded videos into HLS renditions, one at a time,
   * taking queued ones from the database (every process may; none takes a video another holds).
   * `off`: it only takes uploads (a process kept for learners' requests).
   */
  VIDEO_WORKER: z.enum(['on', 'off']).default('on'),
  /** How often an idle video worker looks for queued videos (an upload to the same process wakes it at once). */
  VIDEO_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(10),
  /**
   * How many bytes the folder of unfinished recording uploads (`UPLOAD_DIR/.tus/practice`) may hold in
   * all, counted by each upload's `Upload-Length` (issue 35): a new upload past it answers 507. 1 GiB.
   */
  PRACTICE_UPLOADS_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /**
   * How long an unfinished recording upload is kept for its learner to finish, from its creation; then
   * its files are deleted (issue 35). An hour: a recording is at most 2 MB.
   */
  PRACTICE_UPLOAD_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** Debian's ffmpeg and ffprobe (`apt-get install ffmpeg`), for lesson videos. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /**
   * How long one ffprobe run may take while an upload's request waits (issue 35): past it ffprobe is
   * killed and the upload answers 503, nothing kept. A recording or a video's header takes well under a
   * second.
   */
  PROBE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  /**
   * How long a request may take to arrive, on every route but the uploads (issue 35): 30 s, plenty for
   * a JSON body of BODY_LIMIT_BYTES on a slow line. An upload's route waits as long as its size cap takes
   * at 64 kbit/s, up to UPLOAD_REQUEST_TIMEOUT_SECONDS (core/request-timeouts.ts). A connection that
   * sends nothing for 30 s is ended whatever this says, and headers must arrive within Node's 60 s.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(30),
  /**
   * The longest any request may take to arrive: an hour, so that a lesson video of a gigabyte can come
   * up a slow line (issue 19). Only the routes that upload large files wait this long.
   */
  UPLOAD_REQUEST_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(6 * 3600)
    .default(3600),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /**
   * Where payments go: `sandbox` (a wallet page this api serves, for trying the platform) or `sslcommerz`
   * (real money). Unset is `sandbox` in development and test; in production it must be set, and `sandbox`
   * is refused there unless ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging.
   */
  PAYMENT_GATEWAY: optional(z.enum(['sandbox', 'sslcommerz'])),
  /**
   * `staging`: a production copy for trying the platform that takes no money (sandbox wallet pages, each
   * with a staging banner). Only this word: a production api must be told in so many words.
   */
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: optional(z.enum(['staging'])),
  /** SSLCommerz store id and password (the merchant panel's API credentials); required with PAYMENT_GATEWAY=sslcommerz. */
  SSLCOMMERZ_STORE_ID: optional(z.string().min(1).max(100)),
  SSLCOMMERZ_STORE_PASSWORD: optional(z.string().min(1).max(200)),
  /**
   * `true` uses sandbox.sslcommerz.com with sandbox credentials; `false` takes real money at securepay.
   * Unset is `true` in development and test; in production it must be `false`.
   */
  SSLCOMMERZ_SANDBOX: optional(z.enum(['true', 'false'])),
  /**
   * Overrides the gateway's address (the tests' local simulator); unset, SSLCOMMERZ_SANDBOX chooses it.
   * In production only an https:// address other than the sandbox's.
   */
  SSLCOMMERZ_BASE_URL: optional(urlOf('https:', 'http:')),
  /** The wallets the store has switched on at SSLCommerz, comma-separated; the checkout offers only these. */
  SSLCOMMERZ_WALLETS: list
    .pipe(z.array(z.enum(['bkash', 'nagad', 'upay', 'rocket'])).min(1))
    .default(['bkash', 'nagad', 'upay', 'rocket']),
  /** E-mail by SMTP: `smtp://user:pass@host:587` (STARTTLS required) or `smtps://…:465`; unset keeps e-mails in the outbox. */
  SMTP_URL: optional(urlOf('smtp:', 'smtps:')),
  /** The sender of e-mails, `তিলাওয়াত <no-reply@tilawat.com.bd>`; with SMTP_URL. */
  MAIL_FROM: optional(
    z
      .string()
      .regex(/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address or Name <address>'),
  ),
  /** SMS by an HTTP bulk-SMS gateway's send endpoint; unset keeps SMS in the outbox. */
  SMS_URL: optional(urlOf('https:', 'http:')),
  /** The gateway's request shape: `bulksmsbd` (form: api_key, senderid, number, message) or `json` ({ to, message, sender }, bearer key). */
  SMS_PROVIDER: z.enum(['bulksmsbd', 'json']).default('bulksmsbd'),
  SMS_API_KEY: optional(z.string().min(1)),
  /** The approved sender id (masking name or number). */
  SMS_SENDER_ID: optional(z.string().min(1).max(20)),
  /** Seconds a public GET answer (catalogue, content, CMS, promos) is reused in this process; 0 turns it off. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Minutes an unpaid purchase holds its seat before it expires. */
  PURCHASE_TTL_MINUTES: z.coerce.number().int().positive().default(15),
  /** How many devices a learner may be signed in on at once; a sign-in beyond it ends the least recently used. */
  MAX_SESSIONS: z.coerce.number().int().min(1).max(50).default(3),
  /**
   * How long after a token refresh the spent refresh token answers the same new pair again instead of
   * counting as reuse (issue 35: a page load that cut off the answer must not sign the learner out).
   * After it, reuse ends the session. 0 turns the grace off.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * The most SHA-256 hashes a proof-of-work challenge takes (issue 35: an address past its hourly
   * budget of one-time codes solves one per further code); a challenge takes a third of it to all of it.
   */
  CODE_CHALLENGE_WORK: z.coerce.number().int().min(300).max(1_000_000).default(9_000),
  /**
   * How long an account may stay unverified (issue 35): after that it has lapsed, as if it did not
   * exist, and the phone or e-mail is free to register again.
   */
  UNVERIFIED_ACCOUNT_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Taka off a shop order that every new account's welcome coupon gives; 0 issues none. */
  WELCOME_COUPON_TK: z.coerce.number().int().min(0).max(10_000).default(50),
  /** Days a welcome coupon can be used. */
  WELCOME_COUPON_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

type Parsed = z.infer<typeof schema>;

/** The environment as the api uses it: what was set, with what an unset setting means resolved. */
export type Env = Omit<Parsed, 'NODE_ENV' | 'PAYMENT_GATEWAY' | 'SSLCOMMERZ_SANDBOX'> & {
  NODE_ENV: 'development' | 'test' | 'production';
  PAYMENT_GATEWAY: 'sandbox' | 'sslcommerz';
  SSLCOMMERZ_SANDBOX: boolean;
};

/** The SSLCommerz sandbox's host: it takes no money. */
const SSLCOMMERZ_SANDBOX_HOST = 'sandbox.sslcommerz.com';

/** A name or address of this machine only (`localhost`, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.split('.')[0] === '127';
  if (isIP(bare) === 6) return bare === '::1' || bare === '0:0:0:0:0:0:0:1';
  return false;
}

/**
 * NODE_ENV as set; unset, `development` when the api is on this machine alone, else why not: the api
 * fails closed, since development means published secrets, demo operators and /dev/outbox.
 */
function nodeEnvOf(env: Parsed): Env['NODE_ENV'] {
  if (env.NODE_ENV) return env.NODE_ENV;
  const elsewhere = [
    !isLoopbackHost(env.HOST) && `HOST=${env.HOST} is not a loopback address`,
    !isLoopbackHost(new URL(env.PUBLIC_ORIGIN).hostname) &&
      `PUBLIC_ORIGIN=${env.PUBLIC_ORIGIN} is not on this machine`,
    env.DATABASE_URL &&
      !isLoopbackHost(new URL(env.DATABASE_URL).hostname) &&
      'DATABASE_URL names another machine',
  ].filter(Boolean);
  if (elsewhere.length) {
    throw new Error(
      `NODE_ENV must be set (production, or development for a copy to try out): ${elsewhere.join('; ')}. ` +
        'Unset, the api runs as development only when it listens, answers and keeps its data on this machine alone.',
    );
  }
  return 'development';
}

/** What an unset payment setting means: the sandbox, and SSLCommerz's sandbox, outside production. */
function paymentsOf(env: Parsed): Pick<Env, 'PAYMENT_GATEWAY' | 'SSLCOMMERZ_SANDBOX'> {
  return {
    PAYMENT_GATEWAY: env.PAYMENT_GATEWAY ?? 'sandbox',
    SSLCOMMERZ_SANDBOX: env.SSLCOMMERZ_SANDBOX !== 'false',
  };
}

/**
 * What a production api refuses to start with, each naming its variable: the development secrets,
 * payments that take no money (unless a staging copy is said in so many words), and S3 without
 * credentials. Looked at from what was set, not from the development defaults.
 */
function productionProblems(set: Parsed, env: Env): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(DEV_SECRETS)) {
    if (env[name as keyof typeof DEV_SECRETS] === value) {
      problems.push(`${name} must be set to a real secret when NODE_ENV is production`);
    }
  }
  if (!set.PAYMENT_GATEWAY) {
    problems.push(
      'PAYMENT_GATEWAY must be set when NODE_ENV is production: sslcommerz (real money), or sandbox with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging for a copy that takes none',
    );
  } else if (set.PAYMENT_GATEWAY === 'sandbox' && set.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION !== 'staging') {
    problems.push(
      'PAYMENT_GATEWAY=sandbox takes no money: refused when NODE_ENV is production unless ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging (a staging copy; its payment pages then say so)',
    );
  } else if (set.PAYMENT_GATEWAY === 'sslcommerz') {
    if (set.SSLCOMMERZ_SANDBOX !== 'false') {
      problems.push(
        `SSLCOMMERZ_SANDBOX must be false when NODE_ENV is production (true pays at ${SSLCOMMERZ_SANDBOX_HOST}, which takes no money)`,
      );
    }
    const base = set.SSLCOMMERZ_BASE_URL ? new URL(set.SSLCOMMERZ_BASE_URL) : undefined;
    if (base && (base.protocol !== 'https:' || base.hostname === SSLCOMMERZ_SANDBOX_HOST)) {
      problems.push(
        `SSLCOMMERZ_BASE_URL must be an https:// address other than ${SSLCOMMERZ_SANDBOX_HOST} when NODE_ENV is production`,
      );
    }
  }
  const storage = storageConfig(env.STORAGE_URL, env.UPLOAD_DIR);
  if (storage.kind === 's3' && !storage.credentials) {
    problems.push(
      'STORAGE_URL must carry its access key and secret (s3://ACCESS:SECRET@…) when NODE_ENV is production',
    );
  }
  return problems;
}

/**
 * Reads and validates the environment: the one place the api reads `process.env`. It fails closed:
 * unset NODE_ENV is development only on this machine alone, and production refuses what would leave it
 * open (productionProblems). Every problem found is named in one error, each with its variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const env: Env = { ...parsed.data, NODE_ENV: nodeEnvOf(parsed.data), ...paymentsOf(parsed.data) };
  const problems = [
    ...deliveryProblems(env),
    ...uploadProblems(env),
    ...(env.NODE_ENV === 'production' ? productionProblems(parsed.data, env) : []),
  ];
  if (problems.length) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return env;
}
