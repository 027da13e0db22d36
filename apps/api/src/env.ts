// The api's environment: the one place the api reads `process.env`. The schema is written by concern in
// env/ (the process and its requests, its database connections, secrets, accounts, files and media,
// payments, delivery, metrics and traces); this file composes them, resolves what an unset setting means, and refuses what
// does not agree.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { accountsSchema } from './env/accounts';
import { databaseSchema } from './env/database';
import { deliveryProblems, deliverySchema } from './env/delivery';
import { filesSchema, storageProblems, uploadProblems } from './env/files';
import { jobsSchema } from './env/jobs';
import { observabilitySchema } from './env/observability';
import {
  paymentProblems,
  paymentsOf,
  paymentsSchema,
  productionPaymentProblems,
  type ResolvedPayments,
} from './env/payments';
import { secretProblems, secretsSchema } from './env/secrets';
import { nodeEnvOf, serverSchema } from './env/server';

export { databaseOptionsOf } from './env/database';
export { DEV_SECRETS } from './env/secrets';
export { isLoopbackHost } from './env/server';

/**
 * The api package's own `media/` folder (the committed demo rendition), found from this file rather
 * than the working directory: `src/env.ts` and the bundled `dist/server.js` both sit one level below
 * the package root, and the e2e starts `node ../api/dist/server.js` from apps/web.
 */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));

const schema = z.object({
  ...serverSchema.shape,
  ...databaseSchema.shape,
  ...secretsSchema.shape,
  ...accountsSchema.shape,
  ...filesSchema.shape,
  ...jobsSchema.shape,
  /** Where recordings' HLS renditions live, one folder per stored key (`<MEDIA_DIR>/hls/sample/index.m3u8`). */
  MEDIA_DIR: z.string().default(DEFAULT_MEDIA_DIR),
  ...paymentsSchema.shape,
  ...deliverySchema.shape,
  ...observabilitySchema.shape,
});

type Parsed = z.infer<typeof schema>;

/** The environment as the api uses it: what was set, with what an unset setting means resolved. */
export type Env = Omit<Parsed, 'NODE_ENV' | keyof ResolvedPayments> &
  ResolvedPayments & {
    NODE_ENV: 'development' | 'test' | 'production';
  };

/**
 * Reads and validates the environment: the one place the api reads `process.env`. It fails closed:
 * unset NODE_ENV is development only on this machine alone, and production refuses what would leave it
 * open (the development secrets, payments that take no money, S3 without credentials). Every problem found
 * is named in one error, each with its variable.
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
    ...paymentProblems(env),
    ...uploadProblems(env),
    ...(env.NODE_ENV === 'production'
      ? [
          ...secretProblems(env),
          ...productionPaymentProblems(parsed.data),
          ...storageProblems(env),
          ...(env.TEST_CLOCK_FILE ? ['TEST_CLOCK_FILE: a test clock is never used in production'] : []),
        ]
      : []),
  ];
  if (problems.length) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return env;
}
