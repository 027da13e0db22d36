import { ApiError, unwrap, type V3Schemas } from '@tilawat/sdk';
import { headers } from 'next/headers';
import { cache } from 'react';
import { liveApi } from './api';
import { type Loaded, load } from './load';

/** A code the api could know (letters and digits); anything else is not found without asking. */
const CODE = /^[A-Za-z0-9]{1,32}$/;

/**
 * The visitor's address as the site's reverse proxy gave it (the last `X-Forwarded-For` entry, the one it
 * added), passed on to the api so that its per-address limit on verifying counts the visitor, not this
 * server. The api believes it only from an address in its TRUST_PROXY (docs/deploy.md).
 */
async function visitorAddress(): Promise<string | undefined> {
  const forwarded = (await headers()).get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || undefined;
}

/** The request options that pass the visitor's address on to a public api read counted per address. */
export async function visitorHeaders(): Promise<{ headers?: { 'x-forwarded-for': string } }> {
  const address = await visitorAddress();
  return address ? { headers: { 'x-forwarded-for': address } } : {};
}

/**
 * A certificate by its public code (`GET /certificate/{code}`), for its verification page and the page's
 * metadata (one read per request: React's `cache`). Never from a cache across requests: a certificate
 * revoked a minute ago must say so. Null when no certificate has the code.
 */
export const getCertificate = cache(
  (code: string): Promise<Loaded<V3Schemas['Certificate'] | null>> =>
    load(async () => {
      if (!CODE.test(code)) return null;
      return unwrap(
        liveApi.v3.GET('/certificate/{code}', { params: { path: { code } }, ...(await visitorHeaders()) }),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
    }),
);
