// The environment of the PostgreSQL connections (issue 37): how many each process opens, how long it waits
// for one, and how long one statement may run. PGlite (no DATABASE_URL) is in the process and has none.
import { z } from 'zod';

/** Whole milliseconds between `min` and `max`, or 0 to turn the limit off. */
const millisOrOff = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || (value >= min && value <= max), {
      message: `must be 0 (no limit) or a whole number of milliseconds from ${min} to ${max}`,
    })
    .default(fallback);

export const databaseSchema = z.object({
  /**
   * The most connections one api process opens to PostgreSQL. Every process (and each of `pnpm seed`,
   * `admin:create`) counts against the server's `max_connections` (100 by default): 2 replicas × 10 is 20.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * How long a request waits to open a connection (the server down, or a full pool) before it fails
   * with a 503 instead of waiting forever: 5 s. 0 waits without limit.
   */
  DATABASE_CONNECT_TIMEOUT_MS: millisOrOff(100, 600_000, 5_000),
  /**
   * How long one statement may run before PostgreSQL cancels it (a lock held too long, a runaway query):
   * 15 s, answered 503 with a Bengali message. 0 turns it off. Migrations run on a connection of their
   * own without it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: millisOrOff(100, 3_600_000, 15_000),
});

export type DatabaseSettings = z.infer<typeof databaseSchema>;

/** `createDatabase`'s options from the environment: PostgreSQL by DATABASE_URL, else PGlite. */
export function databaseOptionsOf(env: DatabaseSettings & { DATABASE_URL?: string; PGLITE_DIR: string }) {
  return {
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    poolSize: env.DATABASE_POOL_MAX,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  };
}
