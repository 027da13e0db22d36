// The limits and the reuse detection hold across processes (issue 12): two real api processes, built
// from this source and started on one PostgreSQL database, as a deployment runs them behind a load
// balancer. Nothing is shared between them but the database, so a rule kept in one process's memory
// fails here. PostgreSQL only: PGlite is one process's database. vitest.config.ts includes this file
// when DATABASE_URL is set, which is CI's PostgreSQL run (.ci/run).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcesses, apiProcesses } from '../../../test/api-processes';

const url = process.env.DATABASE_URL as string;
const database = `tilawat_two_${randomBytes(5).toString('hex')}`;
let apis: ApiProcesses;
let origins: [string, string];

beforeAll(async () => {
  apis = await apiProcesses('two-processes');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${database}`;
  // the reuse grace (issue 35) shortened to a second, so that these tests see both of its sides
  const env = { DATABASE_URL: target.toString(), REFRESH_REUSE_GRACE_SECONDS: '1' };
  // one after the other: the first migrates and seeds, the second finds it done
  const first = await apis.start(env);
  const second = await apis.start(env);
  origins = [first, second];
}, 120_000);

afterAll(async () => {
  await apis?.stopAll();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}, 60_000);

async function call(
  origin: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const answer = await fetch(`${origin}${path}`, {
    method: init.body === undefined && !/refresh|logout/.test(path) ? 'GET' : 'POST',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: answer.status,
    body: (await answer.json()) as Record<string, unknown> & { code?: string },
  };
}

let phoneCounter = 0;
const phone = () =>
  `0171${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`;

async function signUp(origin: string) {
  const number = phone();
  const password = 'Tilawat@2026';
  const registered = await call(origin, '/api/v2/user/register', {
    body: { phone: number, name: 'করিম', password },
  });
  expect(registered.status).toBe(201);
  const outbox = await call(origin, `/dev/outbox?recipient=${encodeURIComponent(`+88${number}`)}&limit=1`);
  const otp = /\b(\d{6})\b/.exec((outbox.body.items as { body: string }[])[0]?.body ?? '')?.[1];
  const verified = await call(origin, '/api/v3/user/verify-otp', {
    body: { otp, phone: number, registration_token: registered.body.registration_token },
  });
  expect(verified.status).toBe(200);
  return {
    phone: number,
    password,
    ...(verified.body.data as { accessToken: string; refreshToken: string }),
  };
}

describe('two api processes over one PostgreSQL database', () => {
  it('share a per-address limit: twelve wrong logins, six to each, and the last two are 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const origin = origins[i % 2] as string;
      statuses.push(
        (await call(origin, '/api/v3/user/login', { body: { phone: phone(), password: 'Bhul@1234' } }))
          .status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('share the per-identity login limit: wrong passwords through both count together', async () => {
    const learner = await signUp(origins[0]);
    // v2's login, whose per-address budget the test above left untouched
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(origins[i % 2] as string, '/api/v2/user/login', {
          body: { phone: learner.phone, password: 'Bhul@1234' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const right = await call(origins[1], '/api/v2/user/login', {
      body: { phone: learner.phone, password: learner.password },
    });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('LOGIN_THROTTLED');
  });

  it('rotate a refresh token once across both (all answer the one new pair within the grace), see it reused after the grace through the other process, and end the session for both', async () => {
    const learner = await signUp(origins[1]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(origins[i % 2] as string, '/api/v3/user/refresh-token', {
          headers: { refreshtoken: learner.refreshToken },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const pairs = answers.map((answer) => (answer.body.data as { refreshToken: string }).refreshToken);
    expect(new Set(pairs).size).toBe(1);
    const won = (answers[0] as (typeof answers)[number]).body.data as {
      accessToken: string;
      refreshToken: string;
    };
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const reuse = await call(origins[0], '/api/v3/user/refresh-token', {
      headers: { refreshtoken: learner.refreshToken },
    });
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    for (const origin of origins) {
      expect(
        (await call(origin, '/api/v3/user/refresh-token', { headers: { refreshtoken: won.refreshToken } }))
          .status,
      ).toBe(401);
      expect(
        (await call(origin, '/api/v2/user/me', { headers: { accesstoken: won.accessToken } })).status,
      ).toBe(401);
    }
  });

  it('a refresh token rotated through one is spent for the other, and a logout through one ends the session for both', async () => {
    const learner = await signUp(origins[0]);
    const rotated = await call(origins[0], '/api/v3/user/refresh-token', {
      headers: { refreshtoken: learner.refreshToken },
    });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data as { accessToken: string; refreshToken: string };
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the reuse grace
    const replayed = await call(origins[1], '/api/v3/user/refresh-token', {
      headers: { refreshtoken: learner.refreshToken },
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('REFRESH_TOKEN_REUSED');

    const again = await signUp(origins[1]);
    expect(
      (await call(origins[0], '/api/v3/user/logout', { headers: { refreshtoken: again.refreshToken } }))
        .status,
    ).toBe(200);
    for (const origin of origins) {
      expect(
        (await call(origin, '/api/v2/user/me', { headers: { accesstoken: again.accessToken } })).status,
      ).toBe(401);
      expect(
        (await call(origin, '/api/v3/user/refresh-token', { headers: { refreshtoken: again.refreshToken } }))
          .status,
      ).toBe(401);
    }
    // the winner's new refresh token died with the session the replay revoked
    expect(
      (
        await call(origins[1], '/api/v3/user/refresh-token', {
          headers: { refreshtoken: fresh.refreshToken },
        })
      ).status,
    ).toBe(401);
  });

  it('a payment callback applied by both at once enrolls the learner once', async () => {
    const learner = await signUp(origins[0]);
    const batches = await call(origins[0], '/api/v3/batch?mode=live&limit=50');
    const batch = (
      batches.body.data as { items: { id: number; price: { amount: number }; seats_left: number | null }[] }
    ).items.find((b) => b.seats_left !== null && b.seats_left > 1);
    expect(batch).toBeDefined();
    const bought = await call(origins[0], '/api/v3/transaction', {
      headers: { accesstoken: learner.accessToken },
      body: {
        schedule: batch?.id,
        amount: batch?.price.amount,
        method: 'bkash',
        redirect: 'http://localhost:3000/checkout/result',
      },
    });
    expect(bought.status).toBe(201);
    const { redirect_url } = bought.body.data as { redirect_url: string };
    const page = new URL(redirect_url).pathname;
    const chosen = await fetch(`${origins[1]}${page}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    const callback = chosen.headers.get('location') as string;
    const applied = await Promise.all(
      [...origins, ...origins].map((origin) => fetch(`${origin}${callback}`, { redirect: 'manual' })),
    );
    expect(applied.map((answer) => answer.status)).toEqual([303, 303, 303, 303]);
    expect(new Set(applied.map((answer) => answer.headers.get('location'))).size).toBe(1);
    const status = await call(origins[1], '/api/v3/course/booking-status', {
      headers: { accesstoken: learner.accessToken },
    });
    const enrollments = (status.body.data as { enrollments: { batch_id?: number; batch?: { id: number } }[] })
      .enrollments;
    expect(enrollments).toHaveLength(1);
  });
});
