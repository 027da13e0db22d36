// `pnpm bench:web` (turbo builds the api and the web first): Lighthouse's mobile preset (Moto G
// Power-class device, simulated slow 4G, 4× CPU slowdown) against the production build, in Debian's
// Chromium, offline:
//   - the public routes — /, /al-quran-course, a course page, /login, /shop and a product;
//   - a signed-in learner's own pages — /dashboard, an enrolled batch, a recording, an exam, a recitation
//     practice, /basket, /orders and /wallet — with the session cookies a sign-in leaves (the browser's
//     cache is cleared before each run, the cookies kept).
//
// Issue 38's budgets (docs/decisions/0016-budgets.md), each against the framework's floor measured in the same run: the least
// Next.js App Router page (`bench/floor/`: the same Next and React as the site, the bare page's heading,
// paragraph and font, no code of its own), built and served by this script — what any page of the site
// pays before its first line of code:
//   - public routes: LCP ≤ 1.15× the floor's, TBT ≤ the floor's + 150 ms, CLS ≤ 0.02, performance ≥ the
//     floor's − 3, JS ≤ the floor's + 20 kB, CSS ≤ 12 kB;
//   - the learner's pages: LCP ≤ 1.3× the floor's, TBT ≤ the floor's + 300 ms, CLS ≤ 0.02;
//   - accessibility 100 everywhere.
// JS and CSS are the gzip bytes on the wire (bodies, without headers) of every script and stylesheet the
// page loaded while Lighthouse watched it (the run's network log: the first load and whatever the page
// fetched after it), for the page and the floor alike; CSS also counts what is inlined in the document
// (`<style>`, gzip). A bare static page (the same Bengali font, one heading, no JavaScript) served
// from this process is measured too, as a reference. For each route the LCP element and the four phases
// of its LCP (time to first byte, load delay, load time, render delay) are printed, to tell what a
// change moved. Each route is measured RUNS times (default 3) and the median run (by LCP) is reported
// and judged. Loopback only; nothing is fetched from outside. BENCH_STRICT=1 exits 1 when a route misses
// a budget; BENCH_ROUTES=public or =learner measures one group.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@tilawat/testing/chromium';
import { waitForUrl } from '@tilawat/testing/servers';
import lighthouse from 'lighthouse';

const require = createRequire(import.meta.url);
// Lighthouse's own copy of Lantern (the simulation behind the mobile preset): its last simulations' node
// timings, read for BENCH_EXPLAIN=1.
const Lantern = await import(
  join(dirname(require.resolve('lighthouse/package.json')), 'core', 'lib', 'lantern', 'lantern.js')
);

const RUNS = Number(process.env.RUNS ?? 3);
const STRICT = process.env.BENCH_STRICT === '1';
const API_PORT = 4170;
const WEB_PORT = 3170;
const BASE_PORT = 3171;
const FLOOR_PORT = 3172;
const DEBUG_PORT = 9333;
const API = `http://127.0.0.1:${API_PORT}`;
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const BASE = `http://127.0.0.1:${BASE_PORT}`;
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
const webDir = new URL('..', import.meta.url).pathname;
const apiServer = join(webDir, '..', 'api', 'dist', 'server.js');
const floorDir = join(webDir, 'bench', 'floor');
const nextBin = join(webDir, 'node_modules', '.bin', 'next');
/** Issue 38's budgets (docs/decisions/0016-budgets.md): ratios and differences are to the floor's figures of the same run. */
const budgets = {
  public: { lcpRatio: 1.15, tbtOver: 150, cls: 0.02, performanceUnder: 3, jsOverKb: 20, cssKb: 12 },
  learner: { lcpRatio: 1.3, tbtOver: 300, cls: 0.02 },
  accessibility: 100,
};
const ONLY = process.env.BENCH_ROUTES;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'tilawat-bench-web-'));

function start(command, args, env, { quiet = false, cwd = webDir } = {}) {
  const child = spawn(command, args, {
    cwd,
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
  // The site's own body font: the subset `generate` makes (scripts/subset-fonts.mjs).
  const font = readFileSync(join(webDir, 'src', 'generated', 'fonts', 'noto-sans-bengali-400.woff2'));
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

/** Builds the floor page (`bench/floor/`) with the site's Next; a few seconds, before anything is measured. */
function buildFloor() {
  return new Promise((resolve, reject) => {
    const child = spawn(nextBin, ['build'], {
      cwd: floorDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the floor page's build exited ${code}`)),
    );
  });
}

/** The LCP element (its label) and the four phases of its LCP, from Lighthouse's LCP element audit. */
function lcpBreakdown(audit) {
  const tables = audit?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((tables[1]?.items ?? []).map((row) => [row.phase, row.timing]));
  if (!node) {
    // Lighthouse leaves the audit without details on some runs (no LCP element in its trace events).
    return {
      element: '(not reported)',
      selector: '',
      ttfb: Number.NaN,
      loadDelay: Number.NaN,
      loadTime: Number.NaN,
      renderDelay: Number.NaN,
    };
  }
  return {
    element: `${node.nodeLabel ?? node.selector ?? ''}`.replace(/\s+/g, ' ').slice(0, 48),
    selector: node.selector ?? '',
    ttfb: phases.TTFB ?? 0,
    loadDelay: phases['Load Delay'] ?? 0,
    loadTime: phases['Load Time'] ?? 0,
    renderDelay: phases['Render Delay'] ?? 0,
  };
}

/**
 * The gzip bytes on the wire of the scripts, stylesheets and fonts a run loaded (their bodies, without the
 * HTTP headers, so that splitting a file in two does not count its headers), from the run's DevTools
 * network log: everything the page fetched while Lighthouse watched it, the first load and whatever came
 * after it.
 */
function bytesByType(devtoolsLog) {
  const requests = new Map();
  const entry = (id) => {
    if (!requests.has(id)) requests.set(id, { type: '', headers: 0, total: 0, chunks: 0 });
    return requests.get(id);
  };
  for (const { method, params } of devtoolsLog ?? []) {
    if (method === 'Network.responseReceived') {
      const r = entry(params.requestId);
      r.type = params.type;
      r.headers = params.response.encodedDataLength ?? 0;
    } else if (method === 'Network.dataReceived') {
      entry(params.requestId).chunks += params.encodedDataLength ?? 0;
    } else if (method === 'Network.loadingFinished') {
      entry(params.requestId).total = params.encodedDataLength ?? 0;
    }
  }
  const sums = { Script: 0, Stylesheet: 0, Font: 0 };
  for (const r of requests.values()) {
    if (!(r.type in sums)) continue;
    sums[r.type] += r.total > r.headers ? r.total - r.headers : r.chunks;
  }
  return { js: sums.Script, css: sums.Stylesheet, fonts: sums.Font };
}

/**
 * The gzip bytes of the CSS written into the document itself (`<style>`, inlined by the framework or by
 * hand), which no stylesheet request carries: counted with the stylesheets, so that inlining a sheet does
 * not hide it from the CSS budget.
 */
function inlineCssBytes(stylesheets) {
  return (stylesheets ?? [])
    .filter((sheet) => sheet.header.isInline && sheet.content)
    .reduce((sum, sheet) => sum + gzipSync(sheet.content).length, 0);
}

/** A run's JS, CSS (files and inline) and font bytes. */
function bytes(artifacts) {
  const wire = bytesByType(artifacts.DevtoolsLog);
  return { ...wire, css: wire.css + inlineCssBytes(artifacts.Stylesheets) };
}

/**
 * What Lantern put on the LCP's path in the run just simulated (BENCH_EXPLAIN=1): the requests and the
 * main-thread tasks of its pessimistic LCP graph, with their simulated times. Lantern's LCP is the mean of
 * its optimistic and pessimistic graphs' ends; a request or a task leaves the path only when it ended (a
 * request) or began (a task, a script's evaluation) after the observed LCP of the unthrottled load.
 */
function lcpPath() {
  const graphs = {};
  for (const kind of ['optimistic', 'pessimistic']) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(`${kind}LargestContentfulPaint`);
    if (!timings) return undefined;
    const items = [];
    for (const [node, t] of timings) {
      if (node.type === 'network') {
        const url = new URL(node.request.url);
        items.push({
          what: `${node.request.resourceType ?? 'Other'} ${url.pathname.split('/').pop() || url.pathname}`,
          kb: (node.request.transferSize ?? 0) / 1000,
          start: t.startTime,
          end: t.endTime,
        });
      } else {
        const names = new Set(node.childEvents.map((e) => e.name));
        const scripts = node.getEvaluateScriptURLs();
        const parts = [
          scripts.size ? `eval ${[...scripts].map((u) => u.split('/').pop()).join(' ')}` : '',
          names.has('ParseHTML') ? 'parse' : '',
          names.has('Layout') ? 'layout' : '',
          names.has('Paint') ? 'paint' : '',
        ].filter(Boolean);
        items.push({
          what: `task ${parts.join(', ') || node.event.name}`,
          kb: 0,
          start: t.startTime,
          end: t.endTime,
        });
      }
    }
    graphs[kind] = { end: Math.max(...items.map((i) => i.end)), items };
  }
  return graphs;
}

/**
 * One Lighthouse run. `session` (a learner's pages): the browser cache is emptied first and the
 * origin's storage kept, so the run is a first visit of a signed-in learner (Lighthouse's own reset
 * would clear the session cookies with the cache).
 */
async function audit(url, session) {
  if (session) await session.prepare();
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: Boolean(session),
    // a first visit: Lighthouse's reset keeps localStorage by default, so each route would see what the
    // routes before it stored (the semibold's note, src/lib/semibold.ts) without the files it notes
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    path: EXPLAIN ? lcpPath() : undefined,
    // the main-thread tasks over 50 ms that TBT counts (simulated), with the script each is charged to
    longTasks: EXPLAIN ? (audits['long-tasks']?.details?.items ?? []) : undefined,
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    ...bytes(result.artifacts),
    ...lcpBreakdown(audits['largest-contentful-paint-element']),
    // The final URL: a learner page that sent the browser to /login was not measured signed in.
    finalUrl: result.lhr.finalDisplayedUrl,
    // The accessibility audits that failed (binary audits scored 0).
    failedA11y: categories.accessibility.auditRefs
      .map((ref) => audits[ref.id])
      .filter((a) => a?.scoreDisplayMode === 'binary' && a.score === 0)
      .map((a) => a.id),
  };
}

async function median(url, session) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, session));
  runs.sort((a, b) => a.lcp - b.lcp);
  return runs[Math.floor(runs.length / 2)];
}

/** One call of the api as the web makes it; a refusal stops the bench with the api's answer. */
async function call(method, path, body, token) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * A verified learner enrolled (free promo) in a live batch, made through the api as the web's sign-up
 * does, with something on each of their pages: the demo admin (the seed's, outside production) assigns
 * the batch a recitation practice, the learner puts a book in the basket and buys a gift card (an order
 * waiting for payment).
 */
async function learnerPages() {
  const phone = `0171${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const registered = await call('POST', '/api/v2/user/register', {
    phone,
    name: 'বেঞ্চমার্ক শিক্ষার্থী',
    password: 'Tilawat@2026',
  });
  const outbox = await call('GET', `/dev/outbox?recipient=%2B88${phone}&limit=1`);
  const otp = /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')?.[1];
  // as the sign-up's browser does: its registration token keeps the name chosen (issue 35)
  const signedIn = (
    await call('POST', '/api/v3/user/verify-otp', {
      phone,
      otp,
      registration_token: registered.registration_token,
    })
  ).data;
  if (!JSON.parse(Buffer.from(signedIn.accessToken.split('.')[1], 'base64url').toString()).name) {
    throw new Error('the learner signed in without the name they registered with');
  }
  const token = signedIn.accessToken;
  const batches = (await call('GET', '/api/v3/batch?mode=live&limit=50')).data.items;
  const batch = batches.find((b) => b.enrollment_open && b.seats_left > 0);
  if (!batch) throw new Error('the demo data has no live batch with a seat to enroll the learner in');
  const redirect = `${WEB}/checkout/result`;
  await call(
    'POST',
    '/api/v3/transaction',
    { schedule: batch.id, amount: 0, method: 'bkash', redirect, promo_code: 'FREE100' },
    token,
  );
  const detail = (await call('GET', `/api/v3/batch/${batch.id}`, undefined, token)).data;
  let recordingId;
  for (const module of detail.modules) {
    const page = (await call('GET', `/api/v3/recording/module?module=${module.id}&limit=1`, undefined, token))
      .data;
    recordingId = page.items[0]?.id;
    if (recordingId) break;
  }
  const exams = (await call('GET', `/api/v3/exam?batch=${batch.id}`, undefined, token)).data;
  const examId = (exams.items ?? exams)[0]?.id;
  if (!recordingId || !examId) throw new Error(`batch ${batch.id} has no recording or no exam to measure`);

  // The demo admin (apps/api/src/modules/accounts/operators.ts) assigns the batch Al-Fatiha 1–7.
  const admin = (
    await call('POST', '/api/v3/user/login', { phone: '01900000001', password: 'tilawat-admin-demo' })
  ).data;
  await call(
    'POST',
    `/api/v3/admin/batches/${batch.id}/practice-assignments`,
    { surah: 1, ayah_from: 1, ayah_to: 7, focus: 'গুন্নাহ ও মাদ খেয়াল করুন।' },
    admin.accessToken,
  );
  const practiceId = (await call('GET', '/api/v3/practice?limit=1', undefined, token)).data.items[0]?.id;
  if (!practiceId) throw new Error(`the practice assigned to batch ${batch.id} is not the learner's`);

  // A printed book in the basket, and a gift card bought now (digital: no delivery details).
  const cards = (await call('GET', '/api/v2/public/card?limit=50')).items;
  const book = cards.find((c) => c.kind === 'book' && c.price.currency === 'tk' && c.stock !== 0);
  const gift = cards.find((c) => c.kind === 'gift-card');
  if (!book || !gift) throw new Error('the demo shop has no book or no gift card to buy');
  await call('POST', '/api/v2/busket/my-busket', { card: book.id, action: 'add', quantity: 1 }, token);
  await call('POST', '/api/v2/order', { action: 'buy-now', card: gift.id, quantity: 1 }, token);

  return {
    routes: [
      '/dashboard',
      `/dashboard/batch/${batch.id}`,
      // As the batch page links it: the batch names the enrollment the recording is watched under.
      `/recording/${recordingId}?batch=${batch.id}`,
      `/exam/${examId}`,
      `/practice/${practiceId}`,
      '/basket',
      '/orders',
      '/wallet',
    ],
    cookies: [
      { name: 'accessToken', value: token },
      { name: 'refreshToken', value: signedIn.refreshToken },
    ],
  };
}

/**
 * Sets a learner's session cookies in the measuring browser and, before each run, empties its cache and
 * removes the site's service worker and Cache Storage (Lighthouse's own storage reset would take the
 * cookies too).
 */
async function learnerSession(cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    async prepare() {
      await cdp.send('Network.clearBrowserCache');
      // a first visit: no service worker of an earlier run (issue 39's keeps pages and build files), no
      // Cache Storage, no localStorage; the session's cookies stay
      await cdp.send('Storage.clearDataForOrigin', {
        origin: WEB,
        storageTypes: 'service_workers,cache_storage,local_storage',
      });
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: WEB })));
    },
    close: () => browser.close(),
  };
}

const ms = (value) => (Number.isNaN(value) ? '—' : `${Math.round(value).toLocaleString('en')} ms`);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * A route's budgets against the floor of the same run: each with its value, its limit and whether it is
 * met. `group` is `public` or `learner`.
 */
function judge(r, group, floor) {
  const b = budgets[group];
  const checks = [
    {
      name: 'LCP',
      value: `${ms(r.lcp)} (${(r.lcp / floor.lcp).toFixed(2)}×)`,
      limit: `≤ ${ms(b.lcpRatio * floor.lcp)} (${b.lcpRatio}× floor)`,
      ok: r.lcp <= b.lcpRatio * floor.lcp,
    },
    {
      name: 'TBT',
      value: `${ms(r.tbt)} (${r.tbt >= floor.tbt ? '+' : '−'}${ms(Math.abs(r.tbt - floor.tbt))})`,
      limit: `≤ ${ms(floor.tbt + b.tbtOver)} (floor + ${b.tbtOver} ms)`,
      ok: r.tbt <= floor.tbt + b.tbtOver,
    },
    { name: 'CLS', value: r.cls.toFixed(3), limit: `≤ ${b.cls}`, ok: r.cls <= b.cls },
  ];
  if (group === 'public') {
    checks.push(
      {
        name: 'performance',
        value: String(r.performance),
        limit: `≥ ${floor.performance - b.performanceUnder} (floor − ${b.performanceUnder})`,
        ok: r.performance >= floor.performance - b.performanceUnder,
      },
      {
        name: 'JS',
        value: `${kb(r.js)} (${r.js >= floor.js ? '+' : '−'}${kb(Math.abs(r.js - floor.js))})`,
        limit: `≤ ${kb(floor.js + b.jsOverKb * 1000)} (floor + ${b.jsOverKb} kB)`,
        ok: r.js <= floor.js + b.jsOverKb * 1000,
      },
      { name: 'CSS', value: kb(r.css), limit: `≤ ${b.cssKb} kB`, ok: r.css <= b.cssKb * 1000 },
    );
  }
  checks.push({
    name: 'accessibility',
    value: r.failedA11y.length ? `${r.accessibility} (${r.failedA11y.join(', ')})` : String(r.accessibility),
    limit: `${budgets.accessibility}`,
    ok: r.accessibility >= budgets.accessibility,
  });
  return checks;
}

function table(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const format = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(format(head));
  for (const cells of body) console.log(format(cells.map(String)));
}

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
  await buildFloor();
  start(
    nextBin,
    ['start', '-p', String(FLOOR_PORT), '-H', '127.0.0.1'],
    { NEXT_TELEMETRY_DISABLED: '1' },
    { cwd: floorDir },
  );
  // the site as production serves it (`pnpm start`): server.mjs, Next's scripts after the first paint
  start(process.execPath, ['server.mjs'], {
    PORT: String(WEB_PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    API_ORIGIN: API,
    SITE_ORIGIN: WEB,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  const baseline = await serveBaseline();
  await waitForUrl(`${API}/healthz`);
  await waitForUrl(WEB);
  await waitForUrl(FLOOR); // its first render: the floor is warm as the site's routes are below

  const courses = await (await fetch(`${API}/api/v3/course?limit=1`)).json();
  const slug = courses.data.items[0]?.slug;
  if (!slug) throw new Error('the api has no course to measure');
  const cards = await (await fetch(`${API}/api/v2/public/card?limit=1`)).json();
  const cardSlug = cards.items[0]?.slug;
  if (!cardSlug) throw new Error('the api has no shop card to measure');
  const routes = [
    '/',
    '/al-quran-course',
    `/al-quran-course/${slug}`,
    '/login',
    '/shop',
    `/shop/${cardSlug}`,
  ];
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

  console.log(`Lighthouse ${RUNS}× per route (median by LCP), mobile preset, Chromium at ${CHROMIUM_PATH}\n`);
  const base = await median(`${BASE}/`);
  const floor = await median(`${FLOOR}/`);
  const rows = [];
  if (ONLY !== 'learner') {
    for (const route of routes) rows.push({ route, group: 'public', ...(await median(`${WEB}${route}`)) });
  }
  if (ONLY !== 'public') {
    const learner = await learnerPages();
    // Warm the server as for the public routes (the learner's own reads are never cached).
    const cookie = learner.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    for (const route of learner.routes) await fetch(`${WEB}${route}`, { headers: { cookie } });
    const session = await learnerSession(learner.cookies);
    try {
      for (const route of learner.routes) {
        const row = await median(`${WEB}${route}`, session);
        const reached = new URL(row.finalUrl);
        if (reached.pathname + reached.search !== route) {
          throw new Error(`${route} ended at ${row.finalUrl}: not measured signed in`);
        }
        rows.push({ route: `${route} (signed in)`, group: 'learner', ...row });
      }
    } finally {
      await session.close();
    }
  }
  baseline.close();

  for (const r of rows) r.checks = judge(r, r.group, floor);
  const missed = (r) => r.checks.filter((c) => !c.ok).map((c) => c.name);

  /** A measured row against the floor; `verdict` words the budgets it misses. */
  const measuredRow = (route, r, verdict) => [
    route,
    r.performance,
    r.accessibility,
    ms(r.lcp),
    (r.lcp / floor.lcp).toFixed(2),
    ms(r.tbt),
    ms(r.tbt - floor.tbt),
    r.cls.toFixed(3),
    kb(r.js),
    kb(r.css),
    kb(r.fonts),
    verdict,
  ];
  table(
    [
      'route',
      'perf',
      'a11y',
      'LCP',
      'LCP ÷ floor',
      'TBT',
      'TBT − floor',
      'CLS',
      'JS',
      'CSS',
      'fonts',
      'budgets',
    ],
    [
      measuredRow('bare static page', base, ''),
      measuredRow('bare Next.js page (the floor)', floor, ''),
      ...rows.map((r) =>
        measuredRow(r.route, r, missed(r).length ? `MISSED (${missed(r).join(', ')})` : 'ok'),
      ),
    ],
  );

  console.log(
    `\nbudgets (issue 38, docs/decisions/0016-budgets.md) against the floor of this run: LCP ${ms(floor.lcp)}, TBT ${ms(floor.tbt)}, performance ${floor.performance}, JS ${kb(floor.js)}\n`,
  );
  table(
    ['route', 'budget', 'value', 'limit', 'result'],
    rows.flatMap((r) =>
      r.checks.map((c, i) => [i === 0 ? r.route : '', c.name, c.value, c.limit, c.ok ? 'pass' : 'FAIL']),
    ),
  );

  console.log('\nLCP element and phases (the median run)\n');
  table(
    ['route', 'LCP element', 'TTFB', 'load delay', 'load time', 'render delay'],
    [
      { route: 'bare static page', ...base },
      { route: 'bare Next.js page (the floor)', ...floor },
      ...rows,
    ].map((r) => [r.route, r.element, ms(r.ttfb), ms(r.loadDelay), ms(r.loadTime), ms(r.renderDelay)]),
  );
  if (EXPLAIN) {
    for (const r of [{ route: 'bare static page', ...base }, { route: 'the floor', ...floor }, ...rows]) {
      if (!r.path) continue;
      const { optimistic, pessimistic } = r.path;
      console.log(
        `\n${r.route}: Lantern's LCP path, optimistic ${ms(optimistic.end)}, pessimistic ${ms(pessimistic.end)} (simulated)`,
      );
      table(
        ['in', 'what', 'kB', 'start', 'end'],
        pessimistic.items.map((i) => [
          optimistic.items.some((o) => o.what === i.what && o.kb === i.kb) ? 'both' : 'pess.',
          i.what.slice(0, 70),
          i.kb ? i.kb.toFixed(1) : '',
          ms(i.start),
          ms(i.end),
        ]),
      );
      if (r.longTasks?.length) {
        console.log(`${r.route}: the long tasks (TBT ${ms(r.tbt)}, simulated)`);
        table(
          ['script', 'start', 'duration'],
          r.longTasks.map((t) => [
            String(t.url).split('/').pop()?.slice(0, 60),
            ms(t.startTime),
            ms(t.duration),
          ]),
        );
      }
    }
  }
  const failing = rows.filter((r) => missed(r).length);
  console.log(
    failing.length
      ? `\n${failing.length} of ${rows.length} routes miss a budget${STRICT ? ' (BENCH_STRICT=1: exit 1)' : ''}`
      : `\nevery route meets every budget (${rows.length} routes)`,
  );
  if (failing.length && STRICT) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
