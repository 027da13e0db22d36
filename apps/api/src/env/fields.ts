// The kinds of setting the environment's schema is written in: lists, optional settings, URLs of a
// scheme, and the proxies to trust.
import { isIP } from 'node:net';
import { z } from 'zod';

/** A comma-separated list, each item trimmed and without a trailing slash. */
export const list = z.string().transform((value) =>
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
export const trustProxy = z
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
export const optional = <T extends z.ZodTypeAny>(type: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), type.optional());

/** A URL of one of these schemes (`smtp:`, `https:`). */
export const urlOf = (...protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });
