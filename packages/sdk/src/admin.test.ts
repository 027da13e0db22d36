import { describe, expect, it } from 'vitest';
import { createObservedTilawat, json, tokens } from '../test/helpers';
import { createTilawatAdmin } from './admin';
import { ApiError } from './api-error';
import { createMemoryTokenStore } from './token-store';
import { unwrap } from './unwrap';

const page = { data: { items: [], total: 0, page: 1, limit: 20 } };

describe('createTilawatAdmin', () => {
  it('calls /api/v3/admin on the session’s origin with its access token and the query', async () => {
    const { api, calls, fetch } = createObservedTilawat(() => json(200, page), {
      tokenStore: createMemoryTokenStore(tokens(1)),
    });
    const admin = createTilawatAdmin(api, { fetch });
    const answer = await unwrap(
      admin.GET('/orders', { params: { query: { status: 'wait-send', sort: '-total' } } }),
    );
    expect(answer).toEqual(page.data);
    expect(calls[0]?.url.href).toBe('http://api.test/api/v3/admin/orders?status=wait-send&sort=-total');
    expect(calls[0]?.headers.get('accesstoken')).toBe('access-1');
  });

  it('refreshes once on a 401 through the session, and rejects a 403 with the Bengali message', async () => {
    const { api, calls, fetch } = createObservedTilawat(
      (call) => {
        if (call.url.pathname === '/api/v3/user/refresh-token') return json(200, { data: tokens(2) });
        if (call.headers.get('accesstoken') === 'access-1')
          return json(401, { msg: 'মেয়াদ শেষ', code: 'UNAUTHORIZED' });
        return json(403, { msg: 'এই কাজটি শুধু তিলাওয়াতের শিক্ষক বা অ্যাডমিন করতে পারেন।', code: 'FORBIDDEN_ROLE' });
      },
      { tokenStore: createMemoryTokenStore(tokens(1)) },
    );
    const admin = createTilawatAdmin(api, { fetch });
    const failure = await admin.GET('/audit').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: 'FORBIDDEN_ROLE' });
    expect(
      calls.map((c) => `${c.url.pathname} ${c.headers.get('accesstoken') ?? c.headers.get('refreshtoken')}`),
    ).toEqual([
      '/api/v3/admin/audit access-1',
      '/api/v3/user/refresh-token refresh-1',
      '/api/v3/admin/audit access-2',
    ]);
  });
});
