// Issue 12, defect 6: values the database refuses (an integer past int4, a NUL in text) must be refused
// by the contract's validation first — 400 with a Bengali msg and the field in `errors`, never a 500.
// The bounds live in specs/ (common.yaml's Id, Count, PositiveInt, Amount, PageNumber, Text, …), and
// specs/spec.test.ts checks that every number and string of the contract has them; these tests check
// that the api really applies them as it serves the contract (fastify-openapi-glue dereferences `$ref`
// by replacing the node, so a rule is only as good as the way it is written).
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../test/helpers';
import { WEB } from '../../test/purchases';
import v2Spec from '../generated/openapi-v2.json' with { type: 'json' };
import v3Spec from '../generated/openapi-v3.json' with { type: 'json' };

const bengali = /[\u0980-\u09FF]/;
const INT4_MAX = 2147483647;
const PAST_INT4 = 2147483648;

let t: TestApp;
let learner: Learner;
appForFile(async (app) => {
  t = app;
  learner = await t.signUp();
});

/** A 400 of the one error body: a Bengali msg, VALIDATION_FAILED, and `field` among the `errors`. */
function expectRefused(answer: LightMyRequestResponse, field: string, what: string) {
  expect(answer.statusCode, `${what}: ${answer.body}`).toBe(400);
  const body = answer.json() as { msg: string; code: string; errors?: { path: string; msg: string }[] };
  expect(body.msg, what).toMatch(bengali);
  expect(body.code, what).toBe('VALIDATION_FAILED');
  const problem = body.errors?.find((error) => error.path.split('/').pop() === field);
  expect(problem, `${what}: no error for ${field} in ${answer.body}`).toBeDefined();
  expect(problem?.msg, what).toMatch(bengali);
}

const post = (
  url: string,
  payload: string | Record<string, unknown>,
  headers: Record<string, string> = auth(learner),
) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'content-type': 'application/json' },
  });

describe('integers the database (int4) cannot hold', () => {
  it('are refused in a path: GET /api/v3/batch/2147483648', async () => {
    expectRefused(await t.inject({ url: `/api/v3/batch/${PAST_INT4}` }), 'id', 'batch id');
    // the largest int4 is a valid id that names nothing
    expect((await t.inject({ url: `/api/v3/batch/${INT4_MAX}` })).statusCode).toBe(404);
  });

  it('are refused in a query: GET /api/v3/course?page=99999999999999999999', async () => {
    expectRefused(await t.inject({ url: '/api/v3/course?page=99999999999999999999' }), 'page', 'page');
    expectRefused(await t.inject({ url: `/api/v3/course?page=${PAST_INT4}` }), 'page', 'page');
    // the last page an int4 counts is a page past the end: empty, not a 500
    const last = await t.inject({ url: `/api/v3/course?page=${INT4_MAX}&limit=100` });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({ items: [], page: INT4_MAX, limit: 100 });
  });

  it('keep the defaults of the shared PageNumber and PageSize (their $ref is dereferenced with them)', async () => {
    const first = await t.inject({ url: '/api/v3/course' });
    expect(first.json().data).toMatchObject({ page: 1, limit: 20 });
    expectRefused(await t.inject({ url: '/api/v3/course?limit=101' }), 'limit', 'limit');
  });

  it.each([
    ['/api/v3/transaction', 'schedule', { amount: 1500, method: 'bkash', redirect: WEB }],
    ['/api/v3/transaction/bundle', 'course', { plan: 'full-course', method: 'bkash', redirect: WEB }],
    ['/api/v3/promo/validity', 'schedule', { course: 1, promo_code: 'RAMADAN25', currency: 'tk' }],
    ['/api/v3/promo/validity', 'course', { promo_code: 'RAMADAN25', currency: 'tk' }],
  ])('are refused in a body: POST %s with %s 2147483648 and 1e308', async (url, field, rest) => {
    const body = JSON.stringify(rest).slice(0, -1);
    for (const value of [String(PAST_INT4), '1e308', '-1'])
      expectRefused(await post(url, `${body},"${field}":${value}}`), field, `${url} ${field}=${value}`);
  });

  it('are refused for an amount: POST /api/v3/transaction with amount 2147483648', async () => {
    expectRefused(
      await post('/api/v3/transaction', { schedule: 1, amount: PAST_INT4, method: 'bkash', redirect: WEB }),
      'amount',
      'amount',
    );
  });

  it('are refused in every integer path and query parameter the api serves', async () => {
    const checked: string[] = [];
    for (const { url, field } of integerParameterProbes()) {
      expectRefused(await t.inject({ url, headers: auth(learner) }), field, url);
      checked.push(url);
    }
    expect(checked.length).toBeGreaterThan(15);
  });
});

describe('control characters PostgreSQL refuses in text', () => {
  it('are refused in a name at sign-up: POST /api/v2/user/register', async () => {
    for (const name of ['আমিনা\u0000খাতুন', 'আমিনা\nখাতুন', 'আমিনা\u001bখাতুন', 'আমিনা\u007fখাতুন'])
      expectRefused(
        await post('/api/v2/user/register', { phone: '01712345670', password: 'Tilawat@2026', name }, {}),
        'name',
        JSON.stringify(name),
      );
  });

  it('are refused in a name of the profile, whose own length limits still apply beside the shared rule', async () => {
    const patch = (name: string) =>
      t.inject({ method: 'PATCH', url: '/api/v2/user/me', headers: auth(learner), payload: { name } });
    expectRefused(await patch('আমিনা\u0000খাতুন'), 'name', 'NUL');
    expectRefused(await patch('আমিনা\tখাতুন'), 'name', 'tab');
    // allOf: [Text] and the field's own minLength / maxLength: both apply
    expectRefused(await patch('আ'), 'name', 'too short');
    expectRefused(await patch('আ'.repeat(81)), 'name', 'too long');
    const fine = await patch('আমিনা খাতুন');
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('are refused in a search: ?q=a%00b on /api/v3/course and /api/v2/public/card', async () => {
    for (const url of ['/api/v3/course', '/api/v2/public/card'])
      for (const q of ['a%00b', 'a%0Ab', 'a%7Fb'])
        expectRefused(await t.inject({ url: `${url}?q=${q}` }), 'q', `${url}?q=${q}`);
    const fine = await t.inject({ url: `/api/v3/course?q=${encodeURIComponent('তাজবিদ')}` });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('are refused in a password and a promo code', async () => {
    expectRefused(
      await post('/api/v3/user/login', { phone: learner.phone, password: 'Tilawat@2026\u0000' }, {}),
      'password',
      'password',
    );
    expectRefused(
      await post('/api/v3/promo/validity', { course: 1, promo_code: 'RAMADAN\u000025' }),
      'promo_code',
      'promo code',
    );
  });

  // specs/spec.test.ts takes these formats as refusing control characters without a pattern of their own
  it('are refused by the formats email and uri as the api checks them (no served request takes a uuid)', async () => {
    expectRefused(
      await t.inject({
        url: '/api/v3/user',
        method: 'POST',
        payload: { email: 'a\u0000@example.com' },
      }),
      'email',
      'email',
    );
    expectRefused(
      await post('/api/v3/transaction', {
        schedule: 1,
        amount: 1,
        method: 'bkash',
        redirect: `${WEB}\u0000`,
      }),
      'redirect',
      'uri',
    );
    expectRefused(
      await post('/api/v3/transaction', { schedule: 1, amount: 1, method: 'bkash', redirect: `${WEB}\n` }),
      'redirect',
      'uri with a line break',
    );
  });

  it('are refused by the formats date, date-time, email, uri and uuid of ajv-formats as app.ts adds them', () => {
    const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
    const valid = {
      date: '2026-12-01',
      'date-time': '2026-12-01T20:00:00+06:00',
      email: 'learner@example.com',
      uri: 'http://localhost:3000/checkout/result',
      uuid: '3f0c2a9e-5b7d-4e1a-9c3b-2d8f6a1e4b70',
    };
    const controls = [...Array.from({ length: 32 }, (_, code) => code), 0x7f].map((c) =>
      String.fromCharCode(c),
    );
    for (const [format, value] of Object.entries(valid)) {
      const validate = ajv.compile({ type: 'string', format });
      expect(validate(value), format).toBe(true);
      for (const control of controls)
        for (const at of [0, value.length >> 1, value.length])
          expect(validate(`${value.slice(0, at)}${control}${value.slice(at)}`), `${format} ${at}`).toBe(
            false,
          );
    }
  });
});

type Parameter = { name: string; in: string; required?: boolean; schema?: Record<string, unknown> };
type Spec = { paths: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/** Follows a `#/…` reference of a bundled spec. */
function deref<T>(spec: Spec, node: unknown): T {
  let current = node as { $ref?: string };
  while (current && typeof current.$ref === 'string')
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) => (at as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        spec,
      ) as { $ref?: string };
  return current as T;
}

/**
 * For every served operation and each of its integer path or query parameters: a URL with that parameter
 * set past int4 and the others to a plausible value.
 */
function integerParameterProbes(): { url: string; field: string }[] {
  const probes: { url: string; field: string }[] = [];
  const sample = (spec: Spec, parameter: Parameter) => {
    const schema = deref<Record<string, unknown>>(spec, parameter.schema);
    if (schema.type === 'integer') return '1';
    if (schema.format === 'uuid') return '3f0c2a9e-5b7d-4e1a-9c3b-2d8f6a1e4b70';
    if (Array.isArray(schema.enum)) return String(schema.enum[0]);
    return 'quran-shikkha-beginner';
  };
  for (const [prefix, spec] of [
    ['/api/v2', v2Spec as unknown as Spec],
    ['/api/v3', v3Spec as unknown as Spec],
  ] as const) {
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
        const op = item[method] as { parameters?: unknown[] } | undefined;
        if (!op || method !== 'get') continue;
        const route = `${prefix}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
        if (!t.app.hasRoute({ method: 'GET', url: route })) continue;
        const parameters = [...((item.parameters as unknown[]) ?? []), ...(op.parameters ?? [])].map((p) =>
          deref<Parameter>(spec, p),
        );
        for (const target of parameters) {
          if (deref<Record<string, unknown>>(spec, target.schema).type !== 'integer') continue;
          if (target.in !== 'path' && target.in !== 'query') continue;
          const value = (p: Parameter) => (p === target ? String(PAST_INT4) : sample(spec, p));
          let url = `${prefix}${path}`;
          for (const p of parameters.filter((p) => p.in === 'path'))
            url = url.replace(`{${p.name}}`, value(p));
          const query = parameters
            .filter((p) => p.in === 'query' && (p.required || p === target))
            .map((p) => `${p.name}=${encodeURIComponent(value(p))}`);
          probes.push({ url: query.length ? `${url}?${query.join('&')}` : url, field: target.name });
        }
      }
    }
  }
  return probes;
}
