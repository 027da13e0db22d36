import { describe, expect, it } from 'vitest';
import { createObservedTilawat, json, tokens, unexpected } from '../test/helpers';
import { ApiError } from './api-error';
import { createMemoryTokenStore } from './token-store';

const expired = { msg: 'আপনার সেশনের মেয়াদ শেষ হয়েছে। আবার লগইন করুন।', code: 'UNAUTHORIZED' };
const bookingStatus = { data: { enrollments: [], orientation_bookings: [], pending_transactions: [] } };

describe('access token', () => {
  it('is sent in header accesstoken on every call when one exists, on both versions', async () => {
    const { api, calls } = createObservedTilawat(
      (call) =>
        call.url.pathname.startsWith('/api/v2') ? json(200, { id: 'u1' }) : json(200, bookingStatus),
      { tokenStore: createMemoryTokenStore(tokens(1)) },
    );
    await api.v2.GET('/user/me');
    await api.v3.GET('/course/booking-status');
    await api.v3.GET('/promo/public');
    expect(calls.map((c) => c.headers.get('accesstoken'))).toEqual(['access-1', 'access-1', 'access-1']);
  });

  it('is absent when the store has none', async () => {
    const { api, calls } = createObservedTilawat(() => json(200, { data: [] }));
    await api.v3.GET('/promo/public');
    expect(calls[0]?.headers.has('accesstoken')).toBe(false);
  });
});

describe('v3 401', () => {
  it('refreshes once with header refreshtoken, stores the new tokens and retries the call once', async () => {
    const store = createMemoryTokenStore(tokens(1));
    const { api, calls, onUnauthorized } = createObservedTilawat(
      (call) => {
        if (call.url.pathname === '/api/v3/user/refresh-token') return json(200, { data: tokens(2) });
        return call.headers.get('accesstoken') === 'access-2' ? json(200, bookingStatus) : json(401, expired);
      },
      { tokenStore: store },
    );
    const { data } = await api.v3.GET('/course/booking-status');
    expect(data).toEqual(bookingStatus);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/v3/course/booking-status',
      'POST /api/v3/user/refresh-token',
      'GET /api/v3/course/booking-status',
    ]);
    expect(calls[1]?.headers.get('refreshtoken')).toBe('refresh-1');
    expect(await store.getAccessToken()).toBe('access-2');
    expect(await store.getRefreshToken()).toBe('refresh-2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('replays the original body on the retry', async () => {
    const { api, calls } = createObservedTilawat(
      (call) => {
        if (call.url.pathname.endsWith('/refresh-token')) return json(200, { data: tokens(2) });
        if (call.headers.get('accesstoken') !== 'access-2') return json(401, expired);
        return json(201, { data: { transaction: {}, redirect_url: 'http://api.test/pay' } });
      },
      { tokenStore: createMemoryTokenStore(tokens(1)) },
    );
    const body = {
      schedule: 12,
      amount: 2500,
      method: 'bkash' as const,
      redirect: 'http://localhost:3000/r',
    };
    await api.v3.POST('/transaction', { body });
    expect(
      calls.filter((c) => c.url.pathname === '/api/v3/transaction').map((c) => JSON.parse(c.body)),
    ).toEqual([body, body]);
  });

  it('shares one refresh call between concurrent 401s', async () => {
    let refreshes = 0;
    const { api, calls } = createObservedTilawat(
      async (call) => {
        if (call.url.pathname.endsWith('/refresh-token')) {
          refreshes++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return json(200, { data: tokens(2) });
        }
        return call.headers.get('accesstoken') === 'access-2' ? json(200, bookingStatus) : json(401, expired);
      },
      { tokenStore: createMemoryTokenStore(tokens(1)) },
    );
    const [a, b] = await Promise.all([
      api.v3.GET('/course/booking-status'),
      api.v3.GET('/overview/upcoming-classes'),
    ]);
    expect(refreshes).toBe(1);
    expect(a.response.status).toBe(200);
    expect(b.response.status).toBe(200);
    expect(calls.filter((c) => c.url.pathname.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('retries only once: a second 401 surfaces as ApiError without another refresh', async () => {
    const { api, calls } = createObservedTilawat(
      (call) =>
        call.url.pathname.endsWith('/refresh-token') ? json(200, { data: tokens(2) }) : json(401, expired),
      { tokenStore: createMemoryTokenStore(tokens(1)) },
    );
    await expect(api.v3.GET('/course/booking-status')).rejects.toMatchObject({
      status: 401,
      msg: expired.msg,
    });
    expect(calls).toHaveLength(3);
  });

  it('with no refresh token clears the store and calls onUnauthorized, without any refresh call', async () => {
    const store = createMemoryTokenStore({ accessToken: 'access-1' });
    const { api, calls, onUnauthorized } = createObservedTilawat(
      (call) => (call.url.pathname.endsWith('/refresh-token') ? unexpected(call) : json(401, expired)),
      { tokenStore: store },
    );
    await expect(api.v3.GET('/course/booking-status')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(await store.getAccessToken()).toBeUndefined();
  });

  it('a failed refresh is only logged: the original 401 surfaces, the learner is not sent away', async () => {
    const store = createMemoryTokenStore(tokens(1));
    const { api, logger, onUnauthorized } = createObservedTilawat(
      (call) =>
        call.url.pathname.endsWith('/refresh-token')
          ? json(401, { msg: 'রিফ্রেশ টোকেন বাতিল।', code: 'REFRESH_TOKEN_INVALID' })
          : json(401, expired),
      { tokenStore: store },
    );
    const error = await api.v3.GET('/course/booking-status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: expired.msg });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(await store.getRefreshToken()).toBe('refresh-1');
  });

  it('leaves 401s of public calls alone (a wrong password is not an expired session)', async () => {
    const wrong = { msg: 'ফোন নম্বর বা পাসওয়ার্ড সঠিক নয়।', code: 'INVALID_CREDENTIALS' };
    const { api, calls, onUnauthorized } = createObservedTilawat(() => json(401, wrong), {
      tokenStore: createMemoryTokenStore(tokens(1)),
    });
    await expect(
      api.v3.POST('/user/login', { body: { phone: '01712345678', password: 'wrong-password' } }),
    ).rejects.toMatchObject({ status: 401, msg: wrong.msg });
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('v2 401', () => {
  it('calls onUnauthorized and rejects, without any refresh', async () => {
    const { api, calls, onUnauthorized } = createObservedTilawat(() => json(401, expired), {
      tokenStore: createMemoryTokenStore(tokens(1)),
    });
    await expect(api.v2.GET('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });
});

describe('only the refresh token left (the access cookie expired with its token)', () => {
  const refreshOnly = () => createMemoryTokenStore({ refreshToken: 'refresh-1' });

  it('refreshes before a protected v2 call and sends the new token: no 401, the learner stays', async () => {
    const { api, calls, onUnauthorized } = createObservedTilawat(
      (call) =>
        call.url.pathname === '/api/v3/user/refresh-token'
          ? json(200, { data: tokens(2) })
          : call.headers.get('accesstoken') === 'access-2'
            ? json(200, { id: 'u1' })
            : json(401, expired),
      { tokenStore: refreshOnly() },
    );
    await expect(api.v2.GET('/user/me')).resolves.toMatchObject({ data: { id: 'u1' } });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/v3/user/refresh-token',
      'GET /api/v2/user/me',
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('refreshes before a protected v3 call instead of after its 401, once for calls made together', async () => {
    const { api, calls } = createObservedTilawat(
      (call) =>
        call.url.pathname === '/api/v3/user/refresh-token'
          ? json(200, { data: tokens(2) })
          : json(200, bookingStatus),
      { tokenStore: refreshOnly() },
    );
    await Promise.all([api.v3.GET('/course/booking-status'), api.v2.GET('/user/me')]);
    expect(calls.filter((c) => c.url.pathname.endsWith('/refresh-token'))).toHaveLength(1);
    expect(
      calls
        .filter((c) => !c.url.pathname.endsWith('/refresh-token'))
        .map((c) => c.headers.get('accesstoken')),
    ).toEqual(['access-2', 'access-2']);
  });

  it('asks nothing first for a public call, and a failed refresh leaves a v2 call to its 401 as before', async () => {
    const { api, calls } = createObservedTilawat(() => json(200, { data: [] }), {
      tokenStore: refreshOnly(),
    });
    await api.v3.GET('/promo/public');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v3/promo/public']);

    const failing = createObservedTilawat(
      (call) => (call.url.pathname.endsWith('/refresh-token') ? json(401, expired) : json(401, expired)),
      { tokenStore: refreshOnly(), logger: { warn: () => {} } },
    );
    await expect(failing.api.v2.GET('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(failing.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('ends the session on the server with header refreshtoken, then forgets the tokens', async () => {
    const store = createMemoryTokenStore(tokens(1));
    const { api, calls } = createObservedTilawat(() => json(200, { data: { msg: 'লগআউট হয়েছে।' } }), {
      tokenStore: store,
    });
    expect(await api.logout()).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/v3/user/logout']);
    expect(calls[0]?.headers.get('refreshtoken')).toBe('refresh-1');
    expect(await store.getAccessToken()).toBeUndefined();
    expect(await store.getRefreshToken()).toBeUndefined();
  });

  it('logs out on this device when the server cannot be reached, and asks nothing without a refresh token', async () => {
    const store = createMemoryTokenStore(tokens(1));
    const { api } = createObservedTilawat(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { tokenStore: store },
    );
    expect(await api.logout()).toBe(false);
    expect(await store.getRefreshToken()).toBeUndefined();
    const empty = createObservedTilawat(unexpected);
    expect(await empty.api.logout()).toBe(false);
    expect(empty.calls).toHaveLength(0);
  });
});
