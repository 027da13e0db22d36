import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '@tilawat/testing';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story as a test in Debian's Chromium (offline flags from @tilawat/testing): it renders,
 * its play function passes, and axe finds no violation (preview.ts sets a11y.test = 'error').
 * Run once per theme so colour contrast is proven in light and dark.
 *
 * The two themes are two browser *instances* of ONE project, not two projects (issue 11 §4). Two
 * projects meant two Vite servers for the same `.storybook` dir, and @storybook/addon-vitest keys its
 * Vite cacheDir by the config dir alone (node_modules/.cache/storybook/<version>/<hash of
 * configDir>/sb-vitest), so both servers' dependency optimisers shared one `deps` directory. On a cold
 * cache (a fresh clone) DEBUG=vite:deps shows each server removing `deps`, scanning and pre-bundling on
 * its own, then committing by renaming `deps` away and its own result into place, 0.3–0.6 s after the
 * other's commit, by which time the other server's Chromium may be importing from it. A page whose
 * pre-bundled imports vanish under it fails with `Failed to fetch dynamically imported module
 * …/setup-file.js` (addon-vitest's setup file is the first thing a story file imports); the more
 * loaded the machine, the wider the windows. The double scan and bundle also doubled the cold start's
 * CPU: under load a session once failed to connect within 60 s while both were still bundling.
 * Instances share their project's one Vite server: one optimiser, one pre-bundle, one transform of
 * each story, and nothing else writing into its cache. The dark instance differs only by the initial
 * globals it provides to the story tests (the key `storybookTest({ initialGlobals })` sets).
 */
const stories: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [
    storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { theme: 'light' } }),
  ],
  test: {
    // The project only groups the two instances; `--project storybook` / `storybook-dark` pick one.
    name: 'stories',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [
        { browser: 'chromium', name: 'storybook' },
        {
          browser: 'chromium',
          name: 'storybook-dark',
          provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { theme: 'dark' } },
        },
      ],
    },
  },
};

export default defineConfig({
  test: {
    // A timeout is there to catch a test that hangs, not to time the machine. Alone here, the slowest
    // jsdom tests (footer, OTP, payment picker: getByRole and axe over a whole component) take 1–1.6 s;
    // on a fresh-clone `pnpm test` turbo runs every package's lint, typecheck and tests at once on two
    // cores, and with a CPU-bound process on one of them the same tests took up to 12 s, so Vitest's
    // default 5 s failed good tests (and a timed-out test kept typing into the next one's input).
    // Every project inherits this (`extends: true`).
    testTimeout: 60_000,
    browser: {
      // Likewise for a browser session to connect: its first page waits for the cold pre-bundle of the
      // story dependencies, which took 30–45 s under load here (default budget 60 s, which two
      // optimisers at once overran). Vitest reads this from the root config.
      connectTimeout: 180_000,
    },
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Worker threads, not forked processes: a fork must answer Vitest within a fixed 60 s to start,
          // which loaded runs (two cores, every package testing at once, a CPU-bound process beside)
          // overran once or twice in ten; a thread starts in the same process, cheaply.
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      stories,
    ],
  },
});
