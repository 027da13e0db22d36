// The e-mail verification link is a public GET that signs in (issue 17): with the public read cache on,
// as in production, it must still work once — never answered again from the cache, never kept by a proxy.
import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp, uniquePhone } from '../../../test/helpers';

let t: TestApp;
appForFile(
  (app) => {
    t = app;
  },
  { PUBLIC_CACHE_SECONDS: '30' },
);

describe('GET /user/verify/{token} with the public cache on', () => {
  it('answers no-store, and a second visit of the link is refused, not replayed', async () => {
    const email = `cache-${uniquePhone()}@example.com`;
    const registered = await t.inject({
      method: 'POST',
      url: '/api/v2/user/register',
      payload: { email, name: 'ফাতিমা', password: 'Tilawat@2026' },
    });
    expect(registered.statusCode).toBe(201);
    const outbox = (await t.app.inject({ url: `/dev/outbox?recipient=${encodeURIComponent(email)}` })).json();
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(
      outbox.items.map((m: { body: string }) => m.body).join(' '),
    )?.[1];
    const first = await t.inject({ url: `/api/v2/user/verify/${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await t.inject({ url: `/api/v2/user/verify/${token}` });
    expect(second.statusCode).toBe(404);
    expect(second.json().accessToken).toBeUndefined();
    // a public read keeps its cache
    expect((await t.inject({ url: '/api/v3/course' })).headers['cache-control']).toBe('public, max-age=30');
  });
});
