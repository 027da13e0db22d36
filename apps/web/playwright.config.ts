import { execFileSync } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tilawat/testing/chromium';
import { MADE_ADMIN_PASSWORD, MADE_ADMINS } from './e2e/operators';
import { API, API_PORT, LOCAL_SERVICES, PUSH_PORT, SMS_PORT, WEB, WEB_PORT } from './e2e/servers';

/**
 * End-to-end tests in Debian's Chromium against the real api and web, started the way `pnpm start`
 * starts them (the built api with a fresh embedded PGlite and its Bengali seed, `next start`), on
 * their own ports so that a running `pnpm start` is not disturbed. Nothing downloads a browser.
 */

// The config is read by every worker too; only the main process starts the servers and uses this folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tilawat-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * The run's own stand-ins for the world outside (issue 40, e2e/local-services.mjs): the push service's TLS
 * certificate (made here with Debian's openssl; the api trusts it through NODE_EXTRA_CA_CERTS, as a server
 * behind a company's own CA would) and the site's VAPID keys (a P-256 pair). Made once per run, in its folder.
 */
const pushCert = join(dataDir, 'push-cert.pem');
const pushKey = join(dataDir, 'push-key.pem');
if (!existsSync(pushCert)) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      pushKey,
      '-out',
      pushCert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
}
const vapidFile = join(dataDir, 'vapid.json');
if (!existsSync(vapidFile)) {
  const pair = createECDH('prime256v1');
  pair.generateKeys();
  writeFileSync(
    vapidFile,
    JSON.stringify({
      publicKey: pair.getPublicKey('base64url'),
      privateKey: pair.getPrivateKey('base64url'),
    }),
  );
}
const vapid = JSON.parse(readFileSync(vapidFile, 'utf8')) as { publicKey: string; privateKey: string };
/**
 * The run's SMS quiet hours: one hour, twelve hours from now in Dhaka, so that the reminders' walk meets none
 * whenever the run happens (the api's own tests prove the default 22–08).
 */
const dhakaHour = (new Date().getUTCHours() + 6) % 24;
const quietHours = `${(dhakaHour + 12) % 24}-${(dhakaHour + 13) % 24}`;

// How long each server may take to answer. Alone, the api is up in about 7 s (migrations and the seed
// into a fresh PGlite) and `next start` in 2; but `pnpm test` starts this suite while turbo runs the
// api's and the kit's suites beside it on two cores, and a CI run once spent more than a minute before
// the servers answered: the run then ended without running a test.
const SERVER_START_MS = 300_000;

/**
 * The api's clock is the machine's moved by what this file holds (issue 41, e2e/clock.ts). Only the walks
 * of the `later` project move it, after every other walk has ended: a day's jump would expire the codes and
 * tokens of a walk running beside it.
 */
const CLOCK_FILE = join(dataDir, 'clock-offset');
process.env.E2E_CLOCK_FILE = CLOCK_FILE;
const LATER = ['**/hifz.e2e.ts'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  projects: [
    { name: 'walks', testIgnore: LATER },
    // the walks that move the api's clock, once every other walk is done
    { name: 'later', testMatch: LATER, dependencies: ['walks'] },
  ],
  outputDir: './test-results',
  // Two workers, each taking whole files (a file's tests run in order, sharing what its beforeAll made):
  // a file waiting out the one-code-a-minute rule, or a transcode, no longer holds up the others. The
  // files share one api and one database, so each makes its own learners (newPhone carries the worker's
  // slot), signs them in from their own addresses (signIn; the form only where it is the subject), and
  // never counts or changes what another file reads.
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  // On CI a failed test is tried once more, and Playwright's summary names it "flaky" when the second try
  // passes: a browser walk across two servers on a shared two-core machine can lose a moment it has no
  // control over (a CI run once had one walk stall for minutes, then pass alone). Locally, never: a
  // failure is seen as it is.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list as it runs; at the end, the tests slower than 5 s by name (@tilawat/testing/slow-tests).
  reporter: [['list'], ['@tilawat/testing/slow-tests-playwright', { suite: 'web e2e' }]],
  use: {
    baseURL: WEB,
    viewport: { width: 360, height: 800 },
    locale: 'bn-BD',
    timezoneId: 'Asia/Dhaka',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    // A click or a fill waits for its element at most this long, and a navigation for its page: an
    // element that never comes fails the test in seconds, naming its locator, instead of holding a
    // worker until the test's own timeout (a CI run once lost 4 minutes that way, with no word of where).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // The production build registers a service worker (issue 39) that keeps pages: a test that is not
    // about it must see each page from the server, so only offline.e2e.ts lets it run.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      // the stand-in SMS gateway and push service, recording what the api sends them (issue 40)
      command: `node e2e/local-services.mjs ${SMS_PORT} ${PUSH_PORT} ${pushCert} ${pushKey}`,
      url: `${LOCAL_SERVICES}/healthz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      // the console files' own admins first (e2e/operators.ts), with the api's admin:create, then the api
      command: [
        ...MADE_ADMINS.map(
          (admin) => `node ../api/dist/admin-cli.js --phone ${admin.phone} --name '${admin.name}' >/dev/null`,
        ),
        'node ../api/dist/server.js',
      ].join(' && '),
      url: `${API}/healthz`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: join(dataDir, 'pglite'),
        UPLOAD_DIR: join(dataDir, 'uploads'),
        PUBLIC_ORIGIN: API,
        WEB_ORIGINS: WEB,
        LOG_LEVEL: 'warn',
        // Learners made through the api sign up from addresses of their own (e2e/learner.ts).
        TRUST_PROXY: 'loopback',
        ADMIN_PASSWORD: MADE_ADMIN_PASSWORD,
        // reminders (issue 40): SMS to the stand-in gateway, web push to the stand-in push service, jobs
        // looked for every second (a reminder's moment is met within it)
        SMS_URL: `${LOCAL_SERVICES}/api/smsapi`,
        SMS_PROVIDER: 'bulksmsbd',
        SMS_API_KEY: 'e2e-key',
        SMS_SENDER_ID: '8809617000000',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:e2e@tilawat.test',
        NODE_EXTRA_CA_CERTS: pushCert,
        JOB_POLL_SECONDS: '1',
        SMS_QUIET_HOURS: quietHours,
        // the run's clock (issue 41): a walk reaches "the next day" by writing an offset here (e2e/clock.ts)
        TEST_CLOCK_FILE: CLOCK_FILE,
      },
    },
    {
      // Each run starts on a new database: public answers a previous run's server kept in the
      // data cache (.next/cache/fetch-cache) name its rows, so they go first.
      // The production server (`pnpm start`: server.mjs, Next's scripts after the first paint).
      command: `rm -rf .next/cache/fetch-cache && PORT=${WEB_PORT} HOST=127.0.0.1 node server.mjs`,
      url: WEB,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      // every page load measures its Core Web Vitals (issue 38): the console's field data shows the run's own
      env: { API_ORIGIN: API, SITE_ORIGIN: WEB, NEXT_TELEMETRY_DISABLED: '1', VITALS_SAMPLE_RATE: '1' },
    },
  ],
});
