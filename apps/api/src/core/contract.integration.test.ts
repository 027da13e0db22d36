import { describe, expect, it } from 'vitest';
import { appForFile, auth, createTestApp, type Learner, type TestApp } from '../../test/helpers';
import { PRODUCTION_ENV } from '../../test/production-env';
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

  it('answers a request with no body and no media type 400 where the contract requires a body', async () => {
    const needing = served().filter(
      ({ op }) =>
        (op.requestBody as { required?: boolean } | undefined)?.required &&
        op.requestBody?.content['application/json'],
    );
    expect(needing.length).toBeGreaterThan(15);
    t.clock.advance(61_000); // past the minute whose rate limits the test above spent
    for (const { method, url } of needing) {
      const answer = await t.inject({ method: method as 'POST', url, headers: auth(learner) });
      expect(answer.statusCode, `${method} ${url}`).toBe(400);
      expect(answer.json()).toEqual({ msg: expect.stringMatching(bengali), code: 'BAD_REQUEST' });
    }
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

  it("dates every answer by the api's clock and lets the web read it (the exam timer's server time)", async () => {
    const answer = await t.app.inject({
      url: '/api/v3/course',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(answer.headers.date).toBe(t.clock.now().toUTCString());
    const exposed = String(answer.headers['access-control-expose-headers']).split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['date', 'retry-after', 'x-request-id']));
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

describe('every answer goes through the one error handler (issue 12 defect 7)', () => {
  const withParams = () => served().filter((route) => route.path.includes('{'));

  it('a path parameter that does not decode answers 400 with a Bengali msg, on every operation that has one', async () => {
    expect(withParams().length).toBeGreaterThan(5);
    for (const route of withParams()) {
      const url = `${route.prefix}${route.path.replace(/\{[^}]+\}/g, '%ff')}`;
      const answer = await t.inject({ method: route.method as 'GET', url, headers: auth(learner) });
      expect(answer.statusCode, `${route.method} ${url}`).toBe(400);
      expect(answer.json(), `${route.method} ${url}`).toEqual({
        msg: expect.stringMatching(bengali),
        code: 'BAD_REQUEST',
      });
      expect(answer.body).not.toContain('%ff');
    }
  });

  it('a path parameter of 150 or 5,000 characters answers 400, never the router’s 414', async () => {
    for (const route of withParams()) {
      for (const length of [150, 5000]) {
        const url = `${route.prefix}${route.path.replace(/\{[^}]+\}/g, '9'.repeat(length))}`;
        const answer = await t.inject({ method: route.method as 'GET', url, headers: auth(learner) });
        expect([400, 404], `${route.method} ${route.path} (${length})`).toContain(answer.statusCode);
        expect(answer.json().msg).toMatch(bengali);
      }
    }
  });

  it('a request Node cannot parse gets the error body too, not Node’s English one', async () => {
    const { connect } = await import('node:net');
    const other = await createTestApp();
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = other.app.server.address() as { port: number };
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('GET /api/v3/course HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n'),
        );
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString('utf8');
        });
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
      expect(body).toEqual({ msg: expect.stringMatching(bengali), code: 'BAD_REQUEST' });
    } finally {
      await other.close();
    }
  });

  it('a multipart body that does not parse answers 400, not 500', async () => {
    const cases = [
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      ],
      ['multipart/form-data; boundary=XYZ', 'not multipart'],
    ] as const;
    for (const [type, payload] of cases) {
      const answer = await t.inject({
        method: 'POST',
        url: '/api/v2/user/upload-avatar',
        headers: { ...auth(learner), 'content-type': type },
        payload,
      });
      expect(answer.statusCode, `${type}: ${payload}`).toBe(400);
      expect(answer.json()).toMatchObject({ msg: expect.stringMatching(bengali), code: 'BAD_REQUEST' });
    }
  });

  it('an avatar path that is not an avatar’s name answers 404, not a field message', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.png', '%00', `${'a'.repeat(36)}.gif`]) {
      const answer = await t.inject({ url: `/media/avatars/${name}` });
      expect(answer.statusCode, name).toBe(404);
      expect(answer.json()).toEqual({ msg: expect.stringMatching(bengali), code: 'NOT_FOUND' });
    }
  });
});

describe('in production', () => {
  it('has no /dev/outbox', async () => {
    const prod = await createTestApp({ ...PRODUCTION_ENV });
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
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const booking = await cachedApp.inject({
        url: '/api/v3/course/booking-status',
        headers: auth(learner),
      });
      expect(booking.headers['cache-control']).toBe('no-store');
    } finally {
      await cachedApp.close();
    }
  });
});
