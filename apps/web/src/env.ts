import { z } from 'zod';

/**
 * The web's environment, read and validated here and nowhere else (docs/architecture.md, "Conventions" 2).
 * Server-only values: pages read the api from the server; nothing here is exposed to the browser.
 */
const schema = z.object({
  /**
   * Where the api answers (docs/decisions/0017-how-the-platform-runs.md): the same origin serves `/api/v2`
   * and `/api/v3`.
   */
  API_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:4000'),
  /** The site's own public origin, for absolute URLs in metadata, the sitemap and robots.txt. */
  SITE_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Seconds a fetched public answer (catalogue, CMS, promos) may be reused before it is fetched again. */
  API_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * Origins other than the api's that serve the school's media to the browser (a CDN for lesson videos
   * or PDFs), comma-separated: the only places besides the site and the api that the pages'
   * Content-Security-Policy lets load audio, video and PDFs from (src/lib/security-headers.ts).
   */
  MEDIA_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
  /** `next start` and `next build` say production: HSTS, no `'unsafe-eval'`, Secure session cookies. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The share of page loads that measure their Core Web Vitals and send them to the api (issue 38), from
   * 0 (none) to 1 (all). Unset: 0.1 in production — a tenth of the visits is plenty for a 75th percentile
   * and spares nine learners in ten the library and the beacon — and 1 elsewhere, so that every visit of
   * a developer's or a test's counts. The e2e run sets 1: its own visits must show in the console.
   */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
});

/** VITALS_SAMPLE_RATE's default: a tenth of the page loads in production, every one elsewhere. */
export const defaultVitalsSampleRate = (nodeEnv: Env['NODE_ENV']) => (nodeEnv === 'production' ? 0.1 : 1);

export type Env = Omit<z.infer<typeof schema>, 'VITALS_SAMPLE_RATE'> & { VITALS_SAMPLE_RATE: number };

/** Validates an environment; exported for tests. Throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (`API_ORIGIN=`) means "not set": take the default.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for @tilawat/web:\n${lines.join('\n')}`);
  }
  return {
    ...result.data,
    API_ORIGIN: result.data.API_ORIGIN.replace(/\/+$/, ''),
    SITE_ORIGIN: result.data.SITE_ORIGIN.replace(/\/+$/, ''),
    VITALS_SAMPLE_RATE: result.data.VITALS_SAMPLE_RATE ?? defaultVitalsSampleRate(result.data.NODE_ENV),
  };
}

export const env: Env = parseEnv({
  API_ORIGIN: process.env.API_ORIGIN,
  SITE_ORIGIN: process.env.SITE_ORIGIN,
  API_REVALIDATE_SECONDS: process.env.API_REVALIDATE_SECONDS,
  MEDIA_ORIGINS: process.env.MEDIA_ORIGINS,
  NODE_ENV: process.env.NODE_ENV,
  VITALS_SAMPLE_RATE: process.env.VITALS_SAMPLE_RATE,
});
