// `pnpm bench` (after `pnpm build`): catalogue reads of the real api against a bare Fastify
// route, both measured with autocannon in the same run on this machine and reported as a ratio
// (DESIGN.md §5: on PGlite ≥ 2,000 req/s with p99 ≤ 25 ms; on PostgreSQL ≥ 5,000 req/s with
// p99 ≤ 10 ms; zero errors). Loopback only; every run is bounded in time and stops by itself.
// PostgreSQL: DATABASE_URL=postgres://… pnpm bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForUrl } from '@tilawat/testing/servers';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const onPostgres = Boolean(process.env.DATABASE_URL);
const budget = onPostgres ? { rps: 5000, p99: 10 } : { rps: 2000, p99: 25 };
const here = new URL('.', import.meta.url).pathname;

function start(script, port, env = {}) {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function measure(url) {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const rows = [];
const bare = start(join(here, 'bare-server.mjs'), 4901);
try {
  await waitForUrl('http://127.0.0.1:4901/ping');
  rows.push({ name: 'bare Fastify GET /ping (baseline)', ...(await measure('http://127.0.0.1:4901/ping')) });
} finally {
  bare.kill('SIGTERM');
}

const dataDir = mkdtempSync(join(tmpdir(), 'tilawat-bench-'));
const api = start(join(here, '../dist/server.js'), 4902, { PGLITE_DIR: join(dataDir, 'pglite') });
try {
  await waitForUrl('http://127.0.0.1:4902/healthz');
  for (const [name, path] of [
    ['GET /api/v3/course?limit=20', '/api/v3/course?limit=20'],
    ['GET /api/v3/batch/1', '/api/v3/batch/1'],
    ['GET /api/v2/public/card?limit=20', '/api/v2/public/card?limit=20'],
    ['GET /api/v3/promo/public', '/api/v3/promo/public'],
  ]) {
    rows.push({ name, ...(await measure(`http://127.0.0.1:4902${path}`)) });
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

const baseline = rows[0].rps;
console.log(
  `\nTilawat api catalogue reads on ${onPostgres ? 'PostgreSQL' : 'PGlite'} — ${connections} connections, ${seconds} s each\n`,
);
console.log('| route | req/s | × baseline | p99 ms | errors | budget |');
console.log('|---|---:|---:|---:|---:|---|');
for (const [i, row] of rows.entries()) {
  const within =
    i === 0 ? '—' : row.rps >= budget.rps && row.p99 <= budget.p99 && row.errors === 0 ? 'met' : 'MISSED';
  console.log(
    `| ${row.name} | ${row.rps} | ${(row.rps / baseline).toFixed(3)} | ${row.p99} | ${row.errors} | ${within} |`,
  );
}
console.log(`\nbudget: ≥ ${budget.rps} req/s, p99 ≤ ${budget.p99} ms, zero errors (DESIGN.md §5)`);
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
