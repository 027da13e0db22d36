// `pnpm bench:soak` (after `pnpm build`): held load (issue 18). A mix of learners' journeys at a fixed
// arrival rate — an open model: each journey starts on a timer whether or not the earlier ones have
// finished, so a slow server meets a growing queue instead of a politely waiting client — against two
// api processes on one PostgreSQL database (a database of its own, made for the run and dropped after),
// journeys spread round robin over the two. Per second, × SOAK_RATE (1):
//   - 10 visitors browse the catalogue: the course list, a course, one of its batches;
//   - 3 learners sign in with their password and read their dashboard (booking status, upcoming classes);
//   - 2 visitors check the promo RAMADAN20 against a batch;
//   - 1 learner buys an on-demand batch through the sandbox wallet, then reads their booking status;
//   - 1 learner quick-saves answers of a running exam (the batch's exams, the exam, the save).
// Every step is timed on its own (count, achieved rate, p50, p99, errors: an unexpected status, a
// network error, a timeout of 10 s). The learners are made before the measured window; each api's
// resident memory (VmRSS) is read every second after a warm-up: its growth from the window's first
// seconds to its last. Targets: no errors, RSS growth < 15 %.
// Loopback only; the run is bounded in time and stops by itself (the servers are stopped and the
// database dropped on SIGINT too). SOAK_SECONDS (120), SOAK_RATE (1), SOAK_WARMUP_SECONDS (10).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForUrl } from '@tilawat/testing/servers';
import pg from 'pg';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench:soak needs DATABASE_URL naming a PostgreSQL server (postgres://user:password@host/db)',
  );
  process.exit(1);
}

/** A positive number from the environment, or the default; anything else stops the run before it starts. */
function setting(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, not ${process.env[name]}`);
    process.exit(1);
  }
  return value;
}

const seconds = setting('SOAK_SECONDS', 120);
const scale = setting('SOAK_RATE', 1);
const warmupSeconds = setting('SOAK_WARMUP_SECONDS', 10);
const TIMEOUT_MS = 10_000;
const GROWTH_TARGET = 15;
const PASSWORD = 'Tilawat@2026';
const REDIRECT = 'http://localhost:3000/checkout/result';
// Enrolled with FREE100 (100 uses in all); each one's attempt at the first exam lasts 20 minutes and
// three are allowed, so a run can last an hour.
const EXAM_TAKERS = 40;
const here = new URL('.', import.meta.url).pathname;
const origins = ['http://127.0.0.1:4911', 'http://127.0.0.1:4912'];
/** Journeys started per second at SOAK_RATE 1. */
const RATES = { visitor: 10, 'sign-in': 3, promo: 2, purchase: 1, exam: 1 };
const rateOf = (journey) => RATES[journey] * scale;

// The servers get the database of this run only.
const { DATABASE_URL: _server, ...inherited } = process.env;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A bound to race a wait against, which does not keep the process alive once the wait is over. */
const bound = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function start(port, databaseUrl) {
  return spawn(process.execPath, [join(here, '../dist/server.js')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Each learner's requests carry their own X-Forwarded-For, as different phones have different
      // addresses: the per-address limits (one-time codes, sign-ins, promo checks) count them apart.
      TRUST_PROXY: 'loopback',
      // The database path, not the public answer cache.
      PUBLIC_CACHE_SECONDS: '0',
      // The pools' tokens are made before the window and must last through it (setting them up takes
      // minutes for a long run); refreshing them is not what is measured.
      ACCESS_TOKEN_TTL_SECONDS: String(Math.ceil(warmupSeconds + seconds) + 3600),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function started(child, origin) {
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the api on ${origin} exited (${code}) before it answered`)),
    ),
  );
  await Promise.race([waitForUrl(`${origin}/healthz`, 120_000), exited]);
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, bound(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

// RSS is read every second of the window: a read lands now and then on a spike of a few seconds (a
// burst of garbage before a collection), so the start and the end are the medians of the first and
// the last RSS_SPAN reads.
const RSS_SPAN = 5;

function rssMegabytes(server) {
  if (server.exitCode !== null || server.signalCode !== null) {
    throw new Error(`an api process exited during the run (${server.exitCode ?? server.signalCode})`);
  }
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
}

// ------------------------------------------------------------------ requests and what is counted

/** A step's counts over the measured window. */
function row(journey, step, rate) {
  return { journey, step, rate, durations: [], errors: 0, network: 0, timeouts: 0 };
}

/** The first few failures, to say what went wrong under the table. */
const samples = [];
function sample(text) {
  if (samples.length < 8) samples.push(text);
}

/** A failed step: the journey stops there (a person would not go on either). */
class StepFailed extends Error {}

/**
 * One request, timed: answers the status, the `location` and the body (parsed when JSON). A status
 * other than `expect` (any 2xx unless told), a network error or a timeout is counted on `counts` (the
 * step's row in the window; none in the warm-up and the set-up) and throws StepFailed.
 */
async function call(origin, who, counts, path, { method = 'GET', json, form, expect } = {}) {
  const headers = { 'x-forwarded-for': who.address };
  if (who.token) headers.accesstoken = who.token;
  if (json) headers['content-type'] = 'application/json';
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const began = performance.now();
  let status;
  let location;
  let text;
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: json ? JSON.stringify(json) : form,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    location = response.headers.get('location');
    text = await response.text();
  } catch (error) {
    const timedOut = error.name === 'TimeoutError';
    if (counts) counts[timedOut ? 'timeouts' : 'network'] += 1;
    sample(`${method} ${origin}${path}: ${timedOut ? 'timed out' : (error.cause?.code ?? error.message)}`);
    throw new StepFailed(`${method} ${path}: ${error.message}`);
  }
  counts?.durations.push(performance.now() - began);
  const expected = expect === undefined ? status >= 200 && status < 300 : status === expect;
  if (!expected) {
    if (counts) counts.errors += 1;
    sample(`${method} ${origin}${path}: ${status} ${text.slice(0, 200)}`);
    throw new StepFailed(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
  }
  const isJson = text.startsWith('{') || text.startsWith('[');
  return { status, location, body: isJson ? JSON.parse(text) : text };
}

/**
 * A journey's client on one api process for one person (`who`: their address and token): each
 * method names the step it times.
 */
function client(origin, who, counts = () => undefined) {
  return {
    get: async (step, path) => (await call(origin, who, counts(step), path)).body,
    post: async (step, path, json) =>
      (await call(origin, who, counts(step), path, { method: 'POST', json })).body,
    raw: (step, path, options) => call(origin, who, counts(step), path, options),
    as: (other) => client(origin, other, counts),
  };
}

// ------------------------------------------------------------------ the journeys

/** Learner i's address (10.1.0.1 on): one-time codes are capped at 20 an hour per address. */
const learnerAddress = (i) => `10.${1 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;
/** Visitors come from 10.200.0.0/16: promo checks are limited to 20 a minute per address. */
const visitorAddress = (n) => `10.200.${(n >> 8) & 255}.${n & 255}`;

/** Pays for a batch at full price through the sandbox wallet, as `payAtSandbox` of test/purchases.ts does. */
async function buy(learner, batch) {
  const bought = await learner.post('POST /api/v3/transaction', '/api/v3/transaction', {
    schedule: batch.id,
    amount: batch.price.amount,
    method: 'bkash',
    redirect: REDIRECT,
  });
  const page = new URL(bought.data.redirect_url).pathname;
  await learner.raw('GET sandbox page', page);
  const chosen = await learner.raw('POST sandbox page (success)', page, {
    method: 'POST',
    form: 'outcome=success',
    expect: 303,
  });
  const back = await learner.raw('GET payment callback', chosen.location, { expect: 303 });
  if (!back.location.includes('status=COMPLETED')) throw new StepFailed(`not completed: ${back.location}`);
}

/** Answers to the first `count` questions: a choice question's first option, a written answer. */
function answers(questions, count) {
  return questions
    .slice(0, count)
    .map((question) =>
      question.kind === 'short-text'
        ? { question: question.id, text: 'ইখফা' }
        : { question: question.id, option_ids: [question.options[0].id] },
    );
}

/**
 * The journeys and their steps (in the table's order), each at its rate (RATES × SOAK_RATE);
 * `run(api, n)` is the n-th journey of its kind, `api` the client of the api process it was sent to.
 */
function journeys({ catalogue, signers, buyers, takers }) {
  return [
    {
      name: 'visitor',
      steps: ['GET /api/v3/course?limit=20', 'GET /api/v2/course/{id}', 'GET /api/v3/batch/{id}'],
      async run(api, n) {
        const visitor = api.as({ address: visitorAddress(n) });
        const list = await visitor.get('GET /api/v3/course?limit=20', '/api/v3/course?limit=20');
        const course = list.data.items[n % list.data.items.length];
        const detail = await visitor.get('GET /api/v2/course/{id}', `/api/v2/course/${course.id}`);
        const batch = detail.batches[n % detail.batches.length];
        await visitor.get('GET /api/v3/batch/{id}', `/api/v3/batch/${batch.id}`);
      },
    },
    {
      name: 'sign-in',
      steps: [
        'POST /api/v3/user/login',
        'GET /api/v3/course/booking-status',
        'GET /api/v3/overview/upcoming-classes',
      ],
      async run(api, n) {
        const learner = signers[n % signers.length];
        const signedIn = await api
          .as({ address: learner.address })
          .post('POST /api/v3/user/login', '/api/v3/user/login', {
            phone: learner.phone,
            password: PASSWORD,
          });
        const dashboard = api.as({ address: learner.address, token: signedIn.data.accessToken });
        await dashboard.get('GET /api/v3/course/booking-status', '/api/v3/course/booking-status');
        await dashboard.get('GET /api/v3/overview/upcoming-classes', '/api/v3/overview/upcoming-classes');
      },
    },
    {
      name: 'promo',
      steps: ['POST /api/v3/promo/validity'],
      async run(api, n) {
        const batch = catalogue.all[n % catalogue.all.length];
        await api
          .as({ address: visitorAddress(n) })
          .post('POST /api/v3/promo/validity', '/api/v3/promo/validity', {
            course: batch.course_id,
            schedule: batch.id,
            promo_code: 'RAMADAN20',
            currency: 'tk',
          });
      },
    },
    {
      name: 'purchase',
      steps: [
        'POST /api/v3/transaction',
        'GET sandbox page',
        'POST sandbox page (success)',
        'GET payment callback',
        'GET /api/v3/course/booking-status',
      ],
      async run(api, n) {
        // The n-th purchase is buyer n mod B's (n div B)-th on-demand batch: never one they hold.
        const buyer = buyers[n % buyers.length];
        const batch = catalogue.onDemand[Math.floor(n / buyers.length) % catalogue.onDemand.length];
        const learner = api.as(buyer);
        await buy(learner, batch);
        await learner.get('GET /api/v3/course/booking-status', '/api/v3/course/booking-status');
      },
    },
    {
      name: 'exam',
      steps: [
        'GET /api/v3/exam?batch=',
        'GET /api/v3/exam/revised/{id}',
        'POST /api/v3/submission/revised (quick-save)',
      ],
      async run(api, n) {
        const taker = takers[n % takers.length];
        const learner = api.as(taker);
        const exams = await learner.get('GET /api/v3/exam?batch=', `/api/v3/exam?batch=${taker.batchId}`);
        // The batch's first exam is open to every enrolled learner; opening it again resumes the attempt.
        const exam = await learner.get(
          'GET /api/v3/exam/revised/{id}',
          `/api/v3/exam/revised/${exams.data[0].id}`,
        );
        const { questions } = exam.data;
        await learner.post('POST /api/v3/submission/revised (quick-save)', '/api/v3/submission/revised', {
          exam: exam.data.id,
          answers: answers(questions, 1 + (Math.floor(n / takers.length) % questions.length)),
          final: false,
        });
      },
    },
  ].map((journey) => ({ ...journey, rate: rateOf(journey.name) }));
}

// ------------------------------------------------------------------ the learners, made beforehand

/** A verified learner: registered, their code read from the dev outbox, verified (which signs them in). */
async function verifiedLearner(origin, i, phone) {
  const who = { address: learnerAddress(i) };
  const api = client(origin, who);
  const registered = await api.post(null, '/api/v2/user/register', {
    phone,
    name: 'সোক পরীক্ষার শিক্ষার্থী',
    password: PASSWORD,
  });
  const outbox = await api.get(null, `/dev/outbox?recipient=%2B88${phone}&limit=1`);
  const otp = /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')?.[1];
  const signedIn = await api.post(null, '/api/v3/user/verify-otp', {
    phone,
    otp,
    registration_token: registered.registration_token,
  });
  return { ...who, phone, token: signedIn.data.accessToken };
}

/** Runs `task(i)` for i < count, `width` at a time. */
async function inParallel(count, width, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}

/**
 * The pools, sized from the duration and the rates: sign-ins are limited to 5 per identity in 15
 * minutes, so each signer signs in at most 4 times in any 15 minutes (round robin over the pool);
 * each buyer buys each on-demand batch once; the exam-takers are enrolled with FREE100.
 */
async function makeLearners(catalogue) {
  const held = warmupSeconds + seconds;
  const sizes = {
    signers: Math.ceil((rateOf('sign-in') * Math.min(held, 900)) / 4) + 1,
    buyers: Math.ceil((rateOf('purchase') * held) / catalogue.onDemand.length) + 1,
    takers: EXAM_TAKERS,
  };
  const total = sizes.signers + sizes.buyers + sizes.takers;
  // Phones unique to this run: 0171 and 7 digits from the clock.
  const first = Date.now() % 10_000_000;
  const began = Date.now();
  const learners = await inParallel(total, 8, async (i) => {
    const origin = origins[i % origins.length];
    const learner = await verifiedLearner(
      origin,
      i,
      `0171${String((first + i) % 10_000_000).padStart(7, '0')}`,
    );
    const api = client(origin, learner);
    const batch = catalogue.onDemand[i % catalogue.onDemand.length];
    if (i < sizes.signers) {
      // A signer's dashboard shows an enrollment, as a learner's does.
      await buy(api, batch);
    } else if (i >= sizes.signers + sizes.buyers) {
      await api.post(null, '/api/v3/transaction', {
        schedule: batch.id,
        amount: 0,
        method: 'bkash',
        redirect: REDIRECT,
        promo_code: 'FREE100',
      });
      return { ...learner, batchId: batch.id };
    }
    return learner;
  });
  console.log(
    `made ${total} verified learners (${sizes.signers} signing in, ${sizes.buyers} buying, ${sizes.takers} taking exams) in ${Math.round((Date.now() - began) / 1000)} s`,
  );
  return {
    signers: learners.slice(0, sizes.signers),
    buyers: learners.slice(sizes.signers, sizes.signers + sizes.buyers),
    takers: learners.slice(sizes.signers + sizes.buyers),
  };
}

// ------------------------------------------------------------------ the held load

let interrupted = false;

/**
 * Starts every journey on its timer for the warm-up and the window (only the window's are counted),
 * reads each api's RSS every second of the window, then waits for the journeys still running.
 */
async function hold(list, servers) {
  const rows = new Map();
  for (const journey of list) {
    for (const step of journey.steps)
      rows.set(`${journey.name} › ${step}`, row(journey.name, step, journey.rate));
  }
  const running = new Set();
  const launched = list.map(() => 0);
  let sent = 0;
  const reads = servers.map(() => []);
  let broken = 0;
  const began = performance.now();
  const windowAt = warmupSeconds * 1000;
  const endAt = windowAt + seconds * 1000;
  let nextRead = windowAt;
  while (!interrupted) {
    const elapsed = performance.now() - began;
    if (elapsed >= nextRead) {
      for (const [i, server] of servers.entries()) reads[i].push(rssMegabytes(server));
      nextRead += 1000;
    }
    if (elapsed >= endAt) break;
    const counting = elapsed >= windowAt;
    list.forEach((journey, j) => {
      // Every journey due by now starts now, however many earlier ones are still running.
      for (const due = Math.floor((elapsed / 1000) * journey.rate); launched[j] < due; launched[j] += 1) {
        const counts = (step) => (counting ? rows.get(`${journey.name} › ${step}`) : undefined);
        const api = client(origins[sent++ % origins.length], {}, counts);
        const run = journey.run(api, launched[j]).catch((error) => {
          if (error instanceof StepFailed) return;
          // An answer the journey could not read (a missing field): counted, since nothing was measured after it.
          if (counting) broken += 1;
          sample(`${journey.name}: ${error.stack}`);
        });
        running.add(run);
        run.finally(() => running.delete(run));
      }
    });
    await sleep(5);
  }
  const rss = reads.map((values) => ({
    start: median(values.slice(0, RSS_SPAN)),
    end: median(values.slice(-RSS_SPAN)),
    peak: Math.max(...values),
  }));
  // Each request times out by itself; the longest journey has five.
  await Promise.race([Promise.allSettled(running), bound(6 * TIMEOUT_MS)]);
  return { rows: [...rows.values()], rss, broken, unfinished: running.size };
}

function median(values) {
  return percentile(
    values.toSorted((a, b) => a - b),
    0.5,
  );
}

function percentile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : Number.NaN;
}

function report({ rows, rss, broken, unfinished }) {
  console.log(
    `\nTilawat api held load on PostgreSQL — two api processes, one database; ${seconds} s after ${warmupSeconds} s of warm-up, rates × ${scale} (open model: journeys start on a timer)\n`,
  );
  console.log('| journey › step | target /s | achieved /s | p50 ms | p99 ms | errors | network | timeouts |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  let failures = broken;
  for (const r of rows) {
    const sorted = r.durations.toSorted((a, b) => a - b);
    const count = sorted.length + r.network + r.timeouts;
    failures += r.errors + r.network + r.timeouts;
    console.log(
      `| ${r.journey} › ${r.step} | ${r.rate} | ${(count / seconds).toFixed(2)} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ${r.errors} | ${r.network} | ${r.timeouts} |`,
    );
  }
  console.log('\n| api process | RSS start MB | RSS end MB | growth | peak MB |');
  console.log('|---|---:|---:|---:|---:|');
  const growths = origins.map((origin, i) => {
    const { start, end, peak } = rss[i];
    const growth = ((end - start) / start) * 100;
    console.log(
      `| ${origin} | ${start.toFixed(1)} | ${end.toFixed(1)} | ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % | ${peak.toFixed(1)} |`,
    );
    return growth;
  });
  if (broken) console.log(`\n${broken} journeys broke off on an answer they could not read`);
  if (unfinished)
    console.log(`\n${unfinished} journeys were still running ${(6 * TIMEOUT_MS) / 1000} s after the window`);
  if (samples.length) console.log(`\nfirst failures:\n${samples.map((s) => `- ${s}`).join('\n')}`);
  const grown = Math.max(...growths);
  const passed = failures === 0 && unfinished === 0 && grown < GROWTH_TARGET;
  console.log(
    `\nverdict: ${passed ? 'PASS' : 'FAIL'} — ${failures} failed requests or journeys, RSS growth at most ${grown.toFixed(1)} % (targets: 0 errors, growth < ${GROWTH_TARGET} %)`,
  );
  return passed;
}

// ------------------------------------------------------------------ the run

// Undone in reverse order, once: by the run's end or by a signal, whichever comes first.
const cleanups = [];
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      await cleanups
        .pop()()
        .catch((error) => console.error(`clean-up: ${error.message}`));
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping the database`);
    interrupted = true;
    cleanUp().finally(() => process.exit(130));
  });
}

const name = `tilawat_soak_${process.pid}`;
try {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  cleanups.push(() => admin.end());
  await admin.query(`create database ${name}`);
  cleanups.push(() => admin.query(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  // The first process migrates and seeds; the second starts on the database it left.
  const servers = [];
  for (const origin of origins) {
    const server = start(Number(new URL(origin).port), url.toString());
    cleanups.push(() => stop(server));
    await started(server, origin);
    servers.push(server);
  }

  const batches = (
    await client(origins[0], { address: '10.200.255.255' }).get(null, '/api/v3/batch?limit=50')
  ).data.items;
  const catalogue = {
    all: batches,
    // Unlimited seats: a held load of purchases would fill a live batch's 20–40.
    onDemand: batches.filter((batch) => batch.seats_total === null && batch.enrollment_open),
  };
  const pools = await makeLearners(catalogue);
  const result = await hold(journeys({ catalogue, ...pools }), servers);
  if (!interrupted && !report(result)) process.exitCode = 1;
} catch (error) {
  console.error(`bench:soak: ${error.stack}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
