// `pnpm bench:web` (turbo builds the api and the web first): Lighthouse's mobile preset (Moto G
// Power-class device, simulated slow 4G, 4× CPU slowdown) against the production build of the
// public routes — /, /al-quran-course, a course page, /login — in Debian's Chromium, offline.
// DESIGN.md §5: performance ≥ 95, accessibility 100, CLS ≤ 0.05 on each route.
//
// Speed figures depend on the machine, so the run also measures a baseline in the same run: a bare
// static page (the same Bengali font, one heading, no JavaScript) served from this process. LCP and
// TBT are reported next to it as a ratio / difference. Each route is measured RUNS times (default
// 3) and the median run (by performance score) is reported. Loopback only; nothing is fetched
// from outside. Set BENCH_STRICT=1 to exit 1 when a route misses a budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@tilawat/testing/chromium';
import { waitForUrl } from '@tilawat/testing/servers';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.RUNS ?? 3);
const STRICT = process.env.BENCH_STRICT === '1';
const API_PORT = 4170;
const WEB_PORT = 3170;
const BASE_PORT = 3171;
const DEBUG_PORT = 9333;
const API = `http://127.0.0.1:${API_PORT}`;
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const BASE = `http://127.0.0.1:${BASE_PORT}`;
const webDir = new URL('..', import.meta.url).pathname;
const apiServer = join(webDir, '..', 'api', 'dist', 'server.js');
const budget = { performance: 95, accessibility: 100, cls: 0.05 };

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'tilawat-bench-web-'));

function start(command, args, env, { quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd: webDir,
    env: { ...process.env, ...env },
    // Chromium talks a lot on stderr (no D-Bus here); the servers' warnings are worth seeing.
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

/** Stops the servers and Chromium, waits for them to exit, then removes their data. */
async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            resolve();
          }
        }),
    ),
  );
  children.length = 0;
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

/** The baseline: a static Bengali page with the same web font and no script, served by this process. */
function serveBaseline() {
  const require = createRequire(import.meta.url);
  const font = readFileSync(
    require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2'),
  );
  const html = `<!doctype html><html lang="bn"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>তিলাওয়াত — ভিত্তি পাতা</title>
<meta name="description" content="বেঞ্চমার্কের ভিত্তি: একটি শিরোনাম ও অনুচ্ছেদ, কোনো জাভাস্ক্রিপ্ট নেই।">
<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin>
<style>@font-face{font-family:N;src:url(/font.woff2) format("woff2");font-display:swap}
body{font-family:N,sans-serif;margin:0;padding:1rem;color:#1c2421}</style></head>
<body><main><h1>ঘরে বসে শুদ্ধ কুরআন তিলাওয়াত শিখুন</h1>
<p>অভিজ্ঞ কারী ও শিক্ষকদের সঙ্গে লাইভ ক্লাস অথবা নিজের সময়ে রেকর্ডিং।</p></main></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/font.woff2') {
      response.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'max-age=31536000' });
      response.end(font);
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    }
  });
  return new Promise((resolve) => server.listen(BASE_PORT, '127.0.0.1', () => resolve(server)));
}

async function audit(url) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    // The accessibility audits that failed (binary audits scored 0).
    failedA11y: categories.accessibility.auditRefs
      .map((ref) => audits[ref.id])
      .filter((a) => a?.scoreDisplayMode === 'binary' && a.score === 0)
      .map((a) => a.id),
  };
}

async function median(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url));
  runs.sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return runs[Math.floor(runs.length / 2)];
}

const ms = (value) => `${Math.round(value)} ms`;

try {
  start(process.execPath, [apiServer], {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    PGLITE_DIR: join(dataDir, 'pglite'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
    PUBLIC_ORIGIN: API,
    WEB_ORIGINS: WEB,
    LOG_LEVEL: 'warn',
  });
  start(join(webDir, 'node_modules', '.bin', 'next'), ['start', '-p', String(WEB_PORT), '-H', '127.0.0.1'], {
    API_ORIGIN: API,
    SITE_ORIGIN: WEB,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  const baseline = await serveBaseline();
  await waitForUrl(`${API}/healthz`);
  await waitForUrl(WEB);

  const courses = await (await fetch(`${API}/api/v3/course?limit=1`)).json();
  const slug = courses.data.items[0]?.slug;
  if (!slug) throw new Error('the api has no course to measure');
  const routes = ['/', '/al-quran-course', `/al-quran-course/${slug}`, '/login'];
  // Warm Next's data cache and the api's public cache, as a visited site has them.
  for (const route of routes) await fetch(`${WEB}${route}`);

  start(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${join(dataDir, 'chromium')}`,
      'about:blank',
    ],
    {},
    { quiet: true },
  );
  await waitForUrl(`http://127.0.0.1:${DEBUG_PORT}/json/version`);

  console.log(`Lighthouse ${RUNS}× per route (median), mobile preset, Chromium at ${CHROMIUM_PATH}\n`);
  const base = await median(`${BASE}/`);
  const rows = [];
  for (const route of routes) rows.push({ route, ...(await median(`${WEB}${route}`)) });
  baseline.close();

  const header = ['route', 'perf', 'a11y', 'LCP', 'LCP ÷ base', 'CLS', 'TBT', 'TBT − base', 'budget'];
  const lines = [
    [
      'bare static page (baseline)',
      base.performance,
      base.accessibility,
      ms(base.lcp),
      '1.00',
      base.cls.toFixed(3),
      ms(base.tbt),
      '0 ms',
      '',
    ],
    ...rows.map((r) => {
      const ok =
        r.performance >= budget.performance && r.accessibility >= budget.accessibility && r.cls <= budget.cls;
      return [
        r.route,
        r.performance,
        r.accessibility,
        ms(r.lcp),
        (r.lcp / base.lcp).toFixed(2),
        r.cls.toFixed(3),
        ms(r.tbt),
        ms(r.tbt - base.tbt),
        ok ? 'ok' : `MISSED${r.failedA11y.length ? ` (${r.failedA11y.join(', ')})` : ''}`,
      ];
    }),
  ].map((cells) => cells.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((cells) => cells[i].length)));
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(format(header));
  for (const cells of lines) console.log(format(cells));
  console.log(
    `\nbudget (DESIGN.md §5): performance ≥ ${budget.performance}, accessibility ${budget.accessibility}, CLS ≤ ${budget.cls}`,
  );
  const missed = lines.slice(1).filter((cells) => cells[8] !== 'ok').length;
  if (missed && STRICT) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
