import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type FuzzRequest,
  type Limits,
  type Operation,
  operationsOf,
  requestsOf,
  type Spec,
} from '../../test/contract-arbitraries';
import { createTestApp, type Learner, uniqueAddress } from '../../test/helpers';
import { checkAgainstSpec } from '../../test/spec-validator';
import v2Spec from '../generated/openapi-v2.json' with { type: 'json' };
import v3Spec from '../generated/openapi-v3.json' with { type: 'json' };
import { batches } from '../modules/catalogue/catalogue.table';

/**
 * The contract fuzz test (docs/architecture.md, "Conventions" 4): every operation the api serves, of both
 * versions, found from the app and the contract (no list here), is sent requests generated from the contract
 * — valid ones from its schemas and examples, and ones that break a constraint — and every answer must hold
 * the contract's promises: never a 5xx; a status the operation documents; a body matching the contract's
 * schema for it (test/spec-validator.ts); an error body with a Bengali `msg` and a `code`.
 *
 * FUZZ_SEED (default below) fixes the generated requests; FUZZ_RUNS is the number of requests per
 * operation; FUZZ_KEEP_GOING=1 records every distinct failure instead of stopping at the first of
 * each operation (no shrinking then); FUZZ_PATH replays one counterexample. See apps/api/README.md,
 * "Tests".
 */

const DEFAULT_SEED = 20_260_412;
const DEFAULT_RUNS = 100;
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const keepGoing = process.env.FUZZ_KEEP_GOING === '1';
/** fast-check's `path` of a reported counterexample: replays it (with its FUZZ_SEED and `-t` its operation). */
const replayPath = process.env.FUZZ_PATH;
const bengali = /[\u0980-\u09FF]/;

const fileStartedAt = performance.now();
// The app is built while the file is collected, so that each served operation gets its own test.
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const isServed = (method: string, url: string) => t.app.hasRoute({ method: method as 'GET', url });
const operations: Operation[] = [
  ...operationsOf(v2Spec as unknown as Spec, 'v2', '/api/v2', isServed),
  ...operationsOf(v3Spec as unknown as Spec, 'v3', '/api/v3', isServed),
];

const LEARNERS = 3;
const limits: Limits = {
  learners: LEARNERS,
  bodyLimitBytes: t.env.BODY_LIMIT_BYTES,
  fileLimitBytes: t.env.AVATAR_MAX_BYTES,
};
/** Learners whose access tokens the requests carry; the even ones are enrolled in every batch. */
let learners: Learner[] = [];
/** Other learners, whose refresh tokens the requests carry (spending one never ends a session above). */
let refreshers: { refreshToken: string; accessToken: string }[] = [];

beforeAll(async () => {
  learners = [];
  refreshers = [];
  for (let i = 0; i < LEARNERS; i++) learners.push(await t.signUp());
  for (let i = 0; i < LEARNERS; i++) refreshers.push(await t.signUp());
  const all = await t.db.select({ id: batches.id }).from(batches);
  for (const [index, learner] of learners.entries()) {
    if (index % 2 === 0) for (const batch of all) await t.enroll(learner.user.id, batch.id);
  }
}, 120_000);

// ---------------------------------------------------------------- sending and checking one request

const stats = {
  requests: 0,
  valid: 0,
  byStatus: new Map<number, number>(),
  injectMs: 0,
  startedAt: 0,
  finishedAt: 0,
};

interface Failure {
  operation: string;
  kind: string;
  example: string;
  count: number;
}
const failures = new Map<string, Failure>();

function tokenOf(request: FuzzRequest): string {
  const c = request.credential;
  const refresh = request.credentialHeader === 'refreshtoken';
  switch (c.kind) {
    case 'none':
      return '';
    case 'garbage':
      return c.token;
    case 'learner':
      return refresh ? (refreshers[c.index]?.refreshToken ?? '') : (learners[c.index]?.accessToken ?? '');
    case 'other-token':
      return refresh ? (learners[c.index]?.accessToken ?? '') : (learners[c.index]?.refreshToken ?? '');
    case 'tampered': {
      const token = refresh
        ? (refreshers[c.index]?.refreshToken ?? '')
        : (learners[c.index]?.accessToken ?? '');
      // a character well inside the signature (the last one may only carry padding bits)
      const at = Math.max(0, token.length - 4);
      return `${token.slice(0, at)}${token[at] === 'A' ? 'Q' : 'A'}${token.slice(at + 1)}`;
    }
  }
}

/** A string field named `name` anywhere in a JSON value. */
function findString(value: unknown, name: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key === name && typeof inner === 'string') return inner;
    const found = findString(inner, name);
    if (found) return found;
  }
  return undefined;
}

/** Sends one generated request and throws, describing request and answer, when the answer breaks the contract. */
async function send(request: FuzzRequest): Promise<void> {
  const headers: Record<string, string> = {};
  if (request.credentialHeader) headers[request.credentialHeader] = tokenOf(request);
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  // What the server sees: the WHATWG URL parser (as in any HTTP client) removes dot segments.
  const parsed = new URL(request.url, 'http://localhost');
  const url = parsed.pathname + parsed.search;
  request.sentFrom = request.remoteAddress ?? uniqueAddress();
  const started = performance.now();
  const answer = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: request.sentFrom,
    ...(request.body ? { payload: request.body.payload } : {}),
  });
  stats.injectMs += performance.now() - started;
  stats.requests += 1;
  if (!request.broken) stats.valid += 1;
  stats.byStatus.set(answer.statusCode, (stats.byStatus.get(answer.statusCode) ?? 0) + 1);

  const status = answer.statusCode;
  const contentType = answer.headers['content-type'] as string | undefined;
  let json: unknown;
  try {
    json = answer.body ? JSON.parse(answer.body) : undefined;
  } catch {
    json = undefined;
  }
  // A refresh token spent by a successful rotation is replaced by the new one, so that the next
  // request with it is not a reuse (which would revoke its session).
  if (request.credentialHeader === 'refreshtoken' && request.credential.kind === 'learner' && status < 300) {
    const renewed = findString(json, 'refreshToken');
    const holder = refreshers[request.credential.index];
    if (renewed && holder) holder.refreshToken = renewed;
  }

  const problems: string[] = [];
  if (status >= 500) problems.push(`a ${status}: the server failed`);
  try {
    checkAgainstSpec(request.method, url, status, contentType, answer.body);
  } catch (error) {
    problems.push((error as Error).message.split('\n')[0] ?? '');
  }
  if (status >= 400) {
    const body = json as { msg?: unknown; code?: unknown } | undefined;
    if (typeof body?.msg !== 'string' || !bengali.test(body.msg))
      problems.push('an error without a Bengali msg');
    if (typeof body?.code !== 'string' || !body.code) problems.push('an error without a code');
  }
  if (!problems.length) return;

  const description = [
    `${request.method} ${request.url} answered ${status}: ${problems.join('; ')}`,
    `${request}`,
    url !== request.url ? `  (the server saw ${url})` : undefined,
    `  answer: ${status} ${contentType ?? '(no content-type)'}`,
    `  ${answer.body.slice(0, 1500)}`,
  ]
    .filter((line) => line !== undefined)
    .join('\n');
  const code = typeof (json as { code?: unknown })?.code === 'string' ? (json as { code: string }).code : '';
  const kind = `${request.broken.replace(/\(.*?\)/g, '').trim() || 'a valid request'} → ${status} ${code} (${problems.join('; ')})`;
  const key = `${request.operationId} ${kind}`;
  const seen = failures.get(key);
  if (seen) seen.count += 1;
  else
    failures.set(key, {
      operation: `${request.method} ${request.operationId}`,
      kind,
      example: description,
      count: 1,
    });
  if (!keepGoing) throw new Error(description);
}

// ---------------------------------------------------------------- the properties

it('finds the operations to fuzz from the app and the contract: both versions, dozens of them', () => {
  expect(operations.filter((op) => op.version === 'v2').length).toBeGreaterThan(10);
  expect(operations.filter((op) => op.version === 'v3').length).toBeGreaterThan(10);
  expect(operations.length).toBeGreaterThan(40);
});

for (const op of operations) {
  it(`${op.method} ${op.prefix}${op.template} (${op.operationId}) keeps the contract for any request`, {
    timeout: Math.max(60_000, runs * 1_000),
  }, async () => {
    stats.startedAt ||= performance.now();
    const before = failures.size;
    try {
      await fc.assert(fc.asyncProperty(fc.limitShrink(requestsOf(op, limits), 60), send), {
        seed,
        numRuns: runs,
        ...(replayPath ? { path: replayPath, endOnFailure: true } : {}),
      });
    } finally {
      stats.finishedAt = performance.now();
    }
    if (keepGoing) {
      const found = [...failures.values()].slice(before);
      expect(found.map((f) => `${f.kind} ×${f.count}\n${f.example}`)).toEqual([]);
    }
  });
}

it('reaches deep code: most answers are neither rate limits nor refused tokens', () => {
  if (stats.requests < operations.length * 10) return; // a run filtered to a few operations
  const share = (predicate: (status: number) => boolean) =>
    [...stats.byStatus].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0) /
    stats.requests;
  expect(share((s) => s === 429)).toBeLessThan(0.1);
  expect(share((s) => s === 401)).toBeLessThan(0.25);
  expect(share((s) => s >= 200 && s < 300)).toBeGreaterThan(0.15);
});

afterAll(() => {
  const seconds = ((stats.finishedAt - stats.startedAt) / 1000).toFixed(1);
  const fileSeconds = ((performance.now() - fileStartedAt) / 1000).toFixed(1);
  const statuses = [...stats.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const lines = [
    `contract fuzz: ${stats.requests} requests (${stats.valid} built valid) to ${operations.length} operations in ${seconds} s` +
      ` (${(stats.injectMs / 1000).toFixed(1)} s in the app); FUZZ_SEED=${seed} FUZZ_RUNS=${runs}` +
      ` on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; the whole file ${fileSeconds} s`,
    `  answers: ${statuses}`,
  ];
  if (failures.size) {
    lines.push(`  ${failures.size} distinct failures:`);
    for (const f of failures.values()) lines.push(`  - ${f.operation}: ${f.kind} ×${f.count}`);
  }
  console.info(lines.join('\n'));
});
