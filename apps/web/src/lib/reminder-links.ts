import { ApiError, unwrap, type V3Schemas } from '@tilawat/sdk';
import { cache } from 'react';
import { liveApi } from './api';
import { visitorHeaders } from './certificates';
import { type Loaded, load } from './load';

/** A short link's code as the api could know it; anything else is not found without asking. */
const CODE = /^[A-Za-z0-9]{1,16}$/;

/**
 * Where an SMS reminder's short link (`/r/<code>`, issue 40) leads, and its SMS one-tap unsubscribe; null when
 * no link has the code. Never from a cache; the visitor's address passed on, as the certificate page does.
 */
export const getShortLink = cache(
  (code: string): Promise<Loaded<V3Schemas['ShortLinkResponse']['data'] | null>> =>
    load(async () => {
      if (!CODE.test(code)) return null;
      return unwrap(
        liveApi.v3.GET('/short-link/{code}', { params: { path: { code } }, ...(await visitorHeaders()) }),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
    }),
);
