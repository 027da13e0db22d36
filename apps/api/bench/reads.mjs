// `pnpm bench` (after `pnpm build`): the api's reads against bare baselines measured in the same run on this
// machine, with autocannon, reported as req/s, p99 and the ratio to the baseline
// (docs/decisions/0016-budgets.md, issue 18). On PGlite always; on PostgreSQL too when DATABASE_URL names a
// server (a database of its own is made for the run and dropped after). Per driver:
//   - the database baseline: bare Fastify + the same driver, one `select` of 20 courses (bare-db-server);
//   - the public reads with the api's 5 s public cache off (PUBLIC_CACHE_SECONDS=0): the database path;
//   - a signed-in learner's own reads (never cached): booking status, an enrolled batch, a module's
//     recordings, progress, the exam list, the basket, the orders, the account;
//   - the public reads with the cache on, against bare Fastify GET /ping (what a cache can give).
// Targets: PostgreSQL ≥ 0.35× the database baseline with p99 ≤ 20 ms; PGlite ≥ 1,000 req/s with p99 ≤ 40 ms;
// cached reads ≥ 2,000 req/s / p99 ≤ 25 ms (PGlite) and ≥ 5,000 / 10 ms (PostgreSQL); zero errors.
// Loopback only; every run is bounded in time and stops by itself. BENCH_SECONDS (8), BENCH_CONNECTIONS (20),
// BENCH_ONLY (pglite or postgres: one driver).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForUrl } from '@tilawat/testing/servers';
import autocannon from 'autocannon';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const here = new URL('.', import.meta.url).pathname;
const serverUrl = process.env.DATABASE_URL;

// The servers get the database of their run only (PGlite unless `env` names a DATABASE_URL).
const { DATABASE_URL: _server, ...inherited } = process.env;

function start(script, port, env = {}) {
  return spawn(process.execPath, [script], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** CPU time (user + system, ms) of the processes whose command line `matches`, from /proc (Linux). */
function cpuMs(matches) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!matches(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Measures a read with autocannon; with the server's process given, also the CPU each request cost
 * that process and PostgreSQL's backends (where the time goes: issue 18), over the measured run.
 */
async function measure(url, headers = {}, server = null) {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const own = (pid) => (candidate) => candidate === String(pid);
  const postgres = (_pid, cmdline) => cmdline.startsWith('postgres: ');
  const before = server && { own: cpuMs(own(server.pid)), postgres: cpuMs(postgres) };
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const perRequest = (ms) => Math.round((ms * 1000) / Math.max(1, result.requests.total));
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverUs: before ? perRequest(cpuMs(own(server.pid)) - before.own) : null,
    postgresUs: before ? perRequest(cpuMs(postgres) - before.postgres) : null,
  };
}

/**
 * Gives the database just seeded its statistics and visibility map now (`vacuum analyze`), as a database
 * in use has them: otherwise autovacuum analyzes the fresh tables in the middle of the first reads'
 * measurement, and their plans change under it (those reads varied by a third from run to run).
 */
async function settle(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A verified learner enrolled (scholarship promo) in a live batch: their token and what they can read. */
async function learner(api) {
  const phone = `0171${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const post = (path, body, token) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
      body: JSON.stringify(body),
    }).then(json);
  const registered = await post('/api/v2/user/register', {
    phone,
    name: 'বেঞ্চমার্ক শিক্ষার্থী',
    password: 'Tilawat@2026',
  });
  const outbox = await json(await fetch(`${api}/dev/outbox?recipient=%2B88${phone}&limit=1`));
  const otp = /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')?.[1];
  const signedIn = await post('/api/v3/user/verify-otp', {
    phone,
    otp,
    registration_token: registered.registration_token,
  });
  const token = signedIn.data?.accessToken ?? signedIn.accessToken;
  const batches = await json(await fetch(`${api}/api/v3/batch?mode=live&limit=50`));
  const batch = batches.data.items.find((b) => b.enrollment_open && b.seats_left > 0);
  await post(
    '/api/v3/transaction',
    {
      schedule: batch.id,
      amount: 0,
      method: 'bkash',
      redirect: 'http://localhost:3000/checkout/result',
      promo_code: 'FREE100',
    },
    token,
  );
  const detail = await json(
    await fetch(`${api}/api/v3/batch/${batch.id}`, { headers: { accesstoken: token } }),
  );
  return { token, batchId: batch.id, moduleId: detail.data.modules[0]?.id };
}

/** Runs the api on one database and measures every read; answers the table's rows. */
async function benchDriver(label, env) {
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'tilawat-bench-'));
  const apiEnv = { PGLITE_DIR: join(dataDir, 'pglite'), ...env };
  try {
    // The database path: the api with its public cache off.
    let api = start(join(here, '../dist/server.js'), 4902, { ...apiEnv, PUBLIC_CACHE_SECONDS: '0' });
    const origin = 'http://127.0.0.1:4902';
    try {
      await waitForUrl(`${origin}/healthz`, 120_000);
      if (env.DATABASE_URL) await settle(env.DATABASE_URL);
      const bare = start(
        join(here, 'bare-db-server.mjs'),
        4901,
        env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {},
      );
      try {
        await waitForUrl('http://127.0.0.1:4901/courses');
        rows.push({
          group: 'baseline',
          name: 'bare Fastify + driver: select 20 courses',
          ...(await measure('http://127.0.0.1:4901/courses', {}, bare)),
        });
      } finally {
        await stop(bare);
      }
      const { token, batchId, moduleId } = await learner(origin);
      const publicReads = [
        ['GET /api/v3/course?limit=20', '/api/v3/course?limit=20'],
        [`GET /api/v3/batch/${batchId}`, `/api/v3/batch/${batchId}`],
        ['GET /api/v2/public/card?limit=20', '/api/v2/public/card?limit=20'],
        ['GET /api/v3/promo/public', '/api/v3/promo/public'],
      ];
      for (const [name, path] of publicReads) {
        rows.push({
          group: 'database',
          name: `${name} (cache off)`,
          ...(await measure(`${origin}${path}`, {}, api)),
        });
      }
      const own = [
        ['GET /api/v3/course/booking-status', '/api/v3/course/booking-status'],
        [`GET /api/v3/batch/${batchId} (enrolled)`, `/api/v3/batch/${batchId}`],
        ['GET /api/v3/recording/module', `/api/v3/recording/module?module=${moduleId}&limit=100`],
        ['GET /api/v3/recording/progress', `/api/v3/recording/progress?batch=${batchId}`],
        ['GET /api/v3/exam', `/api/v3/exam?batch=${batchId}`],
        ['GET /api/v2/busket/my-busket', '/api/v2/busket/my-busket'],
        ['GET /api/v2/order/my-order', '/api/v2/order/my-order'],
        ['GET /api/v2/user/me', '/api/v2/user/me'],
      ];
      for (const [name, path] of own) {
        rows.push({
          group: 'database',
          name: `${name}, signed in`,
          ...(await measure(`${origin}${path}`, { accesstoken: token }, api)),
        });
      }
    } finally {
      await stop(api);
    }

    // What the public cache gives, against a bare route.
    const ping = start(join(here, 'bare-server.mjs'), 4901);
    try {
      await waitForUrl('http://127.0.0.1:4901/ping');
      rows.push({
        group: 'ping',
        name: 'bare Fastify GET /ping',
        ...(await measure('http://127.0.0.1:4901/ping', {}, ping)),
      });
    } finally {
      await stop(ping);
    }
    api = start(join(here, '../dist/server.js'), 4902, apiEnv);
    try {
      await waitForUrl(`${origin}/healthz`, 120_000);
      for (const path of ['/api/v3/course?limit=20', '/api/v2/public/card?limit=20']) {
        rows.push({
          group: 'cached',
          name: `GET ${path} (5 s cache)`,
          ...(await measure(`${origin}${path}`, {}, api)),
        });
      }
    } finally {
      await stop(api);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { label, rows };
}

function report({ label, rows }, onPostgres) {
  const baseline = rows.find((row) => row.group === 'baseline');
  const ping = rows.find((row) => row.group === 'ping');
  const met = (row) => {
    if (row.errors > 0) return 'MISSED';
    if (row.group === 'database') {
      return onPostgres ? row.rps >= 0.35 * baseline.rps && row.p99 <= 20 : row.rps >= 1000 && row.p99 <= 40;
    }
    if (row.group === 'cached')
      return onPostgres ? row.rps >= 5000 && row.p99 <= 10 : row.rps >= 2000 && row.p99 <= 25;
    return null;
  };
  console.log(
    `\nTilawat api reads on ${label} — ${connections} connections, ${seconds} s each (after 2 s of warm-up)\n`,
  );
  // CPU per request: the server's process (on PGlite, the database runs inside it) and PostgreSQL's backends.
  console.log(
    '| read | req/s | × baseline | p99 ms | errors | target | server CPU µs/req | PostgreSQL CPU µs/req |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|---:|');
  for (const row of rows) {
    const against = row.group === 'cached' || row.group === 'ping' ? ping : baseline;
    const verdict = met(row);
    console.log(
      `| ${row.name} | ${row.rps} | ${(row.rps / against.rps).toFixed(2)} | ${row.p99} | ${row.errors} | ${
        verdict === null ? 'baseline' : verdict === true ? 'met' : 'MISSED'
      } | ${row.serverUs ?? '—'} | ${onPostgres ? (row.postgresUs ?? '—') : '—'} |`,
    );
  }
  console.log(
    onPostgres
      ? '\ntargets: database reads ≥ 0.35× the database baseline, p99 ≤ 20 ms; cached ≥ 5,000 req/s, p99 ≤ 10 ms (× the /ping baseline); zero errors'
      : '\ntargets: database reads ≥ 1,000 req/s, p99 ≤ 40 ms (× the database baseline shown); cached ≥ 2,000 req/s, p99 ≤ 25 ms (× /ping); zero errors',
  );
  return rows.some((row) => row.errors > 0);
}

// BENCH_ONLY=pglite or =postgres runs one of the two.
const only = process.env.BENCH_ONLY;
let failed = false;
if (only !== 'postgres') failed = report(await benchDriver('PGlite (embedded)', {}), false);

if (serverUrl && only !== 'pglite') {
  // A database of its own for the run, dropped after.
  const name = `tilawat_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    failed = report(await benchDriver('PostgreSQL', { DATABASE_URL: url.toString() }), true) || failed;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
if (failed) process.exitCode = 1;
