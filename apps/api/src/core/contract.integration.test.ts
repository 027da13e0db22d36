import { describe, expect, it } from 'vitest';
import { appForFile, auth, createTestApp, type Learner, type TestApp } from '../../test/helpers';
import v2Spec from '../generated/openapi-v2.json' with { type: 'json' };
import v3Spec from '../generated/openapi-v3.json' with { type: 'json' };
import { promos } from '../modules/checkout/checkout.table';

type Op = { operationId: string; requestBody?: { content: Record<string, unknown> } };
const bengali = /[\u0980-\u09FF]/;

let t: TestApp;
let learner: Learner;
appForFile(async (app) => {
  t = app;
  learner = await t.signUp();
});

/** Every operation of both versions this server serves, with its route as Fastify knows it. */
function served() {
  const list: { prefix: string; method: string; path: string; url: string; op: Op }[] = [];
  for (const [prefix, spec] of [
    ['/api/v2', v2Spec],
    ['/api/v3', v3Spec],
  ] as const) {
    for (const [path, item] of Object.entries(spec.paths as unknown as Record<string, Record<string, Op>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
        const fastifyPath = `${prefix}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
        if (!t.app.hasRoute({ method: method.toUpperCase() as 'GET', url: fastifyPath })) continue;
        list.push({
          prefix,
          method: method.toUpperCase(),
          path,
          url: `${prefix}${path.replace(/\{[^}]+\}/g, '1')}`,
          op,
        });
      }
    }
  }
  return list;
}

describe('the contract as served', () => {
  it('serves every implemented operation and leaves the rest absent (404, not 5xx)', async () => {
    const ops = served();
    expect(ops.length).toBeGreaterThan(40);
    const absent = await t.inject({ url: '/api/v3/exam/revised/1', headers: auth(learner) });
    expect(absent.statusCode).toBe(404);
    expect(absent.json().msg).toMatch(bengali);
  });

  it('answers bad bodies of every operation with a 4xx and a Bengali msg, never 5xx', async () => {
    const withBody = served().filter(({ op }) => op.requestBody?.content['application/json']);
    expect(withBody.length).toBeGreaterThan(15);
    const bad: { payload: string; type: string }[] = [
      { payload: '{}', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"just text"', type: 'application/json' },
      {
        payload:
          '{"phone": 12345, "otp": 5, "amount": "৫০০", "schedule": "x", "method": "cash", "password": 1}',
        type: 'application/json',
      },
      { payload: '{not json', type: 'application/json' },
      { payload: 'phone=1', type: 'text/plain' },
    ];
    const failures: string[] = [];
    const statuses: number[] = [];
    for (const { method, url } of withBody) {
      for (const { payload, type } of bad) {
        const answer = await t.inject({
          method: method as 'POST',
          url,
          payload,
          headers: { ...auth(learner), 'content-type': type },
        });
        const body = answer.json();
        // A body of only unknown fields is whitelisted to nothing, which some operations accept (2xx);
        // the rate limits of the code-sending routes answer 429 — a 4xx with its Bengali msg like the rest.
        const ok =
          answer.statusCode < 300 ||
          (answer.statusCode < 500 && bengali.test(body.msg) && typeof body.code === 'string');
        if (!ok)
          failures.push(`${method} ${url} ${payload} → ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        statuses.push(answer.statusCode);
      }
    }
    expect(failures).toEqual([]);
    // Nearly all of them are refused as bad input, not let through.
    expect(statuses.filter((code) => code === 400 || code === 415).length).toBeGreaterThan(
      statuses.length * 0.8,
    );
  });

  it('answers 400 with errors for a path or query parameter of the wrong type', async () => {
    const answer = await t.inject({ url: '/api/v3/batch/abc' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', msg: expect.stringMatching(bengali) });
    expect(answer.json().errors[0].path).toMatch(/^\/params/);
  });

  it('drops fields the contract does not list (whitelist) and keeps strict types in bodies', async () => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v3/user',
      payload: { phone: learner.phone, isAdmin: true },
    });
    expect(answer.statusCode).toBe(200);
    const strict = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: { course: '1', promo_code: 'RAMADAN20', currency: 'tk' },
    });
    expect(strict.statusCode).toBe(400);
  });

  it('refuses a body larger than the limit with 413', async () => {
    const big = await t.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: JSON.stringify({ phone: '01712345678', password: 'x'.repeat(100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', msg: expect.stringMatching(bengali) });
  });

  it('takes only the media types of the contract: a form or text body answers 415 and reaches no handler', async () => {
    for (const [type, payload] of [
      ['text/plain', 'new_password=x'],
      [
        'application/x-www-form-urlencoded',
        'new_password=NotunPass%402026&confirm_password=NotunPass%402026',
      ],
    ]) {
      const answer = await t.inject({
        method: 'POST',
        url: '/api/v3/user/change-password',
        payload,
        headers: { ...auth(learner), 'content-type': type as string },
      });
      expect(answer.statusCode).toBe(415);
    }
  });

  it('answers CORS only to the web origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v3/course',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v3/course',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers with the request id it logs, taking a caller-supplied one', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'web-1234' } });
    expect(given.headers['x-request-id']).toBe('web-1234');
    const made = await t.inject({ url: '/api/v3/course' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves /healthz and, outside production, /dev/outbox', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(200);
  });
});

describe('in production', () => {
  it('has no /dev/outbox', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      GATEWAY_SECRET: 'g'.repeat(40),
      MEDIA_SECRET: 'm'.repeat(40),
    });
    try {
      expect((await prod.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('public GET answers', () => {
  it('are reused for PUBLIC_CACHE_SECONDS with a Cache-Control header; private ones never', async () => {
    const cachedApp = await createTestApp({ PUBLIC_CACHE_SECONDS: '30' });
    try {
      const first = await cachedApp.inject({ url: '/api/v3/promo/public' });
      expect(first.headers['cache-control']).toBe('public, max-age=30');
      await cachedApp.db.delete(promos);
      const second = await cachedApp.inject({ url: '/api/v3/promo/public' });
      expect(second.json()).toEqual(first.json());
      // another URL is another entry
      expect((await cachedApp.inject({ url: '/api/v3/promo/public?x=1' })).json().data).toEqual([]);
      const anonymous = await cachedApp.inject({ url: '/api/v3/batch/1' });
      expect(anonymous.headers['cache-control']).toBe('public, max-age=30');
      expect(anonymous.headers.vary).toContain('accesstoken');
      const learner = await cachedApp.signUp();
      const signedIn = await cachedApp.inject({ url: '/api/v3/batch/1', headers: auth(learner) });
      expect(signedIn.headers['cache-control']).toBeUndefined();
      const booking = await cachedApp.inject({
        url: '/api/v3/course/booking-status',
        headers: auth(learner),
      });
      expect(booking.headers['cache-control']).toBeUndefined();
    } finally {
      await cachedApp.close();
    }
  });
});
