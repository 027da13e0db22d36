// The secrets that sign tokens, the sandbox gateway's callbacks and media URLs: development defaults on
// a laptop, refused in production.
import { z } from 'zod';

/** Development defaults for secrets: fine on a laptop, refused when NODE_ENV is production. */
export const DEV_SECRETS = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef',
  GATEWAY_SECRET: 'dev-only-gateway-secret-change-me-0123456789',
  MEDIA_SECRET: 'dev-only-media-secret-change-me-0123456789ab',
} as const;

export const secretsSchema = z.object({
  JWT_SECRET: z.string().min(32).default(DEV_SECRETS.JWT_SECRET),
  GATEWAY_SECRET: z.string().min(32).default(DEV_SECRETS.GATEWAY_SECRET),
  /** Signs recording playback URLs (HMAC-SHA256 of key and expiry). */
  MEDIA_SECRET: z.string().min(32).default(DEV_SECRETS.MEDIA_SECRET),
});

/** The development secrets a production api refuses, each named. */
export function secretProblems(env: z.infer<typeof secretsSchema>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(DEV_SECRETS)) {
    if (env[name as keyof typeof DEV_SECRETS] === value) {
      problems.push(`${name} must be set to a real secret when NODE_ENV is production`);
    }
  }
  return problems;
}
