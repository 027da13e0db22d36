import createClient, { type Client } from 'openapi-fetch';
import type { Tilawat } from './create-tilawat';
import type { components, operations, paths } from './generated/admin';
import { querySerializer } from './query';
import { createV3SessionMiddleware, errorMiddleware } from './session';

export type { components as AdminComponents, operations as AdminOperations, paths as AdminPaths };

/** The console's named schemas (`AdminSchemas['AdminOrder']`). */
export type AdminSchemas = components['schemas'];

/** The operator console's client: `${origin}/api/v3/admin`, answers wrapped in `data`. */
export type TilawatAdmin = Client<paths>;

/**
 * The operator console's client (issue 19), over a session made with `createTilawat`: the same origin,
 * token store and refresh (a teacher or an admin signs in with the v3 sign-in). A separate entry point,
 * `@tilawat/sdk/admin`, so that learners' bundles never carry the console's types or code.
 *
 * ```ts
 * import { createTilawat, unwrap } from '@tilawat/sdk';
 * import { createTilawatAdmin } from '@tilawat/sdk/admin';
 * const tilawat = createTilawat({ environment: 'local' });
 * const admin = createTilawatAdmin(tilawat);
 * const orders = await unwrap(admin.GET('/orders', { params: { query: { status: 'wait-send' } } }));
 * ```
 *
 * Every operation needs the access token; a 401 refreshes once and retries, a 403 (`FORBIDDEN_ROLE`,
 * a learner's token) rejects with an `ApiError` like any other failure.
 */
export function createTilawatAdmin(
  tilawat: Pick<Tilawat, 'origin' | 'tokenStore' | 'refresh'>,
  options: { fetch?: typeof globalThis.fetch; onUnauthorized?: () => void } = {},
): TilawatAdmin {
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({
    baseUrl: `${tilawat.origin}/api/v3/admin`,
    fetch: fetchImpl,
    querySerializer,
  });
  client.use(
    errorMiddleware,
    createV3SessionMiddleware({
      store: tilawat.tokenStore,
      isPublic: () => false,
      refresh: () => tilawat.refresh(),
      onUnauthorized: options.onUnauthorized,
    }),
  );
  return client;
}
