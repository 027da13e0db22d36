/**
 * The API origins of each environment. Every origin serves both bases:
 * `${origin}/api/v2` (old) and `${origin}/api/v3` (new). `production` is the default.
 */
export const environments = {
  production: 'https://api.tilawat.com.bd',
  develop: 'https://api.develop.tilawat.com.bd',
  test: 'https://api.test.tilawat.com.bd',
  local: 'http://localhost:4000',
} as const;

export type Environment = keyof typeof environments;

/** Resolves an environment name or an explicit origin to an origin without a trailing slash. */
export function resolveOrigin(target: Environment | (string & {}) = 'production'): string {
  const origin = target in environments ? environments[target as Environment] : target;
  return origin.replace(/\/+$/, '');
}
